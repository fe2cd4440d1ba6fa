// Lock-mining payouts on the job runner (jobList.ts), unless the app was built with
// `settle: false`.
import type { JobModule } from '../schedule/jobModule'

export const lockMiningJobs: JobModule = (ctx, { settle }) => (settle ? [ctx.lockMining.job()] : [])
