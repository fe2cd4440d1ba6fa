import type { Area } from '../area'
import { marketRoutes } from './routes'
import { marketJobs } from './jobs'

export const marketArea: Area = {
  name: 'market',
  routes: marketRoutes,
  jobs: marketJobs,
}
