// The loan watch on the job runner (areas.ts), unless the app was built with `settle: false`:
// every second, so a call or a liquidation follows the feed's price within a second.
import type { JobModule } from '../infra/schedule/jobModule'
import { pushMessage } from '../messages/public'
import { watchRound } from './watch'

export const LOAN_WATCH_JOB = 'loan.watch'

export const loanJobs: JobModule = (ctx, { settle, log }) => {
  if (!settle) return []
  const deps = { clock: ctx.clock, feed: ctx.feed }
  return [
    {
      name: LOAN_WATCH_JOB,
      intervalMs: 1000,
      round: () =>
        watchRound(ctx.db, deps, (messages) => {
          for (const message of messages) pushMessage(ctx.realtime, log, message)
        }),
    },
  ]
}
