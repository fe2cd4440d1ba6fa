import type { Area } from '../area'
import { depositOpsRoutes, depositRoutes } from './routes'

export const depositArea: Area = {
  name: 'deposit',
  routes: depositRoutes,
  opsRoutes: depositOpsRoutes,
}
