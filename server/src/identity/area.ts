import type { Area } from '../area'
import { identityOpsRoutes, identityRoutes } from './routes'

export const identityArea: Area = {
  name: 'identity',
  routes: identityRoutes,
  opsRoutes: identityOpsRoutes,
}
