// Lock-mining payouts on the job runner (areas.ts), unless the app was built with
// `settle: false`: days counted in the business time zone. Tests run it with
// ctx.jobs.runJob(PAYOUTS_JOB).
import type { JobModule } from '../infra/schedule/jobModule'
import { LockMiningScheduler } from './scheduler'

export const lockMiningJobs: JobModule = (ctx, { settle, log }) => {
  if (!settle) return []
  const payouts = new LockMiningScheduler({
    db: ctx.db,
    clock: ctx.clock,
    tz: ctx.businessTz,
    onError: (err) => log.error({ err }, 'lock-mining payout error'),
  })
  return [payouts.job()]
}
