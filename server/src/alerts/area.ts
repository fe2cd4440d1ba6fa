import type { Area } from '../area'
import { alertsRoutes } from './routes'
import { alertJobs } from './jobs'

export const alertsArea: Area = {
  name: 'alerts',
  routes: alertsRoutes,
  jobs: alertJobs,
}
