// Copy-trading on the job runner (areas.ts), unless the app was built with `settle: false`: the
// copy job four times a second (a copy opens within a quarter second of the trader's position),
// the weekly profit share checked every minute.
import type { JobModule } from '../infra/schedule/jobModule'
import { pushMessage } from '../messages/public'
import { pushOutcome } from '../lever/public'
import { copyRound } from './copies'
import { shareRound } from './share'

export const FOLLOW_COPY_JOB = 'follow.copies'
export const FOLLOW_SHARE_JOB = 'follow.share'

export const followJobs: JobModule = (ctx, { settle, log }) => {
  if (!settle) return []
  const deps = { clock: ctx.clock, feed: ctx.feed, tz: ctx.businessTz }
  return [
    {
      name: FOLLOW_COPY_JOB,
      intervalMs: 250,
      round: () => copyRound(ctx.db, deps, (outcome) => void pushOutcome(ctx, log, outcome)),
    },
    {
      name: FOLLOW_SHARE_JOB,
      intervalMs: 60_000,
      round: () =>
        shareRound(ctx.db, ctx.clock, ctx.businessTz, (messages) => {
          for (const message of messages) pushMessage(ctx.realtime, log, message)
        }),
    },
  ]
}
