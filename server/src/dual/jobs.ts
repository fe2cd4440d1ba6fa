// Dual investment's settlement on the job runner (areas.ts), unless the app was built with
// `settle: false`: every second, so an order pays within a second of its settle_at.
import type { JobModule } from '../infra/schedule/jobModule'
import { pushMessage } from '../messages/public'
import { settleRound } from './settle'

export const DUAL_SETTLE_JOB = 'dual.settle'

export const dualJobs: JobModule = (ctx, { settle, log }) => {
  if (!settle) return []
  const deps = { clock: ctx.clock, feed: ctx.feed }
  return [
    {
      name: DUAL_SETTLE_JOB,
      intervalMs: 1000,
      round: () =>
        settleRound(ctx.db, deps, (messages) => {
          for (const message of messages) pushMessage(ctx.realtime, log, message)
        }),
    },
  ]
}
