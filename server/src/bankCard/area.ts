import type { Area } from '../area'
import { bankCardOpsRoutes, bankCardRoutes } from './routes'

export const bankCardArea: Area = {
  name: 'bankCard',
  routes: bankCardRoutes,
  opsRoutes: bankCardOpsRoutes,
}
