import type { Area } from '../area'
import { collectiblesOpsRoutes, collectiblesRoutes } from './routes'
import { collectiblesJobs } from './jobs'

export const collectiblesArea: Area = {
  name: 'collectibles',
  routes: collectiblesRoutes,
  opsRoutes: collectiblesOpsRoutes,
  jobs: collectiblesJobs,
}
