import type { Area } from '../area'
import { withdrawOpsRoutes, withdrawRoutes } from './routes'

export const withdrawArea: Area = {
  name: 'withdraw',
  routes: withdrawRoutes,
  opsRoutes: withdrawOpsRoutes,
}
