// Watchlist calls (SPEC §7: optional/*). All of them need a session; 999 otherwise.
import type { FastifyInstance } from 'fastify'
import type { Envelope } from '@wire/envelope'
import type { WatchAdded, WatchCheck, WatchItem } from '@wire/market'
import type { AppContext } from '../context'
import { requireMatch } from '../market/public'
import { addWatch, checkWatch, listWatch, matchForCurrency, removeWatch } from './watchlist'
import { AppError } from '../infra/appError'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { positiveInt } from '../infra/http/input'
import { requestLang } from '../infra/http/lang'
import { t } from '../infra/i18n'

export function watchlistRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  // match_id wins; a currency_id alone stands for that currency's first match.
  api.route({
    ...routeOf(ctx, 'watchAdd'),
    handler: async (req): Promise<Envelope<WatchAdded>> => {
      const { user } = userOf(req)
      const matchId = positiveInt(req.body.match_id)
      const currencyId = positiveInt(req.body.currency_id)
      const info =
        matchId !== undefined
          ? requireMatch(ctx.feed, matchId)
          : currencyId !== undefined
            ? matchForCurrency(ctx.feed, currencyId)
            : undefined
      if (!info) throw new AppError('symbol_not_found')
      return ok({ optional_id: await addWatch(ctx.db, ctx.clock, user.id, info) })
    },
  })

  api.route({
    ...routeOf(ctx, 'watchRemove'),
    handler: async (req): Promise<Envelope<string>> => {
      const { user } = userOf(req)
      const id = positiveInt(req.body.id)
      const matchId = positiveInt(req.body.match_id)
      const by = id !== undefined ? { id } : matchId !== undefined ? { matchId } : undefined
      if (!by || !(await removeWatch(ctx.db, user.id, by))) throw new AppError('watch_not_found')
      return ok(t(requestLang(req), 'watch_removed'))
    },
  })

  api.route({
    ...routeOf(ctx, 'watchCheck'),
    handler: async (req): Promise<Envelope<WatchCheck>> => {
      const { user } = userOf(req)
      const matchId = positiveInt(req.query.match_id)
      if (matchId === undefined) throw new AppError('symbol_not_found')
      return ok(await checkWatch(ctx.db, user.id, requireMatch(ctx.feed, matchId).id))
    },
  })

  api.route({
    ...routeOf(ctx, 'watchList'),
    handler: async (req): Promise<Envelope<WatchItem[]>> => {
      const { user } = userOf(req)
      return ok(await listWatch(ctx.db, ctx.feed, user.id))
    },
  })
}
