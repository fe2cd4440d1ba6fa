import type { Area } from '../area'
import { opsQueueRoutes } from './routes'

export const opsArea: Area = {
  name: 'ops',
  opsRoutes: opsQueueRoutes,
}
