// Bank card calls (SPEC §7 /user/cash_*, /bank/bankList). All of them need a session; 999
// otherwise. Each card call has a second name the family's clients use; both names do the same.
// The operator keeps the bank list (/ops/bank).
import type { FastifyInstance } from 'fastify'
import type { RequestOf } from '@wire/catalogue'
import type { Envelope } from '@wire/envelope'
import { BANK_FIELDS, type BankCard } from '@common/bankCard'
import type { AppContext } from '../context'
import { listBanks, opsSaveBank, type Bank, type ListedBank } from './banks'
import { findCard, saveCard, type SavedCard } from './cards'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { text } from '../infra/http/input'

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

/** The operator's bank list; `app` is the /ops scope, whose hook checks the token. */
export function bankCardOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  typed(app).route({
    ...routeOf(ctx, 'opsBank'),
    handler: async (req): Promise<Envelope<ListedBank>> => {
      const f = req.body
      const input = {
        name: f.name,
        swift: text(f.swift),
        country: f.country,
        enabled: f.enabled !== '0',
      }
      return ok(await ctx.db.tx((q) => opsSaveBank(q, ctx.clock, input)))
    },
  })
}
