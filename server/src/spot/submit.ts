// Placing a spot order (/coin/trade): the checks that need no lock, then under the symbol's lock
// the reachable part of the book is read, the engine matches, and settle.ts writes it all in the
// one transaction. A refusal throws before anything is written.
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { requireNotFrozen } from '../identity/public'
import type { MarketFeed, SymbolInfo } from '../market/public'
import { parseAmount } from '../infra/money/amount'
import { dec } from '../infra/money/decimal'
import { bandLimit } from './band'
import { SpotBook } from './book'
import type { BookChange } from './bookChange'
import { reachableOrders } from './bookRows'
import { lockMarket, type MarketRow, matchOfPair, rulesOf, spotMatch } from './markets'
import { placeOrder } from './match'
import type { IncomingOrder, Side, TimeInForce } from './order'
import type { SpotRefusal } from './refusals'
import { checkOrder } from './rules'
import { settlePlacement } from './settle'

/** The fields of /coin/trade as they arrived (ids undefined when absent or not whole numbers). */
export interface SpotTradeInput {
  currencyId?: number
  legalId?: number
  type: string
  amount: string
  /** '' or a zero for a market order */
  targetPrice: string
  /** '' for GTC */
  tif: string
}

/** A refusal of the engine as the error the user reads. */
function refusalError(refusal: SpotRefusal, match: SymbolInfo): AppError {
  const vars: Record<string, string> = { ...refusal.vars }
  if (refusal.code === 'spot_min_notional') vars.currency = match.legal_name
  return new AppError(refusal.code, vars)
}

/** Places the order of `userId`; `q` must be a transaction. */
export async function placeSpotOrder(
  q: Queryable,
  clock: Clock,
  feed: MarketFeed,
  userId: number,
  input: SpotTradeInput,
): Promise<BookChange> {
  const now = clock.now()
  const match = spotMatch(feed, matchOfPair(feed, input.currencyId, input.legalId), now)
  if (input.type !== '1' && input.type !== '2') throw new AppError('spot_side_invalid')
  const side: Side = input.type === '1' ? 'buy' : 'sell'
  const price = parseAmount(input.targetPrice || '0')
  const incoming: IncomingOrder = {
    id: '',
    userId: String(userId),
    side,
    kind: price === null || !price.isZero() ? 'limit' : 'market',
    price: input.targetPrice,
    amount: input.amount,
    tif: (input.tif || 'GTC') as TimeInForce,
  }
  await requireNotFrozen(q, userId)

  // From here to commit, no other order of this symbol is matched on any node.
  const market = await lockMarket(q, match)
  if (market.status !== 1) throw new AppError('spot_closed')
  const placed = await matchAndSettle(q, now, feed, match, market, incoming)
  if (!placed.ok) throw refusalError(placed, match)
  return placed.change
}

/**
 * Matches `incoming` (its id is given here) against the book of `match` and writes the outcome;
 * the caller holds the symbol's lock (`market`, from lockMarket). A refusal writes nothing.
 */
export async function matchAndSettle(
  q: Queryable,
  now: Date,
  feed: MarketFeed,
  match: SymbolInfo,
  market: MarketRow,
  incoming: IncomingOrder,
): Promise<{ ok: true; change: BookChange } | SpotRefusal> {
  const rules = rulesOf(market)
  // A market order's band and notional are measured from the last trade; before a symbol's first
  // trade, from the feed's price (the index the market makers quote around).
  const reference = market.last_price ?? feed.priceAt(match.id, now.getTime())
  const last = dec(reference)
  const checked = checkOrder(incoming, rules, last)
  if (!checked.ok) return checked
  const limit = checked.price ?? bandLimit(incoming.side, last, rules)
  const rows = await reachableOrders(q, match.id, incoming.side, limit, checked.amount)
  const [{ id }] = await q.query<{ id: number }>("SELECT nextval('spot_orders_id_seq')::int8 AS id")
  const book = SpotBook.from(rows, reference)
  const placement = placeOrder(book, { ...incoming, id: String(id) }, rules)
  if (!placement.ok) return placement
  return { ok: true, change: await settlePlacement(q, now, match, placement) }
}
