import type { Area } from '../area'
import { payRoutes } from './routes'
import { payJobs } from './jobs'

export const payArea: Area = {
  name: 'pay',
  routes: payRoutes,
  jobs: payJobs,
}
