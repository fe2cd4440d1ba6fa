// The operator's decision on a withdrawal (POST /ops/withdraw/decide, `npm run ops --
// withdraw-approve | withdraw-reject`). Approval pays number and fee out of the frozen part;
// rejection returns every frozen unit to the available part. Never automatic, DEMO or not. The
// user is told by an internal message written in the same transaction.
//
// The request row is taken from pending to decided by one conditional UPDATE: two operators (or
// two nodes) deciding at once both reach it, the second waits on the row and then finds it
// decided, so the money moves once.
import type { PayloadOf } from '@wire/catalogue'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { currencyById } from '../infra/money/currencies'
import { dec, formatAmount } from '../infra/money/decimal'
import { notify, type StoredMessage } from '../messages/public'
import { applyChange, shiftParts } from '../infra/money/ledger'
import { audit } from '../infra/audit/audit'
import type { WithdrawalRow } from './withdrawals'

export type WithdrawDecision = PayloadOf<'opsWithdrawDecide'>

export interface DecideInput {
  id: number
  approve: boolean
  reason: string
}

/**
 * Decides in transaction `q`, with the message that tells the user; withdraw_not_pending when it
 * is not waiting (any more).
 */
export async function opsDecideWithdrawal(
  q: Queryable,
  clock: Clock,
  input: DecideInput,
): Promise<{ result: WithdrawDecision; message: StoredMessage }> {
  if (!input.approve && !input.reason) throw new AppError('kyc_reason_required')
  const [row] = await q.query<WithdrawalRow>(
    `UPDATE withdrawals SET status = $2, remark = $3, decided_at = $4
      WHERE id = $1 AND status = 1 RETURNING *`,
    [input.id, input.approve ? 2 : 3, input.reason.slice(0, 500), clock.now()],
  )
  if (!row) throw new AppError('withdraw_not_pending')
  const [user] = await q.query<{ account_key: string }>(
    'SELECT account_key FROM users WHERE id = $1',
    [row.user_id],
  )
  const auditId = await audit(
    q,
    clock,
    input.approve ? 'withdraw_approve' : 'withdraw_reject',
    user.account_key,
    { withdrawal_id: Number(row.id), number: row.number, fee: row.fee, reason: row.remark },
  )
  const id = Number(row.id)
  const account = {
    userId: Number(row.user_id),
    currencyId: row.currency_id,
    wallet: 'legal' as const,
    ref: { type: 'withdrawal', id },
  }
  const code = currencyById(row.currency_id)?.code ?? ''
  const number = dec(row.number)
  const fee = dec(row.fee)
  const said = { id: String(id), amount: formatAmount(number), currency: code }
  let message: StoredMessage
  if (input.approve) {
    await applyChange(q, clock, {
      ...account,
      part: 'frozen',
      change: number.negated(),
      type: 'withdraw_paid',
      info: `Withdrawal #${id} paid: ${row.number} ${code} to ${row.address} (audit ${auditId})`,
    })
    if (!fee.isZero()) {
      await applyChange(q, clock, {
        ...account,
        part: 'frozen',
        change: fee.negated(),
        type: 'withdraw_fee',
        info: `Withdrawal #${id} network fee (audit ${auditId})`,
      })
    }
    message = await notify(q, clock, account.userId, 'withdraw_paid', {
      ...said,
      address: row.address,
    })
  } else {
    await shiftParts(q, clock, 'unfreeze', {
      ...account,
      amount: number.plus(fee),
      type: 'withdraw_unfreeze',
      info: `Withdrawal #${id} rejected: returned (audit ${auditId})`,
    })
    message = await notify(q, clock, account.userId, 'withdraw_rejected', {
      ...said,
      total: formatAmount(number.plus(fee)),
      reason: row.remark ?? '',
    })
  }
  const result: WithdrawDecision = {
    id,
    account: user.account_key,
    status: input.approve ? 2 : 3,
    remark: row.remark,
  }
  return { result, message }
}
