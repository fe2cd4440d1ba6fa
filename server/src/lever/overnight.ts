// The overnight job: once a business day (TZ_BUSINESS) each position open since an earlier day
// pays the overnight fee from its margin, at the mark when it is taken. overnight_day says which
// day it last paid (the day it opened, to begin with), so a day is charged once whichever node runs
// it, however often. The position is first brought up to now: a line crossed before the fee
// decides it as it would have.
import type { Db } from '../infra/db/client'
import { businessDate } from '../infra/schedule/businessDays'
import { inAccountOrder } from '../infra/schedule/claim'
import { ticksBetween } from '../market/public'
import type { LeverDeps } from './close'
import { shareMarket, termsOf } from './markets'
import { OPEN, type PositionRow } from './positions'
import { catchUp, chargeOvernight, emptyOutcome, type LeverOutcome } from './settle'

export const OVERNIGHT_BATCH = 200
/** A symbol whose trigger walk is further behind than this waits: the walk goes first. */
export const WALK_LAG_MS = 60_000

/** Charges every position due today, symbol by symbol, batch by batch; how many paid. */
export async function overnightRound(
  db: Db,
  deps: LeverDeps,
  committed: (outcome: LeverOutcome) => void,
): Promise<number> {
  const today = businessDate(deps.clock.now(), deps.tz)
  const due = await db.query<{ match_id: number }>(
    `SELECT DISTINCT match_id FROM lever_positions
      WHERE status = ${OPEN} AND overnight_day < $1 ORDER BY match_id`,
    [today],
  )
  let charged = 0
  for (const { match_id } of due) {
    const match = deps.feed.matches().find((m) => m.id === match_id)
    if (!match) continue
    for (;;) {
      const outcome = emptyOutcome()
      const batch = await db.tx(async (q) => {
        const now = deps.clock.now()
        const market = await shareMarket(q, deps.feed, match, now)
        if (market.checked_until.getTime() < now.getTime() - WALK_LAG_MS)
          return { claimed: 0, paid: 0 }
        const rows = await q.query<PositionRow>(
          `SELECT * FROM lever_positions
            WHERE match_id = $1 AND status = ${OPEN} AND overnight_day < $2
            ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED`,
          [match_id, today, OVERNIGHT_BATCH],
        )
        const terms = termsOf(market, match)
        const mark = deps.feed.priceAt(match_id, now.getTime())
        let paid = 0
        for (const row of inAccountOrder(rows)) {
          const from = Math.max(market.checked_until.getTime(), row.watch_from.getTime())
          const ticks = ticksBetween(deps.feed, match_id, from, now.getTime())
          const current = await catchUp(
            q,
            deps.clock,
            row,
            ticks,
            terms,
            deps.tz,
            match.symbol,
            outcome,
          )
          if (current.status !== OPEN) continue
          outcome.positions.push(await chargeOvernight(q, deps.clock, current, mark, terms, today))
          paid++
        }
        return { claimed: rows.length, paid }
      })
      committed(outcome)
      charged += batch.paid
      if (batch.claimed < OVERNIGHT_BATCH) break
    }
  }
  return charged
}
