// Price alerts (issue 32 item 4): the user's list, setting one, removing one.
import type { FastifyInstance } from 'fastify'
import type { Envelope } from '@wire/envelope'
import type { PriceAlert } from '@wire/catalogue/alerts'
import type { AppContext } from '../context'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { requestLang } from '../infra/http/lang'
import { t } from '../infra/i18n'
import { addAlert, deleteAlert, listAlerts } from './alerts'

export function alertsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'alertList'),
    handler: async (req): Promise<Envelope<PriceAlert[]>> =>
      ok(await listAlerts(ctx.db, ctx.feed, userOf(req).user.id)),
  })

  api.route({
    ...routeOf(ctx, 'alertAdd'),
    handler: async (req): Promise<Envelope<PriceAlert>> => {
      const f = req.body
      const input = { matchId: Number(f.match_id), kind: f.kind, value: f.value }
      const userId = userOf(req).user.id
      return ok(await ctx.db.tx((q) => addAlert(q, ctx.clock, ctx.feed, userId, input)))
    },
  })

  api.route({
    ...routeOf(ctx, 'alertDelete'),
    handler: async (req): Promise<Envelope<string>> => {
      await deleteAlert(ctx.db, userOf(req).user.id, Number(req.body.id))
      return ok(t(requestLang(req), 'alert_removed'))
    },
  })
}
