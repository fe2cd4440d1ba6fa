// Seconds-trade settlement on the job runner (jobList.ts), unless the app was built with
// `settle: false`.
import type { JobModule } from '../schedule/jobModule'

export const microtradeJobs: JobModule = (ctx, { settle }) => (settle ? [ctx.settler.job()] : [])
