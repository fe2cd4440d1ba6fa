// The operator's product switches (issue 32 item 6), under /ops; each switch is audited.
import type { FastifyInstance } from 'fastify'
import type { PayloadOf } from '@wire/catalogue'
import type { Envelope } from '@wire/envelope'
import type { AppContext } from '../context'
import { AppError } from '../infra/appError'
import { audit } from '../infra/audit/audit'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { text } from '../infra/http/input'
import { isKnownCountry } from './countries'
import { listRestrictions, switchProduct } from './restrictions'

export function jurisdictionOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'opsProducts'),
    handler: async (): Promise<Envelope<PayloadOf<'opsProducts'>>> =>
      ok(await listRestrictions(ctx.db)),
  })

  api.route({
    ...routeOf(ctx, 'opsProductSwitch'),
    handler: async (req): Promise<Envelope<PayloadOf<'opsProductSwitch'>>> => {
      const { product, country } = req.body
      if (!isKnownCountry(country)) throw new AppError('certification_country_invalid')
      const available = req.body.available === '1'
      await ctx.db.tx(async (q) => {
        await switchProduct(q, ctx.clock, product, country, available)
        await audit(q, ctx.clock, 'product_switch', `${product}:${country}`, {
          available,
          note: text(req.body.note),
        })
      })
      return ok({ product, country, available })
    },
  })
}
