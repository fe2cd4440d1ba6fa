// What a user does to a position once it exists: close it (or cancel a pending limit), close a whole
// side, set its take-profit and stop-loss. Each first brings the position up to now with the ticks
// the trigger job has not walked yet, so a line crossed a moment ago decides it as it would have
// (and the user learns of it), never the request that came after.
import type { LeverCloseReason } from '@wire/catalogue/lever'
import { liquidationPrice, marginOf } from '@common/leverRules'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import type { MarketFeed, SymbolInfo } from '../market/public'
import { ticksBetween } from '../market/public'
import { shareMarket, termsOf, type LeverMarketRow } from './markets'
import { OPEN, PENDING, sideOf, type PositionRow } from './positions'
import { cancelPending, catchUp, closeOpen, setStops, type LeverOutcome } from './settle'
import { checkedStops } from './submit'

export interface LeverDeps {
  clock: Clock
  feed: MarketFeed
  /** the business time zone overnight days are counted in */
  tz: string
}

export function matchOf(feed: MarketFeed, matchId: number): SymbolInfo {
  const match = feed.matches().find((m) => m.id === matchId)
  if (!match) throw new Error(`lever position on unknown match ${matchId}`)
  return match
}

/** The position, walked over the ticks since the job's last look and its own last change. */
async function bringToNow(
  q: Queryable,
  deps: LeverDeps,
  row: PositionRow,
  market: LeverMarketRow,
  match: SymbolInfo,
  outcome: LeverOutcome,
): Promise<PositionRow> {
  const from = Math.max(market.checked_until.getTime(), row.watch_from.getTime())
  const ticks = ticksBetween(deps.feed, match.id, from, deps.clock.now().getTime())
  const terms = termsOf(market, match)
  return catchUp(q, deps.clock, row, ticks, terms, deps.tz, match.symbol, outcome)
}

/** The user's position, locked after its symbol's market row (the order every writer keeps). */
async function lockOwn(
  q: Queryable,
  deps: LeverDeps,
  userId: number,
  id: number | undefined,
): Promise<{ row: PositionRow; market: LeverMarketRow; match: SymbolInfo }> {
  const [seen] = await q.query<{ match_id: number }>(
    'SELECT match_id FROM lever_positions WHERE id = $1 AND user_id = $2',
    [id ?? 0, userId],
  )
  if (!seen) throw new AppError('lever_position_not_found')
  const match = matchOf(deps.feed, seen.match_id)
  const market = await shareMarket(q, deps.feed, match, deps.clock.now())
  const [row] = await q.query<PositionRow>(
    'SELECT * FROM lever_positions WHERE id = $1 FOR UPDATE',
    [id],
  )
  return { row, market, match }
}

/**
 * /lever/close: an open position closes at the mark now (after the spread); a pending limit is
 * cancelled. One that a line closed a moment ago is answered as it closed.
 */
export async function closePosition(
  q: Queryable,
  deps: LeverDeps,
  userId: number,
  id: number | undefined,
  outcome: LeverOutcome,
): Promise<PositionRow> {
  const { row, market, match } = await lockOwn(q, deps, userId, id)
  if (row.status !== OPEN && row.status !== PENDING) throw new AppError('lever_position_not_open')
  const current = await bringToNow(q, deps, row, market, match, outcome)
  if (current.status === PENDING) {
    const cancelled = await cancelPending(q, deps.clock, current)
    outcome.positions.push(cancelled)
    return cancelled
  }
  if (current.status !== OPEN) return current
  const now = deps.clock.now()
  const mark = deps.feed.priceAt(match.id, now.getTime())
  const terms = termsOf(market, match)
  const closed = await closeOpen(q, deps.clock, current, mark, now, 'manual', terms, match.symbol)
  outcome.positions.push(closed.row)
  return closed.row
}

/** /lever/batch_close: every open position of the user on that side (0 both); pending stay. */
export async function batchClose(
  q: Queryable,
  deps: LeverDeps,
  userId: number,
  side: 0 | 1 | 2,
  outcome: LeverOutcome,
): Promise<PositionRow[]> {
  const sides = side === 0 ? [1, 2] : [side]
  const seen = await q.query<{ match_id: number }>(
    `SELECT DISTINCT match_id FROM lever_positions
      WHERE user_id = $1 AND status = ${OPEN} AND type = ANY($2::smallint[]) ORDER BY match_id`,
    [userId, sides],
  )
  const now = deps.clock.now()
  // every market first, in one order: a balance is locked only once no market is waited for
  const markets = []
  for (const { match_id } of seen) {
    const match = matchOf(deps.feed, match_id)
    markets.push({ match, market: await shareMarket(q, deps.feed, match, now) })
  }
  const closed: PositionRow[] = []
  for (const { match, market } of markets) {
    const rows = await q.query<PositionRow>(
      `SELECT * FROM lever_positions
        WHERE user_id = $1 AND match_id = $2 AND status = ${OPEN} AND type = ANY($3::smallint[])
        ORDER BY id FOR UPDATE`,
      [userId, match.id, sides],
    )
    closed.push(...(await closeLocked(q, deps, rows, market, match, 'batch', outcome)))
  }
  return closed
}

/**
 * Closes the locked open positions `rows` of one symbol at the mark now, each first brought up to
 * now (a line crossed a moment ago closes it as it would have); each row as it ends.
 */
export async function closeLocked(
  q: Queryable,
  deps: LeverDeps,
  rows: readonly PositionRow[],
  market: LeverMarketRow,
  match: SymbolInfo,
  reason: LeverCloseReason,
  outcome: LeverOutcome,
): Promise<PositionRow[]> {
  const now = deps.clock.now()
  const mark = deps.feed.priceAt(match.id, now.getTime())
  const terms = termsOf(market, match)
  const ended: PositionRow[] = []
  for (const row of rows) {
    const current = await bringToNow(q, deps, row, market, match, outcome)
    if (current.status !== OPEN) {
      ended.push(current)
      continue
    }
    const done = await closeOpen(q, deps.clock, current, mark, now, reason, terms, match.symbol)
    outcome.positions.push(done.row)
    ended.push(done.row)
  }
  return ended
}

/** /lever/setstop: new take-profit and stop-loss, checked as at open against the mark now. */
export async function setStopLines(
  q: Queryable,
  deps: LeverDeps,
  userId: number,
  id: number | undefined,
  takeProfitText: string,
  stopLossText: string,
  outcome: LeverOutcome,
): Promise<PositionRow> {
  const { row, market, match } = await lockOwn(q, deps, userId, id)
  const current = await bringToNow(q, deps, row, market, match, outcome)
  if (current.status !== OPEN && current.status !== PENDING)
    throw new AppError('lever_position_not_open')
  const terms = termsOf(market, match)
  const side = sideOf(current)
  const pending = current.status === PENDING
  const price = (pending ? current.target_price : current.price) ?? '0'
  const mark = pending ? price : deps.feed.priceAt(match.id, deps.clock.now().getTime())
  const liquidation = pending
    ? liquidationPrice(
        side,
        current.number,
        price,
        marginOf(current.number, price, current.multiple),
        terms,
      )
    : (current.liquidation_price ?? '0')
  const { takeProfit, stopLoss } = checkedStops(
    side,
    price,
    mark,
    liquidation,
    takeProfitText,
    stopLossText,
    match,
  )
  const after = await setStops(q, deps.clock, current, takeProfit, stopLoss)
  outcome.positions.push(after)
  return after
}
