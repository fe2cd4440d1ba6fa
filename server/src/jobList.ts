// Every feature's background jobs, in one list, as apiRoutes.ts lists their routes. A new feature
// folder adds its jobs.ts here; app.ts hands them all to the one job runner (schedule/runner.ts).
import { alertJobs } from './alerts/jobs'
import { certificationJobs } from './certification/jobs'
import { lockMiningJobs } from './lockMining/jobs'
import { marketJobs } from './market/jobs'
import { microtradeJobs } from './microtrade/jobs'
import type { JobModule } from './schedule/jobModule'
import { spotJobs } from './spot/jobs'
import { leverJobs } from './lever/jobs'
import { followJobs } from './follow/jobs'
import { dualJobs } from './dual/jobs'
import { projectJobs } from './project/jobs'
import { loanJobs } from './loan/jobs'
import { p2pJobs } from './p2p/jobs'
import { collectiblesJobs } from './collectibles/jobs'
import { payJobs } from './pay/jobs'

export const JOB_LIST: readonly JobModule[] = [
  marketJobs,
  microtradeJobs,
  lockMiningJobs,
  certificationJobs,
  spotJobs,
  leverJobs,
  followJobs,
  dualJobs,
  projectJobs,
  loanJobs,
  p2pJobs,
  collectiblesJobs,
  payJobs,
  alertJobs,
]
