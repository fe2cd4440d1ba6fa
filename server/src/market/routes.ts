// Market calls (SPEC §7 Market and trading, Content: quotation_new).
import type { FastifyInstance } from 'fastify'
import type { CodeResponse, Envelope } from '@wire/envelope'
import type { Candle, Currency, CurrencyProfile, Match, QuoteGroup } from '@wire/market'
import type { AppContext } from '../context'
import { klineQuery, klines } from './klines'
import {
  currencyProfile,
  listCurrencies,
  listMatches,
  matchBySymbol,
  quoteGroups,
  requireMatch,
} from './matches'
import { AppError } from '../infra/appError'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { positiveInt, text } from '../infra/http/input'
import { requestLang } from '../infra/http/lang'
import { t } from '../infra/i18n'

const timeFields = (f: { period: string; from?: string; to?: string }) => ({
  period: text(f.period),
  from: text(f.from),
  to: text(f.to),
})

export function marketRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'quoteGroups'),
    handler: async (): Promise<Envelope<QuoteGroup[]>> => ok(quoteGroups(ctx.feed)),
  })

  api.route({
    ...routeOf(ctx, 'matches'),
    handler: async (): Promise<Envelope<Match[]>> => ok(listMatches(ctx.feed)),
  })

  api.route({
    ...routeOf(ctx, 'currencies'),
    handler: async (): Promise<Envelope<Currency[]>> => ok(listCurrencies()),
  })

  api.route({
    ...routeOf(ctx, 'currencyProfile'),
    handler: async (req): Promise<Envelope<CurrencyProfile>> => {
      const id = positiveInt(req.query.id)
      if (id === undefined) throw new AppError('currency_not_found')
      return ok(currencyProfile(ctx.feed, id, requestLang(req)))
    },
  })

  // Not enveloped (WIRE.md): { code: 1, msg, data } or { code: -1, msg }.
  api.route({
    ...routeOf(ctx, 'timeshare'),
    handler: async (req): Promise<CodeResponse<Candle[]>> => {
      const f = req.query
      try {
        const info = matchBySymbol(ctx.feed, text(f.symbol))
        const data = klines(ctx.feed, info.id, klineQuery(ctx.clock, timeFields(f)))
        return { code: 1, msg: 'success', data }
      } catch (err) {
        if (!(err instanceof AppError)) req.log.error({ err }, 'new_timeshar failed')
        const key = err instanceof AppError ? err.key : 'internal_error'
        return { code: -1, msg: t(requestLang(req), key), data: [] }
      }
    },
  })

  api.route({
    ...routeOf(ctx, 'kline'),
    handler: async (req): Promise<Envelope<Candle[]>> => {
      const f = req.body
      const matchId = positiveInt(f.match_id)
      if (matchId === undefined) throw new AppError('symbol_not_found')
      const info = requireMatch(ctx.feed, matchId)
      return ok(klines(ctx.feed, info.id, klineQuery(ctx.clock, timeFields(f))))
    },
  })
}
