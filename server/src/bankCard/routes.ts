// Bank card calls (SPEC §7 /user/cash_*, /bank/bankList). All of them need a session; 999
// otherwise. Each card call has a second name the family's clients use; both names do the same.
import type { FastifyInstance } from 'fastify'
import type { RequestOf } from '@wire/catalogue'
import type { Envelope } from '@wire/envelope'
import { BANK_FIELDS, type BankCard } from '@common/bankCard'
import type { AppContext } from '../context'
import { listBanks, type Bank } from './banks'
import { findCard, saveCard, type SavedCard } from './cards'
import { userOf } from '../http/auth'
import { routeOf, typed } from '../http/calls'
import { ok } from '../http/envelope'
import { text } from '../http/input'

export function bankCardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  const cardOf = (f: RequestOf<'cardSave'>) =>
    Object.fromEntries(BANK_FIELDS.map((k) => [k, text(f[k])])) as BankCard

  for (const name of ['cardSave', 'cardSaveInternational'] as const) {
    api.route({
      ...routeOf(ctx, name),
      handler: async (req): Promise<Envelope<SavedCard>> => {
        const { user } = userOf(req)
        return ok(await saveCard(ctx.db, ctx.clock, user.id, cardOf(req.body)))
      },
    })
  }

  for (const name of ['cardGet', 'cardGetInternational'] as const) {
    api.route({
      ...routeOf(ctx, name),
      handler: async (req): Promise<Envelope<SavedCard | null>> => {
        const { user } = userOf(req)
        return ok(await findCard(ctx.db, user.id))
      },
    })
  }

  api.route({
    ...routeOf(ctx, 'bankList'),
    handler: async (req): Promise<Envelope<Bank[]>> => {
      return ok(await listBanks(ctx.db, text(req.body.country).trim()))
    },
  })
}
