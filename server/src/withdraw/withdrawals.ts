// Withdrawal rows as stored and as the wire shows them (WIRE.md `user/withdraw/list`), and their
// reads: the user's own list and the operator's queue. Every user read carries the session's id.
import type { PayloadOf } from '@wire/catalogue'
import type { OpsMoneyQueueRow } from '@wire/catalogue/money'
import type { Queryable } from '../infra/db/client'
import { newestOfUser, pagedList, type Paging } from '../infra/db/paged'
import { currencyById } from '../infra/money/currencies'
import { dec, formatAmount } from '../infra/money/decimal'

export type Withdrawal = PayloadOf<'walletOut'>
type Page = PayloadOf<'withdrawList'>

export interface WithdrawalRow {
  id: string | number
  user_id: string | number
  currency_id: number
  network: string
  address: string
  number: string
  fee: string
  status: number
  remark: string
  created_at: Date
}

const STATUS = { 1: 1, 2: 2, 3: 3 } as const

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: Number(row.id),
    // WIRE.md: `number` is what left the balance and `amount` what arrives, as the family shows them
    number: formatAmount(dec(row.number).plus(row.fee)),
    amount: formatAmount(row.number),
    fee: formatAmount(row.fee),
    address: row.address,
    status: STATUS[row.status as 1 | 2 | 3] ?? 1,
    create_time: row.created_at.toISOString(),
    remark: row.remark,
    currency: row.currency_id,
    currency_name: currencyById(row.currency_id)?.code ?? '',
    type: row.network,
  }
}

/** The user's withdrawals, newest first. */
export async function listWithdrawals(q: Queryable, userId: number, paging: Paging): Promise<Page> {
  return pagedList(q, paging, newestOfUser('withdrawals', userId), toWithdrawal)
}

/** What waits for the operator (GET /ops/queue?kind=withdraw), oldest first. */
export async function withdrawQueue(q: Queryable): Promise<OpsMoneyQueueRow[]> {
  const rows = await q.query<WithdrawalRow & { account_key: string }>(
    `SELECT w.*, u.account_key FROM withdrawals w JOIN users u ON u.id = w.user_id
      WHERE w.status = 1 ORDER BY w.id`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    kind: 'withdraw',
    account: r.account_key,
    currency: currencyById(r.currency_id)?.code ?? '',
    amount: formatAmount(r.number),
    type: r.network,
    fee: formatAmount(r.fee),
    address: r.address,
    created_at: r.created_at.toISOString(),
  }))
}
