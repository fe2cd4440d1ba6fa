// Address book calls (SPEC §7 /user/wallet/*). All of them need a session; 999 otherwise.
import type { FastifyInstance } from 'fastify'
import type { Envelope } from '@wire/envelope'
import type { AppContext } from '../context'
import { deleteAddresses, listAddresses, saveAddress, type WalletAddress } from './addresses'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { pagingOf, positiveInt, text } from '../infra/http/input'
import { requestLang } from '../infra/http/lang'
import { t } from '../infra/i18n'

/** SPEC §9: addresses page by 10. */
const PAGE_SIZE = 10
const MAX_PAGE_SIZE = 50

export function addressBookRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'addressSave'),
    handler: async (req): Promise<Envelope<WalletAddress>> => {
      const { user } = userOf(req)
      const f = req.body
      return ok(
        await saveAddress(ctx.db, ctx.clock, user.id, {
          id: positiveInt(f.id),
          currency: Number(f.currency),
          network: f.type,
          address: text(f.address),
          label: text(f.name),
          qrcode: text(f.qrcode),
        }),
      )
    },
  })

  api.route({
    ...routeOf(ctx, 'addressList'),
    handler: async (req) => {
      const { user } = userOf(req)
      return ok(await listAddresses(ctx.db, user.id, pagingOf(req.query, PAGE_SIZE, MAX_PAGE_SIZE)))
    },
  })

  api.route({
    ...routeOf(ctx, 'addressDelete'),
    handler: async (req): Promise<Envelope<string>> => {
      const { user } = userOf(req)
      const ids = req.query.ids.split(',').map(Number)
      await ctx.db.tx((q) => deleteAddresses(q, user.id, ids))
      return ok(t(requestLang(req), 'wallet_address_deleted'))
    },
  })
}
