import type { Area } from '../area'
import { safetyRoutes } from './routes'

export const safetyArea: Area = {
  name: 'safety',
  routes: safetyRoutes,
}
