// Positions as stored and as the wire shows them, their trigger lines, and the user's lists. Every
// read carries the session's user id: another user's position is "not found", never a hint.
import type { Paged } from '@wire/envelope'
import type { LeverCloseReason, LeverPosition } from '@wire/catalogue/lever'
import {
  closePrice,
  marginRatio,
  overnightFeeOf,
  profitAt,
  type LeverSide,
  type LeverTerms,
} from '@common/leverRules'
import type { Queryable } from '../infra/db/client'
import { pagedList, type Paging } from '../infra/db/paged'
import type { SymbolInfo } from '../market/public'
import { dec, formatAmount } from '../infra/money/decimal'

export interface PositionRow {
  id: number
  user_id: number
  match_id: number
  currency_id: number
  legal_id: number
  type: number
  share: number
  number: string
  multiple: number
  target_price: string | null
  origin_price: string | null
  price: string | null
  origin_caution_money: string
  caution_money: string
  trade_fee: string
  overnight: string
  frozen: string
  target_profit_price: string | null
  stop_loss_price: string | null
  liquidation_price: string | null
  lower_line: string | null
  upper_line: string | null
  watch_from: Date
  overnight_day: string | null
  close_price: string | null
  fact_profits: string | null
  close_reason: LeverCloseReason | null
  status: number
  created_at: Date
  opened_at: Date | null
  closed_at: Date | null
  /** the owner was a trader when it was placed: its opening and closing are copied */
  copy_source: boolean
  /** a copy: the trader's position it copies, and the follow that made it */
  copy_of: number | null
  follow_id: number | null
}

export const PENDING = 0
export const OPEN = 1
export const CLOSED = 3
export const CANCELLED = 4

/** What decides where a position opens or closes: its side, state and prices. */
export type LineFields = Pick<
  PositionRow,
  | 'type'
  | 'status'
  | 'target_price'
  | 'target_profit_price'
  | 'stop_loss_price'
  | 'liquidation_price'
>

export const sideOf = (row: Pick<PositionRow, 'type'>): LeverSide => (row.type === 2 ? 2 : 1)

const plain = (value: string | null): string | null =>
  value === null ? null : dec(value).toFixed()
const maxOf = (a: string | null, b: string | null): string | null =>
  a === null ? b : b === null ? a : dec(a).gte(b) ? a : b
const minOf = (a: string | null, b: string | null): string | null =>
  a === null ? b : b === null ? a : dec(a).lte(b) ? a : b

/**
 * The mark lines the trigger job looks for (lower_line, upper_line). A long closes at or under the
 * higher of its stop-loss and liquidation price, or at or over its take-profit; a short mirrored. A
 * pending long opens at or under its limit, a pending short at or over it.
 */
export function linesOf(row: LineFields): { lower: string | null; upper: string | null } {
  const long = row.type !== 2
  if (row.status === PENDING) {
    return long
      ? { lower: row.target_price, upper: null }
      : { lower: null, upper: row.target_price }
  }
  if (row.status !== OPEN) return { lower: null, upper: null }
  const liquidation =
    row.liquidation_price !== null && dec(row.liquidation_price).gt(0)
      ? row.liquidation_price
      : null
  return long
    ? { lower: maxOf(row.stop_loss_price, liquidation), upper: row.target_profit_price }
    : { lower: row.target_profit_price, upper: minOf(row.stop_loss_price, liquidation) }
}

/** The position as the wire shows it, valued at `mark` (the mark when it closed, once closed). */
export function toLeverPosition(
  row: PositionRow,
  match: SymbolInfo,
  terms: LeverTerms,
  mark: string,
): LeverPosition {
  const side = sideOf(row)
  const open = row.status === OPEN && row.price !== null
  const at = row.status === CLOSED && row.close_price !== null ? row.close_price : mark
  return {
    id: row.id,
    match_id: row.match_id,
    symbol: match.symbol,
    currency_id: row.currency_id,
    legal_id: row.legal_id,
    type: side,
    share: row.share,
    number: dec(row.number).toFixed(),
    multiple: row.multiple,
    target_price: plain(row.target_price),
    origin_price: plain(row.origin_price),
    price: plain(row.price),
    update_price: dec(at).toFixed(),
    origin_caution_money: formatAmount(row.origin_caution_money),
    caution_money: formatAmount(row.caution_money),
    frozen: formatAmount(row.frozen),
    trade_fee: formatAmount(row.trade_fee),
    overnight: formatAmount(row.overnight),
    overnight_next: open ? formatAmount(overnightFeeOf(row.number, mark, terms)) : '0.00',
    target_profit_price: plain(row.target_profit_price),
    stop_loss_price: plain(row.stop_loss_price),
    liquidation_price: plain(row.liquidation_price),
    profits: open
      ? formatAmount(profitAt(side, row.number, row.price ?? '0', closePrice(side, mark, terms)))
      : '0.00',
    margin_ratio: open
      ? marginRatio(side, row.number, row.price ?? '0', row.caution_money, mark, terms)
      : '0.00',
    close_price: plain(row.close_price),
    fact_profits: row.fact_profits === null ? null : formatAmount(row.fact_profits),
    status: row.status as LeverPosition['status'],
    close_reason: row.close_reason,
    copy_of: row.copy_of,
    create_time: row.created_at.toISOString(),
    open_time: row.opened_at?.toISOString() ?? null,
    close_time: row.closed_at?.toISOString() ?? null,
  }
}

export interface ListFilter extends Paging {
  matchId?: number
  /** the statuses to list */
  statuses: readonly number[]
}

/** The user's positions, newest first, as stored. */
export async function listPositions(
  q: Queryable,
  userId: number,
  filter: ListFilter,
): Promise<Paged<PositionRow>> {
  const params: unknown[] = [userId, filter.statuses]
  let where = 'user_id = $1 AND status = ANY($2::smallint[])'
  if (filter.matchId !== undefined) {
    params.push(filter.matchId)
    where += ` AND match_id = $${params.length}`
  }
  return pagedList<PositionRow, PositionRow>(
    q,
    filter,
    { select: 'SELECT *', from: `FROM lever_positions WHERE ${where}`, orderBy: 'id DESC', params },
    (row) => row,
  )
}
