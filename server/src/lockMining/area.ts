import type { Area } from '../area'
import { lockMiningOpsRoutes, lockMiningRoutes } from './routes'
import { lockMiningJobs } from './jobs'

export const lockMiningArea: Area = {
  name: 'lockMining',
  routes: lockMiningRoutes,
  opsRoutes: lockMiningOpsRoutes,
  jobs: lockMiningJobs,
}
