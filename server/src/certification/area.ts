import type { Area } from '../area'
import { certificationOpsRoutes, certificationRoutes } from './routes'
import { certificationJobs } from './jobs'

export const certificationArea: Area = {
  name: 'certification',
  routes: certificationRoutes,
  opsRoutes: certificationOpsRoutes,
  jobs: certificationJobs,
}
