// The P2P timeout on the job runner (areas.ts), unless the app was built with `settle: false`:
// every second, so an unpaid order ends within a second of its 15 minutes.
import type { JobModule } from '../infra/schedule/jobModule'
import { pushMessage } from '../messages/public'
import { timeoutRound } from './timeout'

export const P2P_TIMEOUT_JOB = 'p2p.timeout'

export const p2pJobs: JobModule = (ctx, { settle, log }) => {
  if (!settle) return []
  const deps = { clock: ctx.clock, tz: ctx.businessTz }
  return [
    {
      name: P2P_TIMEOUT_JOB,
      intervalMs: 1000,
      round: () =>
        timeoutRound(ctx.db, deps, (messages) => {
          for (const message of messages) pushMessage(ctx.realtime, log, message)
        }),
    },
  ]
}
