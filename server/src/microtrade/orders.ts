// Seconds-trading orders as stored and as the wire shows them (MicroOrder), and the reads of them:
// lists and get_result. Every read carries the user id of the session: another user's order is
// "not found", never a hint that it exists.
import type { Paged } from '@wire/envelope'
import type { Direction, MicroOrder, OrderStatus, ProfitResult } from '@wire/microtrade'
import type { Queryable } from '../infra/db/client'
import { pagedList } from '../infra/db/paged'
import { AppError } from '../infra/appError'
import type { MarketFeed } from '../market/public'
import { currencyById } from '../infra/money/currencies'
import { formatAmount, formatPlain } from '../infra/money/decimal'

export interface MicroOrderRow {
  id: number
  user_id: number
  match_id: number
  currency_id: number
  type: number
  seconds: number
  number: string
  fee: string
  profit_ratio: string
  open_price: string
  end_price: string | null
  payout: string | null
  fact_profits: string | null
  profit_result: number | null
  status: number
  created_at: Date
  settle_at: Date
  complete_at: Date | null
}

const direction = (value: number): Direction => (value === 2 ? 2 : 1)
const orderStatus = (value: number): OrderStatus => (value === 3 ? 3 : value === 2 ? 2 : 1)
function profitResult(value: number | null): ProfitResult | null {
  if (value === null) return null
  return value > 0 ? 1 : value < 0 ? -1 : 0
}

export function toMicroOrder(row: MicroOrderRow, feed: MarketFeed, now: Date): MicroOrder {
  const match = feed.matches().find((m) => m.id === row.match_id)
  return {
    id: row.id,
    match_id: row.match_id,
    currency_id: row.currency_id,
    currency_name: currencyById(row.currency_id)?.code ?? '',
    symbol_name: match?.symbol ?? '',
    type: direction(row.type),
    seconds: row.seconds,
    number: formatAmount(row.number),
    // prices keep the feed's own decimals ('97123.40'): numeric stores them as written
    open_price: row.open_price,
    end_price: row.end_price,
    fee: formatAmount(row.fee),
    profit_ratio: formatPlain(row.profit_ratio),
    fact_profits: row.fact_profits === null ? null : formatAmount(row.fact_profits),
    status: orderStatus(row.status),
    profit_result: profitResult(row.profit_result),
    created_at: row.created_at.toISOString(),
    settle_at: row.settle_at.toISOString(),
    complete_at: row.complete_at?.toISOString() ?? null,
    remain_milli_seconds: Math.max(0, row.settle_at.getTime() - now.getTime()),
  }
}

export interface OrderFilter {
  matchId?: number
  /** 1 open positions (trading or closing), 2 closing, 3 closed; undefined for all */
  status?: number
  page: number
  limit: number
}

/** Which stored statuses a `status` filter of microtrade/lists stands for. */
function statusesOf(status: number | undefined): number[] | null {
  if (status === 1) return [1, 2]
  if (status === 2 || status === 3) return [status]
  return null
}

/** The user's orders, newest first, one page of them. */
export async function listOrders(
  q: Queryable,
  feed: MarketFeed,
  now: Date,
  userId: number,
  filter: OrderFilter,
): Promise<Paged<MicroOrder>> {
  const query = {
    select: 'SELECT *',
    from: `FROM micro_orders WHERE user_id = $1 AND ($2::int IS NULL OR match_id = $2)
             AND ($3::int[] IS NULL OR status = ANY($3::int[]))`,
    orderBy: 'created_at DESC, id DESC',
    params: [userId, filter.matchId ?? null, statusesOf(filter.status)],
  }
  return pagedList(q, filter, query, (row: MicroOrderRow) => toMicroOrder(row, feed, now))
}

/** get_result: the user's order once settled; 'Not Settlement' before that. */
export async function orderResult(
  q: Queryable,
  feed: MarketFeed,
  now: Date,
  userId: number,
  orderId: number,
): Promise<MicroOrder> {
  const [row] = await q.query<MicroOrderRow>(
    'SELECT * FROM micro_orders WHERE id = $1 AND user_id = $2',
    [orderId, userId],
  )
  if (!row) throw new AppError('order_not_found')
  if (row.status !== 3) throw new AppError('not_settlement')
  return toMicroOrder(row, feed, now)
}
