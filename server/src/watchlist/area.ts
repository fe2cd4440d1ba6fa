import type { Area } from '../area'
import { watchlistRoutes } from './routes'

export const watchlistArea: Area = {
  name: 'watchlist',
  routes: watchlistRoutes,
}
