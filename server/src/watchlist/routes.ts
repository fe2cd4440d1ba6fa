// Watchlist calls (SPEC §7: optional/*). All of them need a session; 999 otherwise.
import type { FastifyInstance } from 'fastify'
import type { Envelope } from '@wire/envelope'
import type { WatchAdded, WatchCheck, WatchItem } from '@wire/market'
import type { AppContext } from '../context'
import { requireMatch } from '../market/matches'
import { addWatch, checkWatch, listWatch, matchForCurrency, removeWatch } from './watchlist'
import { AppError } from '../appError'
import { requireUser } from '../http/auth'
import { ok } from '../http/envelope'
import { fieldsOf, positiveInt } from '../http/input'
import { requestLang } from '../http/lang'
import { t } from '../i18n'

export function watchlistRoutes(app: FastifyInstance, ctx: AppContext): void {
  // match_id wins; a currency_id alone stands for that currency's first match.
  app.post('/optional/add', async (req): Promise<Envelope<WatchAdded>> => {
    const { user } = await requireUser(ctx, req)
    const f = fieldsOf(req)
    const matchId = positiveInt(f, 'match_id')
    const currencyId = positiveInt(f, 'currency_id')
    const info =
      matchId !== undefined
        ? requireMatch(ctx.feed, matchId)
        : currencyId !== undefined
          ? matchForCurrency(ctx.feed, currencyId)
          : undefined
    if (!info) throw new AppError('symbol_not_found')
    return ok({ optional_id: await addWatch(ctx.db, ctx.clock, user.id, info) })
  })

  app.post('/optional/del', async (req): Promise<Envelope<string>> => {
    const { user } = await requireUser(ctx, req)
    const f = fieldsOf(req)
    const id = positiveInt(f, 'id')
    const matchId = positiveInt(f, 'match_id')
    const by = id !== undefined ? { id } : matchId !== undefined ? { matchId } : undefined
    if (!by || !(await removeWatch(ctx.db, user.id, by))) throw new AppError('watch_not_found')
    return ok(t(requestLang(req), 'watch_removed'))
  })

  app.get('/optional/check', async (req): Promise<Envelope<WatchCheck>> => {
    const { user } = await requireUser(ctx, req)
    const matchId = positiveInt(fieldsOf(req), 'match_id')
    if (matchId === undefined) throw new AppError('symbol_not_found')
    return ok(await checkWatch(ctx.db, user.id, requireMatch(ctx.feed, matchId).id))
  })

  app.get('/optional/list', async (req): Promise<Envelope<WatchItem[]>> => {
    const { user } = await requireUser(ctx, req)
    return ok(await listWatch(ctx.db, ctx.feed, user.id))
  })
}
