// Account records as the records pages read them (SPEC §3 "Account record"): what the ledger
// wrote for every change of a balance, the session user's only, newest first. The lists differ
// only in which record types they show.
import type { PayloadOf } from '@wire/catalogue'
import type { RecordType } from '@wire/catalogue/money'
import type { Queryable } from '../infra/db/client'
import { pagedList, type Paging } from '../infra/db/paged'
import { currencyById } from '../infra/money/currencies'
import { formatAmount } from '../infra/money/decimal'
import { projectTokenCodes } from '../project/public'
import type { Wallet } from '../infra/money/ledger'

export type RecordPage = PayloadOf<'accountList'>

/** Moves between the user's own accounts (/wallet/hzhistory). */
export const MOVE_TYPES: readonly RecordType[] = ['move_out', 'move_in']

/**
 * Money entering or leaving the app (/pay/payLog): deposits and their bonuses, paid withdrawals
 * and their fees, and the operator's credits. A withdrawal's freeze and unfreeze stay inside the
 * app, so they are not here.
 */
export const PAY_TYPES: readonly RecordType[] = [
  'deposit',
  'deposit_bonus',
  'withdraw_paid',
  'withdraw_fee',
  'ops_credit',
]

export interface RecordFilter {
  /** only this account's records */
  wallet?: Wallet
  currencyId?: number
  /** only these types; every type when absent */
  types?: readonly RecordType[]
}

export interface RecordRow {
  id: number
  currency_id: number
  wallet: string
  part: string
  before: string
  after: string
  change: string
  type: string
  info: string
  created_at: Date
}

export async function listRecords(
  q: Queryable,
  userId: number,
  filter: RecordFilter,
  paging: Paging,
): Promise<RecordPage> {
  const query = {
    select: 'SELECT id, currency_id, wallet, part, before, after, change, type, info, created_at',
    from: `FROM account_records
            WHERE user_id = $1 AND ($2::int IS NULL OR currency_id = $2)
              AND ($3::text[] IS NULL OR type = ANY($3::text[]))
              AND ($4::text IS NULL OR wallet = $4)`,
    // by id: records written in one millisecond (both sides of a move) keep the order they had
    orderBy: 'id DESC',
    params: [userId, filter.currencyId ?? null, filter.types ?? null, filter.wallet ?? null],
  }
  const page = await pagedList(q, paging, query, (r: RecordRow) => r)
  return { ...page, data: await recordViews(q, page.data) }
}

/** The records as the wire shows them, a project's token named by its code like a currency. */
export async function recordViews(
  q: Queryable,
  rows: readonly RecordRow[],
): Promise<RecordPage['data']> {
  const tokens = await projectTokenCodes(
    q,
    rows.map((r) => r.currency_id).filter((id) => !currencyById(id)),
  )
  return rows.map((r) => toRecord(r, tokens))
}

function toRecord(r: RecordRow, tokens: ReadonlyMap<number, string>) {
  return {
    id: Number(r.id),
    value: formatAmount(r.change),
    info: r.info,
    type: r.type,
    currency: r.currency_id,
    currency_name:
      currencyById(r.currency_id)?.code ?? tokens.get(r.currency_id) ?? String(r.currency_id),
    before: formatAmount(r.before),
    after: formatAmount(r.after),
    created_time: r.created_at.toISOString(),
    wallet: r.wallet,
    part: r.part,
  }
}
