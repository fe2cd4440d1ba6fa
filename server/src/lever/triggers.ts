// The trigger job: per symbol, under its market row locked FOR UPDATE, the ticks since
// checked_until are walked against every pending limit and open position whose lines they reach
// (two index range reads on the window's low and high), in time order; each crossing opens or
// closes its position once, at the recorded price of its instant. Any node may run it; a second
// node waits for the row and finds the window walked.
import type { Db, Queryable } from '../infra/db/client'
import { inAccountOrder } from '../infra/schedule/claim'
import { dec } from '../infra/money/decimal'
import { ticksBetween } from '../market/public'
import type { LeverDeps } from './close'
import { termsOf, type LeverMarketRow } from './markets'
import type { PositionRow } from './positions'
import { catchUp, emptyOutcome, type LeverOutcome } from './settle'

/** The most of the past one transaction walks: a node back after a long stop catches up in steps. */
export const MAX_WINDOW_MS = 15 * 60_000

/** Walks one symbol's next window; how many positions moved (`done`: the window reached now). */
async function walkMarket(
  q: Queryable,
  deps: LeverDeps,
  matchId: number,
  outcome: LeverOutcome,
): Promise<{ moved: number; done: boolean }> {
  const [market] = await q.query<LeverMarketRow>(
    'SELECT * FROM lever_markets WHERE match_id = $1 FOR UPDATE',
    [matchId],
  )
  const match = deps.feed.matches().find((m) => m.id === matchId)
  if (!market || !match) return { moved: 0, done: true }
  // read after the lock: whatever opened a position under the row before has committed
  const now = deps.clock.now().getTime()
  const from = market.checked_until.getTime()
  const to = Math.min(now, from + MAX_WINDOW_MS)
  if (to <= from) return { moved: 0, done: true }
  const ticks = ticksBetween(deps.feed, matchId, from, to)
  let moved = 0
  if (ticks.length > 0) {
    let low = dec(ticks[0].price)
    let high = low
    for (const { price } of ticks) {
      if (low.gt(price)) low = dec(price)
      if (high.lt(price)) high = dec(price)
    }
    const reached = await q.query<PositionRow>(
      `SELECT * FROM lever_positions
        WHERE match_id = $1 AND status IN (0, 1) AND (lower_line >= $2 OR upper_line <= $3)
        ORDER BY id FOR UPDATE`,
      [matchId, low.toFixed(), high.toFixed()],
    )
    const terms = termsOf(market, match)
    for (const row of inAccountOrder(reached)) {
      const before = outcome.positions.length
      await catchUp(q, deps.clock, row, ticks, terms, deps.tz, match.symbol, outcome)
      if (outcome.positions.length > before) moved++
    }
  }
  await q.query('UPDATE lever_markets SET checked_until = $2 WHERE match_id = $1', [
    matchId,
    new Date(to),
  ])
  return { moved, done: to === now }
}

/** One round over every symbol with a pending limit or an open position. */
export async function triggerRound(
  db: Db,
  deps: LeverDeps,
  committed: (outcome: LeverOutcome) => void,
): Promise<number> {
  // a symbol without positions has nothing to walk: its window starts now. A position opened
  // while this waits for the row has a watch_from after the now read here, so no tick of its is
  // skipped.
  await db.query(
    `UPDATE lever_markets m SET checked_until = $1
      WHERE checked_until < $1 AND NOT EXISTS (SELECT 1 FROM lever_positions p
              WHERE p.match_id = m.match_id AND p.status IN (0, 1))`,
    [deps.clock.now()],
  )
  const live = await db.query<{ match_id: number }>(
    'SELECT DISTINCT match_id FROM lever_positions WHERE status IN (0, 1) ORDER BY match_id',
  )
  let moved = 0
  for (const { match_id } of live) {
    // window after window until now, each in its own transaction
    for (;;) {
      const outcome = emptyOutcome()
      const walked = await db.tx((q) => walkMarket(q, deps, match_id, outcome))
      committed(outcome)
      moved += walked.moved
      if (walked.done) break
    }
  }
  return moved
}
