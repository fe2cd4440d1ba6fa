import type { Area } from '../area'
import { leverOpsRoutes, leverRoutes } from './routes'
import { leverJobs } from './jobs'

export const leverArea: Area = {
  name: 'lever',
  routes: leverRoutes,
  opsRoutes: leverOpsRoutes,
  jobs: leverJobs,
}
