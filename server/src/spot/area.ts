import type { Area } from '../area'
import { spotOpsRoutes, spotRoutes } from './routes'
import { spotJobs } from './jobs'

export const spotArea: Area = {
  name: 'spot',
  routes: spotRoutes,
  opsRoutes: spotOpsRoutes,
  jobs: spotJobs,
}
