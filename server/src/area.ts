// What a server area (a feature folder: wallet, spot, ...) brings to the app, declared once in
// its own area.ts; areas.ts lists them all, and app.ts mounts what each one holds.
import type { FastifyInstance } from 'fastify'
import type { AppContext } from './context'
import type { JobModule } from './infra/schedule/jobModule'

export type RouteModule = (app: FastifyInstance, ctx: AppContext) => void

export interface Area {
  /** the area's folder under server/src */
  readonly name: string
  /** mounted under /api */
  readonly routes?: RouteModule
  /** mounted under /ops, behind the operator token (ops/token.ts) */
  readonly opsRoutes?: RouteModule
  /** handed to the one job runner (schedule/runner.ts) */
  readonly jobs?: JobModule
}
