import type { Area } from '../area'
import { exchangeRoutes } from './routes'

export const exchangeArea: Area = {
  name: 'exchange',
  routes: exchangeRoutes,
}
