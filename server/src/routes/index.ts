// Every /api domain, in one list. A new domain (market, trade, wallet, ...) adds its module here.
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import { balanceRoutes } from './balance'
import { codeRoutes } from './codes'
import { commonRoutes } from './common'
import { contentRoutes } from './content'
import { marketRoutes } from './market'
import { microtradeRoutes } from './microtrade'
import { safeRoutes } from './safe'
import { uploadRoutes } from './upload'
import { userRoutes } from './user'
import { watchlistRoutes } from './watchlist'

export type RouteModule = (app: FastifyInstance, ctx: AppContext) => void

export const API_ROUTES: readonly RouteModule[] = [
  commonRoutes,
  codeRoutes,
  userRoutes,
  safeRoutes,
  uploadRoutes,
  marketRoutes,
  watchlistRoutes,
  contentRoutes,
  balanceRoutes,
  microtradeRoutes,
]
