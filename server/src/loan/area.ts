import type { Area } from '../area'
import { loanOpsRoutes, loanRoutes } from './routes'
import { loanJobs } from './jobs'

export const loanArea: Area = {
  name: 'loan',
  routes: loanRoutes,
  opsRoutes: loanOpsRoutes,
  jobs: loanJobs,
}
