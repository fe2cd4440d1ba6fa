import type { Area } from '../area'
import { walletOpsRoutes, walletRoutes } from './routes'

export const walletArea: Area = {
  name: 'wallet',
  routes: walletRoutes,
  opsRoutes: walletOpsRoutes,
}
