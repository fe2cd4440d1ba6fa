import type { Area } from '../area'
import { jurisdictionOpsRoutes } from './routes'

export const jurisdictionArea: Area = {
  name: 'jurisdiction',
  opsRoutes: jurisdictionOpsRoutes,
}
