// Wallet calls (SPEC §7 Wallet): what the user holds, and moves between their own accounts; for
// the operator, crediting an account and how each coin travels on each network.
import type { FastifyInstance } from 'fastify'
import type { PayloadOf } from '@wire/catalogue'
import type { Envelope } from '@wire/envelope'
import type { AppContext } from '../context'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { positiveInt, text } from '../infra/http/input'
import { writeOnce } from '../infra/http/writeOnce'
import { listWallets, type WalletList } from './accounts'
import { opsCredit, type OpsCreditResult } from './credit'
import { moveBetweenAccounts, type MoveResult } from './move'
import { OFF_CHAIN, opsSaveNetwork } from './networks'
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
import {
  assetCurrency,
  inAddress,
  networkInfo,
  walletInfo,
  type InAddress,
  type WalletInfo,
} from './transferInfo'

export function walletRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'walletList'),
    handler: async (req): Promise<Envelope<WalletList>> => {
      const { user } = userOf(req)
      const filter = { name: text(req.body.currency_name), hideZero: req.body.zero_flag === '1' }
      return ok(await listWallets(ctx.db, ctx.feed, user.id, filter))
    },
  })

  api.route({
    ...routeOf(ctx, 'walletChange'),
    handler: async (req): Promise<Envelope<MoveResult>> => {
      const { user } = userOf(req)
      const f = req.body
      const moved = await writeOnce(ctx, req, (q) =>
        moveBetweenAccounts(q, ctx.clock, user.id, {
          currencyId: positiveInt(f.currency_id),
          number: text(f.number),
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
      const { user } = userOf(req)
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
      return ok(await inAddress(ctx.db, text(req.body.currency), ctx.demo))
    },
  })

  api.route({
    ...routeOf(ctx, 'walletSummary'),
    handler: async (req): Promise<Envelope<WalletSummary>> => {
      const { user } = userOf(req)
      return ok(await walletSummary(ctx.db, ctx.feed, ctx.clock, user.id))
    },
  })

  api.route({
    ...routeOf(ctx, 'rateCurrency'),
    handler: async (): Promise<Envelope<RateRow[]>> => ok(rateCurrency(ctx.feed)),
  })

  api.route({
    ...routeOf(ctx, 'walletDetail'),
    handler: async (req): Promise<Envelope<WalletDetail>> => {
      const { user } = userOf(req)
      const { currency, type } = req.body
      return ok(await walletDetail(ctx.db, ctx.feed, user.id, text(currency), type))
    },
  })

  api.route({
    ...routeOf(ctx, 'userCurrencyList'),
    handler: async (): Promise<Envelope<CurrencyOption[]>> => ok(userCurrencyList()),
  })
}

/** The operator's wallet calls; `app` is the /ops scope, whose hook checks the token. */
export function walletOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  // Form or JSON: account (or user_id), amount, currency (id or code), wallet, note.
  // Honours Idempotency-Key, so an operator repeating a command that timed out credits once.
  api.route({
    ...routeOf(ctx, 'opsCredit'),
    handler: async (req): Promise<Envelope<OpsCreditResult>> => {
      const f = req.body
      const result = await writeOnce(ctx, req, (q) =>
        opsCredit(q, ctx.clock, {
          account: text(f.account),
          userId: positiveInt(f.user_id),
          amount: text(f.amount),
          currency: text(f.currency),
          wallet: text(f.wallet),
          note: text(f.note),
        }),
      )
      return ok(result)
    },
  })

  api.route({
    ...routeOf(ctx, 'opsNetwork'),
    handler: async (req): Promise<Envelope<PayloadOf<'opsNetwork'>>> => {
      const f = req.body
      const flag = (v: '1' | '0' | undefined) => (v === undefined ? undefined : v === '1')
      // bank transfer is a coin of its own (6), the one coin on the BANK network
      const bank =
        f.type === OFF_CHAIN.network && f.currency.trim() === String(OFF_CHAIN.currencyId)
      const input = {
        currencyId: bank ? OFF_CHAIN.currencyId : assetCurrency(f.currency).id,
        network: f.type,
        depositEnabled: flag(f.deposit_enabled),
        withdrawEnabled: flag(f.withdraw_enabled),
        depositAddress: f.deposit_address,
        depositMin: f.deposit_min,
        withdrawFee: f.withdraw_fee,
        withdrawMin: f.withdraw_min,
        withdrawMax: f.withdraw_max,
        confirmations: f.confirmations === undefined ? undefined : Number(f.confirmations),
      }
      const n = await ctx.db.tx((q) => opsSaveNetwork(q, ctx.clock, input))
      return ok({ currency: n.currencyId, ...networkInfo(n), deposit_address: n.depositAddress })
    },
  })
}
