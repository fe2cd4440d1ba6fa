import type { Area } from '../area'
import { messagesOpsRoutes, messagesRoutes } from './routes'

export const messagesArea: Area = {
  name: 'messages',
  routes: messagesRoutes,
  opsRoutes: messagesOpsRoutes,
}
