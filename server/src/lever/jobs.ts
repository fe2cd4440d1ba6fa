// Leverage on the job runner (areas.ts), unless the app was built with `settle: false`: the
// trigger walk just after each instant of the feed's 250 ms grid (so a crossing tick is acted on
// within milliseconds, not up to a quarter second later), the overnight fee checked every minute.
import { TICK_MS } from '../market/public'
import type { JobModule } from '../infra/schedule/jobModule'
import { overnightRound } from './overnight'
import { pushOutcome } from './push'
import { triggerRound } from './triggers'

export const LEVER_TRIGGER_JOB = 'lever.triggers'
export const LEVER_OVERNIGHT_JOB = 'lever.overnight'
/** How long after a grid instant the walk starts: the tick is in by then. */
export const AFTER_TICK_MS = 5

export const leverJobs: JobModule = (ctx, { settle, log }) => {
  if (!settle) return []
  const deps = { clock: ctx.clock, feed: ctx.feed, tz: ctx.businessTz }
  const committed = (outcome: Parameters<typeof pushOutcome>[2]) =>
    void pushOutcome(ctx, log, outcome)
  return [
    {
      name: LEVER_TRIGGER_JOB,
      intervalMs: TICK_MS,
      nextDelay: () => TICK_MS - (ctx.clock.now().getTime() % TICK_MS) + AFTER_TICK_MS,
      round: () => triggerRound(ctx.db, deps, committed),
    },
    {
      name: LEVER_OVERNIGHT_JOB,
      intervalMs: 60_000,
      round: () => overnightRound(ctx.db, deps, committed),
    },
  ]
}
