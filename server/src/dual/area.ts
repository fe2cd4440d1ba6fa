import type { Area } from '../area'
import { dualOpsRoutes, dualRoutes } from './routes'
import { dualJobs } from './jobs'

export const dualArea: Area = {
  name: 'dual',
  routes: dualRoutes,
  opsRoutes: dualOpsRoutes,
  jobs: dualJobs,
}
