// Leverage on the job runner (jobList.ts), unless the app was built with `settle: false`: the
// trigger walk every 250 ms (the feed's grid), the overnight fee checked every minute.
import type { JobModule } from '../schedule/jobModule'
import { overnightRound } from './overnight'
import { pushOutcome } from './push'
import { triggerRound } from './triggers'

export const LEVER_TRIGGER_JOB = 'lever.triggers'
export const LEVER_OVERNIGHT_JOB = 'lever.overnight'

export const leverJobs: JobModule = (ctx, { settle, log }) => {
  if (!settle) return []
  const deps = { clock: ctx.clock, feed: ctx.feed, tz: ctx.businessTz }
  const committed = (outcome: Parameters<typeof pushOutcome>[2]) =>
    void pushOutcome(ctx, log, outcome)
  return [
    {
      name: LEVER_TRIGGER_JOB,
      intervalMs: 250,
      round: () => triggerRound(ctx.db, deps, committed),
    },
    {
      name: LEVER_OVERNIGHT_JOB,
      intervalMs: 60_000,
      round: () => overnightRound(ctx.db, deps, committed),
    },
  ]
}
