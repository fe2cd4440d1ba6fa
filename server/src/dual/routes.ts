// Dual investment (WIRE "Pinned for the catalogue areas": /dual/*). The products are public; buying
// and the orders need a session; buying honours Idempotency-Key.
import type { FastifyInstance } from 'fastify'
import type { DualType } from '@common/dualRules'
import type { AppContext } from '../context'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { pagingOf, positiveInt, text } from '../infra/http/input'
import { writeOnce } from '../infra/http/writeOnce'
import { buyDual, listOrders } from './orders'
import { setDualProduct } from './ops'
import { openProducts, readProduct, toDualProduct } from './products'

export function dualRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)
  const now = () => ctx.clock.now()

  api.route({
    ...routeOf(ctx, 'dualIndex'),
    handler: async (req) => {
      const at = now()
      const rows = await openProducts(ctx.db, at, {
        currencyId: positiveInt(req.query.currency_id),
        type: req.query.type as DualType | undefined,
      })
      return ok(rows.map((p) => toDualProduct(p, ctx.feed, at)))
    },
  })

  api.route({
    ...routeOf(ctx, 'dualDetail'),
    handler: async (req) =>
      ok(toDualProduct(await readProduct(ctx.db, positiveInt(req.query.id)), ctx.feed, now())),
  })

  api.route({
    ...routeOf(ctx, 'dualBuy'),
    handler: async (req) => {
      const { user } = userOf(req)
      const order = await writeOnce(ctx, req, (q) =>
        buyDual(q, ctx.clock, ctx.feed, user.id, {
          productId: positiveInt(req.body.id),
          num: text(req.body.num),
        }),
      )
      return ok(order)
    },
  })

  api.route({
    ...routeOf(ctx, 'dualList'),
    handler: async (req) => {
      const { user } = userOf(req)
      return ok(await listOrders(ctx.db, ctx.feed, now(), user.id, pagingOf(req.body, 20, 50)))
    },
  })
}

export function dualOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)
  api.route({
    ...routeOf(ctx, 'opsDualProduct'),
    handler: async (req) => ok(await setDualProduct(ctx, req.body)),
  })
}
