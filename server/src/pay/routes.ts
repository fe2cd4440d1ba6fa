// Card payment (/pay/terms, /pay/createPay, /pay/createMjlPay, /pay/order, and the providers'
// /pay/notify). Creating is idempotent; the callback is the provider's, answered once it has been
// applied (or found already applied), and its deposit message is pushed once committed.
import type { FastifyInstance } from 'fastify'
import type { PayChannel } from '@common/payRules'
import type { AppContext } from '../context'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { positiveInt, text } from '../infra/http/input'
import { writeOnce } from '../infra/http/writeOnce'
import { receiveCallback } from './notify'
import { createPayOrder, payOrderOf, payTerms } from './orders'

export function payRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'payTerms'),
    handler: async () => ok(await payTerms(ctx.db, await ctx.pay('card'))),
  })

  const create = (name: 'payCreate' | 'payCreateMjl', channel: PayChannel) =>
    api.route({
      ...routeOf(ctx, name),
      handler: async (req) => {
        const { user } = userOf(req)
        const f = req.body
        const input = {
          countryCode: text(f.countryCode),
          currencyCode: text(f.currencyCode),
          paymentAmount: text(f.paymentAmount),
          rate: text(f.rate),
        }
        const provider = await ctx.pay(channel)
        return ok(
          await writeOnce(ctx, req, (q) =>
            createPayOrder(q, ctx.clock, user.id, channel, provider, input),
          ),
        )
      },
    })
  create('payCreate', 'card')
  create('payCreateMjl', 'mjl')

  api.route({
    ...routeOf(ctx, 'payOrder'),
    handler: async (req) => {
      const { user } = userOf(req)
      const by = { id: positiveInt(req.query.id), rechargeId: positiveInt(req.query.recharge_id) }
      return ok(await payOrderOf(ctx.db, ctx.pay, user.id, by))
    },
  })

  api.route({
    ...routeOf(ctx, 'payNotify'),
    handler: async (req) => {
      await receiveCallback(ctx, req.log, { ...req.body })
      return ok({ received: true })
    },
  })
}
