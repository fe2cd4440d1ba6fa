// Lock-mining calls (SPEC §7 lock deposit): products, purchase, orders, early redemption; the
// operator's product terms (/ops/lockmining/product).
import type { FastifyInstance } from 'fastify'
import type { PayloadOf } from '@wire/catalogue'
import type { Envelope } from '@wire/envelope'
import type { AppContext } from '../context'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { pagingOf, positiveInt, text } from '../infra/http/input'
import { writeOnce } from '../infra/http/writeOnce'
import { businessDate } from '../infra/schedule/businessDays'
import { listOrders, type LockOrder, type LockOrders } from './orders'
import { listProducts, opsSaveProduct, type LockProduct } from './products'
import { purchase } from './purchase'
import { redeemEarly, type Redeemed } from './redeem'

export function lockMiningRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'lockProducts'),
    handler: async (req): Promise<Envelope<LockProduct[]>> => {
      const { user } = userOf(req)
      return ok(await listProducts(ctx.db, ctx.clock, user.id))
    },
  })

  api.route({
    ...routeOf(ctx, 'lockPurchase'),
    handler: async (req): Promise<Envelope<LockOrder>> => {
      const { user } = userOf(req)
      const input = {
        productId: positiveInt(text(req.body.config_id)),
        amount: text(req.body.amount),
      }
      return ok(
        await writeOnce(ctx, req, (q) => purchase(q, ctx.clock, ctx.businessTz, user, input)),
      )
    },
  })

  api.route({
    ...routeOf(ctx, 'lockOrders'),
    handler: async (req): Promise<Envelope<LockOrders>> => {
      const { user } = userOf(req)
      const status = positiveInt(req.query.status)
      const today = businessDate(ctx.clock.now(), ctx.businessTz)
      const query = { userId: user.id, ...pagingOf(req.query, 10, 50), status, today }
      return ok(await listOrders(ctx.db, query))
    },
  })

  api.route({
    ...routeOf(ctx, 'lockCancel'),
    handler: async (req): Promise<Envelope<Redeemed>> => {
      const { user } = userOf(req)
      const id = positiveInt(req.body.id)
      return ok(await ctx.db.tx((q) => redeemEarly(q, ctx.clock, ctx.businessTz, user.id, id)))
    },
  })
}

/** The operator's products; `app` is the /ops scope, whose hook checks the token. */
export function lockMiningOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  typed(app).route({
    ...routeOf(ctx, 'opsLockProduct'),
    handler: async (req): Promise<Envelope<PayloadOf<'opsLockProduct'>>> => {
      const f = req.body
      const input = {
        id: positiveInt(f.id),
        title: f.title,
        days: positiveInt(f.day) ?? 0,
        rateMin: f.rate,
        rateMax: f.rate_max,
        saveMin: f.save_min,
        saveMax: f.max,
        singleLimit: Number(f.single_limit),
        penalty: f.adance_redeem_falsify,
        startAt: new Date(Number(f.start_at)),
        endAt: new Date(Number(f.end_at)),
        enabled: f.enabled !== '0',
      }
      return ok(await ctx.db.tx((q) => opsSaveProduct(q, ctx.clock, input)))
    },
  })
}
