import type { Area } from '../area'
import { contentRoutes } from './routes'

export const contentArea: Area = {
  name: 'content',
  routes: contentRoutes,
}
