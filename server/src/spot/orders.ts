// Spot orders and fills as stored and as the wire shows them, and the user's lists of them. Every
// read carries the session's user id: another user's order is "not found", never a hint.
import type { Paged } from '@wire/envelope'
import type { SpotFill, SpotOrder } from '@wire/catalogue/spot'
import type { Queryable } from '../infra/db/client'
import { pagedList, type Paging } from '../infra/db/paged'
import type { MarketFeed } from '../market/public'
import { dec, Decimal } from '../infra/money/decimal'

export interface SpotOrderRow {
  id: number
  user_id: number
  match_id: number
  currency_id: number
  legal_id: number
  type: number
  kind: 'limit' | 'market'
  tif: 'GTC' | 'IOC' | 'POST_ONLY'
  price: string | null
  amount: string
  filled: string
  remaining: string
  frozen: string
  spent: string
  received: string
  fee: string
  fee_currency: number
  status: number
  end_reason: SpotOrder['end_reason']
  created_at: Date
  updated_at: Date
}

const side = (code: number): 1 | 2 => (code === 2 ? 2 : 1)
const status = (code: number): 1 | 2 | 3 => (code === 3 ? 3 : code === 2 ? 2 : 1)

/** The symbol's name, as the feed lists it. */
export function symbolName(feed: MarketFeed, matchId: number): string {
  return feed.matches().find((m) => m.id === matchId)?.symbol ?? ''
}

/** Quote traded, gross: what a buy spent, or what a sell received before its fees. */
export function tradeTotal(row: SpotOrderRow): Decimal {
  return row.type === 1 ? dec(row.spent) : dec(row.received).plus(row.fee)
}

export function toSpotOrder(row: SpotOrderRow, feed: MarketFeed): SpotOrder {
  const filled = dec(row.filled)
  const total = tradeTotal(row)
  const match = feed.matches().find((m) => m.id === row.match_id)
  // The average of several fills can run to many decimals: two past the price's are shown.
  const places = (match?.price_precision ?? 8) + 2
  return {
    id: row.id,
    match_id: row.match_id,
    symbol: match?.symbol ?? '',
    currency_id: row.currency_id,
    legal_id: row.legal_id,
    type: side(row.type),
    kind: row.kind,
    tif: row.tif,
    target_price: row.price ?? '0',
    num: dec(row.amount).toFixed(),
    trade_amount: filled.toFixed(),
    trade_total: total.toFixed(),
    trade_price: filled.isZero()
      ? '0'
      : total.div(filled).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(),
    remaining: dec(row.remaining).toFixed(),
    frozen: dec(row.frozen).toFixed(),
    charge_fee: dec(row.fee).toFixed(),
    fee_currency: row.fee_currency,
    status: status(row.status),
    end_reason: row.end_reason,
    create_time: row.created_at.toISOString(),
    update_time: row.updated_at.toISOString(),
  }
}

export interface OrderFilter extends Paging {
  currencyId?: number
  legalId?: number
  status?: number
}

export async function listOrders(
  q: Queryable,
  feed: MarketFeed,
  userId: number,
  filter: OrderFilter,
): Promise<Paged<SpotOrder>> {
  const params: unknown[] = [userId]
  let where = 'user_id = $1'
  const add = (column: string, value: number | undefined): void => {
    if (value === undefined) return
    params.push(value)
    where += ` AND ${column} = $${params.length}`
  }
  add('currency_id', filter.currencyId)
  add('legal_id', filter.legalId)
  add('status', filter.status !== undefined && filter.status <= 3 ? filter.status : undefined)
  return pagedList<SpotOrderRow, SpotOrder>(
    q,
    filter,
    { select: 'SELECT *', from: `FROM spot_orders WHERE ${where}`, orderBy: 'id DESC', params },
    (row) => toSpotOrder(row, feed),
  )
}

interface FillRow {
  id: number
  match_id: number
  maker_order_id: number
  taker_order_id: number
  maker_user_id: number
  taker_type: number
  price: string
  amount: string
  total: string
  maker_fee: string
  maker_fee_currency: number
  taker_fee: string
  taker_fee_currency: number
  created_at: Date
  /** the other side is the house's market maker */
  simulated: boolean
}

function toSpotFill(row: FillRow, userId: number, feed: MarketFeed): SpotFill {
  const maker = Number(row.maker_user_id) === userId
  const takerSide = side(row.taker_type)
  return {
    id: row.id,
    order_id: maker ? row.maker_order_id : row.taker_order_id,
    match_id: row.match_id,
    symbol: symbolName(feed, row.match_id),
    type: maker ? (takerSide === 1 ? 2 : 1) : takerSide,
    price: row.price,
    amount: dec(row.amount).toFixed(),
    total: dec(row.total).toFixed(),
    fee: dec(maker ? row.maker_fee : row.taker_fee).toFixed(),
    fee_currency: maker ? row.maker_fee_currency : row.taker_fee_currency,
    role: maker ? 'maker' : 'taker',
    simulated: row.simulated,
    time: row.created_at.toISOString(),
  }
}

/** The user's fills, newest first; only those of order `orderId` when given. */
export async function listFills(
  q: Queryable,
  feed: MarketFeed,
  userId: number,
  filter: Paging & { orderId?: number },
): Promise<Paged<SpotFill>> {
  const params: unknown[] = [userId]
  let from = 'FROM spot_fills WHERE (maker_user_id = $1 OR taker_user_id = $1)'
  if (filter.orderId !== undefined) {
    // the user's own side of the fill must be that order: another's order id shows nothing
    params.push(filter.orderId)
    from = `FROM spot_fills WHERE ((maker_user_id = $1 AND maker_order_id = $2)
                                   OR (taker_user_id = $1 AND taker_order_id = $2))`
  }
  return pagedList<FillRow, SpotFill>(
    q,
    filter,
    {
      select: `SELECT *, (SELECT role = 'market_maker' FROM users
                           WHERE id = CASE WHEN maker_user_id = $1 THEN taker_user_id
                                           ELSE maker_user_id END) AS simulated`,
      from,
      orderBy: 'id DESC',
      params,
    },
    (row) => toSpotFill(row, userId, feed),
  )
}
