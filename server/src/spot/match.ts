// Matching one incoming order against a symbol's book: price-time priority, every trade at the
// resting order's price, self-trade prevention that expires the incoming order's rest
// (EXPIRE_TAKER), and market orders held inside their band. placeOrder only reads the book and
// returns everything the persistence layer writes in one transaction (fills, fees, what rests,
// what is frozen and released); applyPlacement then brings an in-memory book up to date.
import { dec, type Decimal } from '../infra/money/decimal'
import { bandLimit } from './band'
import type { SpotBook } from './book'
import { feeOf } from './fees'
import {
  type IncomingOrder,
  type Leg,
  type LegAmount,
  needOf,
  type OrderKind,
  type RestingOrder,
  receiveLeg,
  type Side,
  spendLeg,
  type TimeInForce,
} from './order'
import { refuse, type SpotRefusal } from './refusals'
import { checkOrder, type SpotRules } from './rules'

/** One trade between a resting order (maker) and the incoming one (taker). */
export interface Fill {
  makerOrderId: string
  makerUserId: string
  takerOrderId: string
  takerUserId: string
  /** the taker's side; the maker is on the other */
  takerSide: Side
  /** the maker's price */
  price: string
  /** base traded */
  amount: string
  /** quote traded: price x amount, exact */
  total: string
  /** charged on what the maker receives, in `makerFeeLeg` */
  makerFee: string
  makerFeeLeg: Leg
  takerFee: string
  takerFeeLeg: Leg
  /** what is left of the maker after this trade; '0' means it is filled and off the book */
  makerRemaining: string
}

/** Why the incoming order's rest left without resting. */
export type ExpiredBy = 'ioc' | 'market' | 'self_trade'

/** WIRE's order status: open (1, partly filled or not), filled (2), or ended with a rest (3). */
export type PlacementStatus = 'open' | 'filled' | 'expired'

export interface Placement {
  ok: true
  order: {
    id: string
    userId: string
    side: Side
    kind: OrderKind
    tif: TimeInForce
    /** the limit price; null for a market order */
    price: string | null
    amount: string
  }
  /**
   * What the order holds frozen from the moment it is accepted, in its spending currency: amount x
   * limit price to buy, amount x band limit for a market buy, the amount to sell. The ledger
   * refuses the order when the available part is short of it.
   */
  freeze: LegAmount
  fills: Fill[]
  /** base traded */
  filled: string
  /** gross, in the spending currency (quote to buy, base to sell) */
  spent: string
  /** net of the taker's fees, in the other currency */
  received: string
  /** the taker's fees, in the received currency */
  fee: string
  /** the rest, on the book at the order's limit price; null when nothing rests */
  resting: RestingOrder | null
  /** base that will never trade: an IOC's or market order's rest, or the rest self-trade prevention expired */
  expired: string
  expiredBy: ExpiredBy | null
  /** back to the available part now: freeze - spent - what the resting rest still needs */
  release: LegAmount
  status: PlacementStatus
  /** the book's last price after this order (unchanged when nothing traded) */
  lastPrice: string | null
}

const ZERO = dec('0')

/** Whether a resting price is within reach of a buy up to `limit` or a sell down to it. */
const reaches = (side: Side, limit: Decimal, resting: Decimal): boolean =>
  side === 'buy' ? resting.lte(limit) : resting.gte(limit)

/**
 * Matches `incoming` against `book` without changing it. The book needs only the other side's
 * orders the incoming order can reach, in priority order (and the last price for a market order),
 * so the persistence layer may load just those rows. Refused orders change nothing; an id already
 * on the book is a caller's mistake and throws.
 */
export function placeOrder(
  book: SpotBook,
  incoming: IncomingOrder,
  rules: SpotRules,
): Placement | SpotRefusal {
  const order = checkOrder(incoming, rules, book.lastPriceValue)
  if (!order.ok) return order
  if (book.has(order.id)) throw new Error(`order ${order.id} is already on the book`)
  const { side, amount } = order
  const opposite = book.levels(side === 'buy' ? 'sell' : 'buy')
  const best = opposite[0]

  let limit: Decimal
  let freeze: Decimal
  if (order.price) {
    limit = order.price
    if (order.tif === 'POST_ONLY' && best && reaches(side, limit, best.price)) {
      return refuse('spot_post_only_would_take')
    }
    freeze = needOf(side, limit, amount)
  } else {
    if (!best) return refuse('spot_market_book_empty')
    const last = book.lastPriceValue
    if (!last) return refuse('spot_market_no_price')
    limit = bandLimit(side, last, rules)
    if (!reaches(side, limit, best.price)) {
      return refuse('spot_market_outside_band', { percent: rules.bandPercent.toFixed() })
    }
    freeze = needOf(side, limit, amount)
  }

  const buying = side === 'buy'
  const fills: Fill[] = []
  let left = amount
  let spent = ZERO
  let received = ZERO
  let fees = ZERO
  let selfTrade = false
  scan: for (const level of opposite) {
    if (!reaches(side, limit, level.price)) break
    for (const maker of level.orders.values()) {
      if (maker.userId === order.userId) {
        selfTrade = true
        break scan
      }
      const qty = maker.remaining.lt(left) ? maker.remaining : left
      const total = qty.times(level.price)
      // the buyer receives base, the seller quote
      const buyerFee = feeOf(qty, buying ? rules.takerFee : rules.makerFee, rules.basePlaces)
      const sellerFee = feeOf(total, buying ? rules.makerFee : rules.takerFee, rules.quotePlaces)
      const takerFee = buying ? buyerFee : sellerFee
      fills.push({
        makerOrderId: maker.id,
        makerUserId: maker.userId,
        takerOrderId: order.id,
        takerUserId: order.userId,
        takerSide: side,
        price: level.price.toFixed(),
        amount: qty.toFixed(),
        total: total.toFixed(),
        makerFee: (buying ? sellerFee : buyerFee).toFixed(),
        makerFeeLeg: receiveLeg(maker.side),
        takerFee: takerFee.toFixed(),
        takerFeeLeg: receiveLeg(side),
        makerRemaining: maker.remaining.minus(qty).toFixed(),
      })
      spent = spent.plus(buying ? total : qty)
      received = received.plus(buying ? qty : total).minus(takerFee)
      fees = fees.plus(takerFee)
      left = left.minus(qty)
      if (left.isZero()) break scan
    }
  }

  const rests = left.gt(0) && !selfTrade && order.kind === 'limit' && order.tif !== 'IOC'
  const resting: RestingOrder | null = rests
    ? {
        id: order.id,
        userId: order.userId,
        side,
        price: limit.toFixed(),
        remaining: left.toFixed(),
      }
    : null
  let expiredBy: ExpiredBy | null = null
  if (left.gt(0) && !rests)
    expiredBy = selfTrade ? 'self_trade' : order.kind === 'market' ? 'market' : 'ioc'
  const stillNeeded = resting ? needOf(side, limit, left) : ZERO
  const leg = spendLeg(side)
  const lastFill = fills[fills.length - 1]
  return {
    ok: true,
    order: {
      id: order.id,
      userId: order.userId,
      side,
      kind: order.kind,
      tif: order.tif,
      price: order.price ? order.price.toFixed() : null,
      amount: amount.toFixed(),
    },
    freeze: { leg, amount: freeze.toFixed() },
    fills,
    filled: amount.minus(left).toFixed(),
    spent: spent.toFixed(),
    received: received.toFixed(),
    fee: fees.toFixed(),
    resting,
    expired: rests ? '0' : left.toFixed(),
    expiredBy,
    release: { leg, amount: freeze.minus(spent).minus(stillNeeded).toFixed() },
    status: rests ? 'open' : left.isZero() ? 'filled' : 'expired',
    lastPrice: lastFill ? lastFill.price : book.lastPrice,
  }
}

/**
 * Brings `book` to the state after `placement`: makers filled (and removed when done), the rest
 * added at the back of its level, the last price moved. It checks first that every maker still
 * holds what the placement traded from it, and throws without changing anything when one does not
 * (the book moved since the placement was computed: rebuild it from the database).
 */
export function applyPlacement(book: SpotBook, placement: Placement): void {
  for (const fill of placement.fills) {
    const held = book.remainingOf(fill.makerOrderId)
    if (!held || !held.eq(dec(fill.amount).plus(fill.makerRemaining))) {
      throw new Error(
        `order ${fill.makerOrderId} holds ${held?.toFixed() ?? 'nothing'}, not what placement ${placement.order.id} traded`,
      )
    }
  }
  if (placement.resting && book.has(placement.resting.id)) {
    throw new Error(`order ${placement.resting.id} is already on the book`)
  }
  for (const fill of placement.fills) book.fill(fill.makerOrderId, dec(fill.amount))
  if (placement.resting) book.add(placement.resting)
  if (placement.lastPrice !== null) book.setLastPrice(placement.lastPrice)
}

/** placeOrder, then applyPlacement when the order was accepted: for a book kept only in memory. */
export function place(
  book: SpotBook,
  incoming: IncomingOrder,
  rules: SpotRules,
): Placement | SpotRefusal {
  const result = placeOrder(book, incoming, rules)
  if (result.ok) applyPlacement(book, result)
  return result
}
