import type { Area } from '../area'
import { supportOpsRoutes, supportRoutes } from './routes'

export const supportArea: Area = {
  name: 'support',
  routes: supportRoutes,
  opsRoutes: supportOpsRoutes,
}
