// Wallet calls (SPEC §7 Wallet): what the user holds, and moves between their own accounts.
import type { FastifyInstance } from 'fastify'
import type { Envelope } from '@wire/envelope'
import type { AppContext } from '../context'
import { requireUser } from '../http/auth'
import { routeOf, typed } from '../http/calls'
import { ok } from '../http/envelope'
import { idempotencyKeyOf } from '../http/idempotency'
import { positiveInt, text } from '../http/input'
import { idempotent, ownerOfUser } from '../money/idempotency'
import { listWallets, type WalletList } from './accounts'
import { moveBetweenAccounts, type MoveResult } from './move'
import {
  rateCurrency,
  userCurrencyList,
  walletDetail,
  walletSummary,
  type CurrencyOption,
  type RateRow,
  type WalletDetail,
  type WalletSummary,
} from './summary'
import { inAddress, walletInfo, type InAddress, type WalletInfo } from './transferInfo'

export function walletRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'walletList'),
    handler: async (req): Promise<Envelope<WalletList>> => {
      const { user } = await requireUser(ctx, req)
      const filter = { name: text(req.body.currency_name), hideZero: req.body.zero_flag === '1' }
      return ok(await listWallets(ctx.db, ctx.feed, user.id, filter))
    },
  })

  api.route({
    ...routeOf(ctx, 'walletChange'),
    handler: async (req): Promise<Envelope<MoveResult>> => {
      const { user } = await requireUser(ctx, req)
      const f = req.body
      const payload = {
        currency_id: text(f.currency_id),
        number: text(f.number),
        from_field: f.from_field,
        to_field: f.to_field,
      }
      const request = {
        owner: ownerOfUser(user.id),
        key: idempotencyKeyOf(req),
        call: 'wallet/change',
        payload,
      }
      const moved = await idempotent(ctx.db, ctx.clock, request, (q) =>
        moveBetweenAccounts(q, ctx.clock, user.id, {
          currencyId: positiveInt(f.currency_id),
          number: payload.number,
          from: f.from_field,
          to: f.to_field,
        }),
      )
      return ok(moved)
    },
  })

  api.route({
    ...routeOf(ctx, 'walletInfo'),
    handler: async (req): Promise<Envelope<WalletInfo>> => {
      const { user } = await requireUser(ctx, req)
      const request = {
        userId: user.id,
        currency: text(req.body.currency),
        network: text(req.body.type),
        addressId: positiveInt(req.body.address_id),
        demo: ctx.demo,
      }
      return ok(await walletInfo(ctx.db, ctx.clock, request))
    },
  })

  api.route({
    ...routeOf(ctx, 'walletInAddress'),
    handler: async (req): Promise<Envelope<InAddress>> => {
      await requireUser(ctx, req)
      return ok(await inAddress(ctx.db, text(req.body.currency), ctx.demo))
    },
  })

  api.route({
    ...routeOf(ctx, 'walletSummary'),
    handler: async (req): Promise<Envelope<WalletSummary>> => {
      const { user } = await requireUser(ctx, req)
      return ok(await walletSummary(ctx.db, ctx.feed, ctx.clock, user.id))
    },
  })

  api.route({
    ...routeOf(ctx, 'rateCurrency'),
    handler: async (req): Promise<Envelope<RateRow[]>> => {
      await requireUser(ctx, req)
      return ok(rateCurrency(ctx.feed))
    },
  })

  api.route({
    ...routeOf(ctx, 'walletDetail'),
    handler: async (req): Promise<Envelope<WalletDetail>> => {
      const { user } = await requireUser(ctx, req)
      const { currency, type } = req.body
      return ok(await walletDetail(ctx.db, ctx.feed, user.id, text(currency), type))
    },
  })

  api.route({
    ...routeOf(ctx, 'userCurrencyList'),
    handler: async (req): Promise<Envelope<CurrencyOption[]>> => {
      await requireUser(ctx, req)
      return ok(userCurrencyList())
    },
  })
}
