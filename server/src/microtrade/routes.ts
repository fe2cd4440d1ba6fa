// Seconds trading (SPEC §7 /microtrade/*, and /user/getBalance: the seconds-trading account's
// balance). The options are public; everything else needs a session.
import type { FastifyInstance } from 'fastify'
import type { Envelope, Paged } from '@wire/envelope'
import type { MicroOrder, PayableCurrency, SecondsOption, UserBalance } from '@wire/microtrade'
import { AppError } from '../infra/appError'
import type { AppContext } from '../context'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { pagingOf, positiveInt, text } from '../infra/http/input'
import { writeOnce } from '../infra/http/writeOnce'
import { microBalance, payableCurrencies } from './account'
import { listOptions } from './options'
import { listOrders, orderResult } from './orders'
import { submitOrder } from './submit'

/** SPEC §9: the seconds-trade list pages by 5. */
export const ORDERS_PAGE_SIZE = 5
const MAX_PAGE_SIZE = 100

export function microtradeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  // currency: an id ('3') or a code ('USDT'); USDT when absent.
  api.route({
    ...routeOf(ctx, 'microBalance'),
    handler: async (req): Promise<Envelope<UserBalance>> => {
      const { user } = userOf(req)
      return ok(await microBalance(ctx.db, user.id, text(req.query.currency) || '3'))
    },
  })

  api.route({
    ...routeOf(ctx, 'secondsOptions'),
    handler: async (): Promise<Envelope<SecondsOption[]>> => ok(await listOptions(ctx.db)),
  })

  api.route({
    ...routeOf(ctx, 'payableCurrencies'),
    handler: async (req): Promise<Envelope<PayableCurrency[]>> => {
      const { user } = userOf(req)
      return ok(await payableCurrencies(ctx.db, user.id))
    },
  })

  // Honours Idempotency-Key.
  api.route({
    ...routeOf(ctx, 'submitOrder'),
    handler: async (req): Promise<Envelope<MicroOrder>> => {
      const { user } = userOf(req)
      const f = req.body
      const order = await writeOnce(ctx, req, (q) =>
        submitOrder(q, ctx.clock, ctx.feed, user.id, {
          matchId: positiveInt(f.match_id),
          currencyId: positiveInt(f.currency_id),
          type: text(f.type),
          seconds: positiveInt(f.seconds),
          number: text(f.number),
        }),
      )
      return ok(order)
    },
  })

  api.route({
    ...routeOf(ctx, 'orderList'),
    handler: async (req): Promise<Envelope<Paged<MicroOrder>>> => {
      const { user } = userOf(req)
      const f = req.query
      const filter = {
        matchId: positiveInt(f.match_id),
        status: positiveInt(f.status),
        ...pagingOf(f, ORDERS_PAGE_SIZE, MAX_PAGE_SIZE),
      }
      return ok(await listOrders(ctx.db, ctx.feed, ctx.clock.now(), user.id, filter))
    },
  })

  api.route({
    ...routeOf(ctx, 'orderResult'),
    handler: async (req): Promise<Envelope<MicroOrder>> => {
      const { user } = userOf(req)
      const id = positiveInt(req.query.id)
      if (id === undefined) throw new AppError('order_not_found')
      return ok(await orderResult(ctx.db, ctx.feed, ctx.clock.now(), user.id, id))
    },
  })
}
