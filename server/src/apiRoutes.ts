// Every /api feature, in one list. A new feature folder (wallet, lockmining, ...) adds its routes here.
import type { FastifyInstance } from 'fastify'
import { addressBookRoutes } from './addressBook/routes'
import { alertsRoutes } from './alerts/routes'
import { bankCardRoutes } from './bankCard/routes'
import { certificationRoutes } from './certification/routes'
import { contentRoutes } from './content/routes'
import type { AppContext } from './context'
import { exchangeRoutes } from './exchange/routes'
import { exportsRoutes } from './exports/routes'
import { depositRoutes } from './deposit/routes'
import { identityRoutes } from './identity/routes'
import { lockMiningRoutes } from './lockMining/routes'
import { marketRoutes } from './market/routes'
import { messagesRoutes } from './messages/routes'
import { microtradeRoutes } from './microtrade/routes'
import { recordsRoutes } from './records/routes'
import { safetyRoutes } from './safety/routes'
import { spotRoutes } from './spot/routes'
import { dualRoutes } from './dual/routes'
import { projectRoutes } from './project/routes'
import { loanRoutes } from './loan/routes'
import { p2pRoutes } from './p2p/routes'
import { payRoutes } from './pay/routes'
import { collectiblesRoutes } from './collectibles/routes'
import { followRoutes } from './follow/routes'
import { leverRoutes } from './lever/routes'
import { supportRoutes } from './support/routes'
import { uploadRoutes } from './upload/routes'
import { walletRoutes } from './wallet/routes'
import { watchlistRoutes } from './watchlist/routes'
import { withdrawRoutes } from './withdraw/routes'

export type RouteModule = (app: FastifyInstance, ctx: AppContext) => void

export const API_ROUTES: readonly RouteModule[] = [
  contentRoutes,
  identityRoutes,
  addressBookRoutes,
  bankCardRoutes,
  uploadRoutes,
  marketRoutes,
  watchlistRoutes,
  microtradeRoutes,
  certificationRoutes,
  messagesRoutes,
  walletRoutes,
  exchangeRoutes,
  recordsRoutes,
  withdrawRoutes,
  lockMiningRoutes,
  depositRoutes,
  supportRoutes,
  spotRoutes,
  leverRoutes,
  followRoutes,
  dualRoutes,
  projectRoutes,
  loanRoutes,
  p2pRoutes,
  payRoutes,
  collectiblesRoutes,
  safetyRoutes,
  alertsRoutes,
  exportsRoutes,
]
