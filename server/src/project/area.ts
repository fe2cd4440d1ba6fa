import type { Area } from '../area'
import { projectOpsRoutes, projectRoutes } from './routes'
import { projectJobs } from './jobs'

export const projectArea: Area = {
  name: 'project',
  routes: projectRoutes,
  opsRoutes: projectOpsRoutes,
  jobs: projectJobs,
}
