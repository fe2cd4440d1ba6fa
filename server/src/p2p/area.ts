import type { Area } from '../area'
import { p2pOpsRoutes, p2pRoutes } from './routes'
import { p2pJobs } from './jobs'

export const p2pArea: Area = {
  name: 'p2p',
  routes: p2pRoutes,
  opsRoutes: p2pOpsRoutes,
  jobs: p2pJobs,
}
