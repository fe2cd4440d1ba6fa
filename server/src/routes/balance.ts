// GET /user/getBalance (SPEC §7 User): a balance of the user's seconds-trading account.
import type { FastifyInstance } from 'fastify'
import type { Envelope } from '../../../types/envelope'
import type { UserBalance } from '../../../types/microtrade'
import type { AppContext } from '../context'
import { microBalance } from '../domain/microtradeCurrencies'
import { requireUser } from '../http/auth'
import { ok } from '../http/envelope'
import { fieldsOf, text } from '../http/input'

export function balanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  // currency: an id ('3') or a code ('USDT'); USDT when absent.
  app.get('/user/getBalance', async (req): Promise<Envelope<UserBalance>> => {
    const { user } = await requireUser(ctx, req)
    return ok(await microBalance(ctx.db, user.id, text(fieldsOf(req), 'currency') || '3'))
  })
}
