import type { Area } from '../area'
import { microtradeRoutes } from './routes'
import { microtradeJobs } from './jobs'

export const microtradeArea: Area = {
  name: 'microtrade',
  routes: microtradeRoutes,
  jobs: microtradeJobs,
}
