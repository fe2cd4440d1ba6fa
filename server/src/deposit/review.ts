// Deciding a pending deposit: by the operator (POST /ops/recharge/decide, `npm run ops --
// recharge-approve`) or, on a demo server, by the demo approver. Whoever decides, the request
// leaves "pending" in one conditional UPDATE and the money moves only when that UPDATE returned
// the row, in the same transaction: two operators, two nodes, or an operator and the demo deciding
// at once credit it once (the second UPDATE waits for the first and then finds nothing pending).
// The user is told by an internal message written in the same transaction.
import type { PayloadOf } from '@wire/catalogue'
import type { OpsMoneyQueueRow } from '@wire/catalogue/money'
import { coinPlaces } from '@common/coins'
import type { Clock } from '../infra/clock'
import type { Db, Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { currencyById } from '../infra/money/currencies'
import { requireAmount } from '../infra/money/amount'
import { dec, formatAmount } from '../infra/money/decimal'
import { applyChange } from '../infra/money/ledger'
import { notify, type PushMessage, type StoredMessage } from '../messages/public'
import { audit } from '../infra/audit/audit'
import { claimDue, inAccountOrder } from '../infra/schedule/claim'
import type { RechargeRecord } from './recharges'
import { depositReference } from './reference'

export type RechargeDecision = PayloadOf<'opsRechargeDecide'>

export const REASON_MAX = 500

export interface Decision {
  approve: boolean
  /** shown to the user; required to reject */
  reason: string
  /** approval only: credited on top of the amount, as its own record; '' or '0' for none */
  bonus: string
  /** approved by the DEMO scheduler, not a person */
  demo?: boolean
}

/** A decided request, and the message that tells its user. */
export interface Decided {
  row: RechargeRecord
  message: StoredMessage
}

/**
 * Decides request `id` if it is still pending; `q` must be a transaction. Undefined when it is
 * not pending (decided meanwhile, or no such request): then nothing was written.
 */
export async function decideRecharge(
  q: Queryable,
  clock: Clock,
  id: number,
  decision: Decision,
): Promise<Decided | undefined> {
  const reason = decision.reason.trim().slice(0, REASON_MAX)
  if (!decision.approve && !reason) throw new AppError('kyc_reason_required')
  const [pending] = await q.query<{ currency_id: number }>(
    'SELECT currency_id FROM recharges WHERE id = $1',
    [id],
  )
  if (!pending) return undefined
  const bonus =
    decision.approve && decision.bonus && !dec(decision.bonus).isZero()
      ? requireAmount(decision.bonus, coinPlaces(pending.currency_id))
      : dec('0')
  const [row] = await q.query<RechargeRecord>(
    `UPDATE recharges SET status = $2, remark = $3, bonus = $4, demo = $5, decided_at = $6
      WHERE id = $1 AND status = 1
      RETURNING *`,
    [
      id,
      decision.approve ? 2 : 3,
      decision.approve ? null : reason,
      bonus.toFixed(),
      decision.approve && decision.demo === true,
      clock.now(),
    ],
  )
  if (!row) return undefined
  const userId = Number(row.user_id)
  const code = currencyById(row.currency_id)?.code ?? String(row.currency_id)
  // the user hears of the decision in a message, written with it
  const said = { id: String(row.id), amount: formatAmount(row.amount), currency: code }
  if (row.status !== 2) {
    return { row, message: await notify(q, clock, userId, 'deposit_rejected', { ...said, reason }) }
  }
  const account = { userId, currencyId: row.currency_id, wallet: 'legal' as const }
  const ref = { type: 'recharge', id: Number(row.id) }
  await applyChange(q, clock, {
    ...account,
    change: dec(row.amount),
    type: 'deposit',
    info: `Deposit #${row.id} of ${formatAmount(row.amount)} ${code}`,
    ref,
  })
  if (!bonus.isZero()) {
    await applyChange(q, clock, {
      ...account,
      change: bonus,
      type: 'deposit_bonus',
      info: `Bonus on deposit #${row.id}`,
      ref,
    })
  }
  const message = bonus.isZero()
    ? await notify(q, clock, userId, 'deposit_credited', said)
    : await notify(q, clock, userId, 'deposit_credited_bonus', {
        ...said,
        bonus: formatAmount(bonus),
      })
  return { row, message }
}

/** The operator's decision, audited, and its message; refused when the request is not pending. */
export async function opsRechargeDecide(
  q: Queryable,
  clock: Clock,
  id: number,
  decision: Decision,
): Promise<{ result: RechargeDecision; message: StoredMessage }> {
  const [byCard] = await q.query('SELECT 1 FROM recharges WHERE id = $1 AND card', [id])
  // a card deposit is its provider's to decide: only a verified callback credits it (pay/orders.ts)
  if (byCard) throw new AppError('recharge_by_card')
  const decided = await decideRecharge(q, clock, id, { ...decision, demo: false })
  if (!decided) {
    const [exists] = await q.query('SELECT 1 FROM recharges WHERE id = $1', [id])
    throw new AppError(exists ? 'recharge_not_pending' : 'recharge_not_found')
  }
  const { row } = decided
  const [user] = await q.query<{ account_key: string }>(
    'SELECT account_key FROM users WHERE id = $1',
    [row.user_id],
  )
  await audit(
    q,
    clock,
    decision.approve ? 'recharge_approve' : 'recharge_reject',
    user.account_key,
    {
      user_id: Number(row.user_id),
      recharge_id: Number(row.id),
      amount: formatAmount(row.amount),
      bonus: formatAmount(row.bonus),
      currency_id: row.currency_id,
      reason: row.remark,
    },
  )
  const result = {
    id: Number(row.id),
    account: user.account_key,
    status: row.status,
    amount: formatAmount(row.amount),
    give: formatAmount(row.bonus),
    currency_name: currencyById(row.currency_id)?.code ?? String(row.currency_id),
    remark: row.remark,
  }
  return { result, message: decided.message }
}

/** Pending requests, oldest first, with what the operator checks (GET /ops/queue?kind=recharge). */
export async function rechargeQueue(q: Queryable): Promise<OpsMoneyQueueRow[]> {
  const rows = await q.query<RechargeRecord & { account_key: string }>(
    `SELECT r.*, u.account_key FROM recharges r JOIN users u ON u.id = r.user_id
      WHERE r.status = 1 AND NOT r.card
      ORDER BY r.created_at, r.id`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    kind: 'recharge',
    account: r.account_key,
    currency: currencyById(r.currency_id)?.code ?? String(r.currency_id),
    amount: formatAmount(r.amount),
    type: r.type === 1 ? r.network : METHOD_NAMES[r.type],
    ...(r.address ? { address: r.address } : {}),
    voucher: r.voucher,
    // what the payer was asked to quote: the statement line that carries it is this deposit's
    ...(r.type === 2 ? { reference: depositReference(Number(r.user_id)) } : {}),
    created_at: r.created_at.toISOString(),
  }))
}

const METHOD_NAMES = { 2: 'bank card', 3: 'third party' } as const

const BATCH_SIZE = 100

/**
 * DEMO=1: approves every request pending since `dueBefore`, marked as demo approvals; a job of
 * the demo approver (certification/demoApprover.ts). Returns how many it approved.
 */
export async function approveDueRecharges(
  db: Db,
  clock: Clock,
  dueBefore: Date,
  push: PushMessage,
): Promise<number> {
  return claimDue(db, {
    batchSize: BATCH_SIZE,
    // The claim locks each request as the operator's decision does (its UPDATE), so the two never
    // credit it twice; credits then go in account order (balances are locked one way round).
    claim: async (q, limit) =>
      inAccountOrder(
        await q.query<{ id: string | number; user_id: string | number; currency_id: number }>(
          `SELECT id, user_id, currency_id FROM recharges
            WHERE status = 1 AND NOT card AND created_at <= $1
            ORDER BY created_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
          [dueBefore, limit],
        ),
      ),
    handle: (q, { id }) =>
      decideRecharge(q, clock, Number(id), { approve: true, reason: '', bonus: '', demo: true }),
    committed: (decided) => {
      for (const { message } of decided) push(message)
    },
  })
}
