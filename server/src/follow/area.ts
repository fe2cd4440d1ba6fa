import type { Area } from '../area'
import { followOpsRoutes, followRoutes } from './routes'
import { followJobs } from './jobs'

export const followArea: Area = {
  name: 'follow',
  routes: followRoutes,
  opsRoutes: followOpsRoutes,
  jobs: followJobs,
}
