// Seconds-trade settlement on the job runner (areas.ts), unless the app was built with
// `settle: false`: the settler's rounds, waking when the next order comes due. Tests run it with
// ctx.jobs.runJob(SETTLE_JOB).
import type { JobModule } from '../infra/schedule/jobModule'
import { MicroSettler } from './settler'

export const microtradeJobs: JobModule = (ctx, { settle, log }) => {
  if (!settle) return []
  const settler = new MicroSettler({
    db: ctx.db,
    clock: ctx.clock,
    feed: ctx.feed,
    realtime: ctx.realtime,
    onError: (err) => log.error({ err }, 'seconds-trade settlement error'),
  })
  return [settler.job()]
}
