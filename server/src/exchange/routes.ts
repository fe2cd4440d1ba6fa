// Exchange calls (SPEC §7 /user/getTransferList, /user/getTransferFee, /user/Transfer).
import type { FastifyInstance } from 'fastify'
import type { Envelope } from '@wire/envelope'
import type { AppContext } from '../context'
import { AppError } from '../infra/appError'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { positiveInt, text } from '../infra/http/input'
import { writeOnce } from '../infra/http/writeOnce'
import { transferList, type TransferList } from './list'
import { createQuote, type TransferQuote } from './quote'
import { exchangeAtQuote, type TransferDone } from './transfer'

export function exchangeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'transferList'),
    handler: async (req): Promise<Envelope<TransferList>> => {
      const { user } = userOf(req)
      return ok(await transferList(ctx.db, user.id))
    },
  })

  api.route({
    ...routeOf(ctx, 'transferFee'),
    handler: async (req): Promise<Envelope<TransferQuote>> => {
      const { user } = userOf(req)
      if ((await ctx.limiters.exchangeQuotes.take(String(user.id))) > 0) {
        throw new AppError('too_many_requests')
      }
      const f = req.body
      const request = {
        userId: user.id,
        fromId: positiveInt(f.from_currency_id),
        toId: positiveInt(f.to_currency_id),
        number: text(f.number),
      }
      return ok(await ctx.db.tx((q) => createQuote(q, ctx.clock, ctx.feed, request)))
    },
  })

  api.route({
    ...routeOf(ctx, 'transfer'),
    handler: async (req): Promise<Envelope<TransferDone>> => {
      const { user } = userOf(req)
      const f = req.body
      const done = await writeOnce(ctx, req, (q) =>
        exchangeAtQuote(q, ctx.clock, {
          userId: user.id,
          fromId: positiveInt(f.from_currency_id),
          toId: positiveInt(f.to_currency_id),
          number: text(f.number),
          quoteId: text(f.quote_id),
        }),
      )
      return ok(done)
    },
  })
}
