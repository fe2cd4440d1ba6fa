import type { Area } from '../area'
import { recordsRoutes } from './routes'

export const recordsArea: Area = {
  name: 'records',
  routes: recordsRoutes,
}
