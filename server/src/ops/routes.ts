// The operator API under /ops, present only when an operator token is configured. It is for the
// people running the service (and for development), never for app users.
import type { FastifyInstance } from 'fastify'
import type { PayloadOf } from '@wire/catalogue'
import type { Envelope } from '@wire/envelope'
import type { CodeScene } from '@wire/user'
import type { KycDecision, OpsFreezeResult, OpsMessageResult } from '@wire/certification'
import { OPS_QUEUES } from './queues'
import { isCodeInbox, type SentCode } from '../identity/codeSender'
import type { AppContext } from '../context'
import { safeEqual } from '../crypto/tokens'
import { codeScene } from '../identity/verification'
import { AppError } from '../appError'
import { fail, ok } from '../http/envelope'
import { routeOf, typed } from '../http/calls'
import { positiveInt, text } from '../http/input'
import { requestLang } from '../http/lang'
import { writeOnce } from '../http/writeOnce'
import { accountKeyOf } from './accountKey'
import { audit } from './audit'
import { opsCredit, type OpsCreditResult } from './credit'
import { opsFreeze } from './freeze'
import { opsKycDecide } from './kyc'
import { opsMessage } from './message'
import { pushMessage } from '../messages/push'
import { uploadOpsRoutes } from '../upload/routes'
import { depositOpsRoutes } from '../deposit/routes'
import { OFF_CHAIN } from '../deposit/recharges'
import { opsSaveBank, type ListedBank } from '../bankCard/banks'
import { opsSaveNetwork } from '../wallet/networks'
import { opsSaveProduct } from '../lockMining/products'
import { assetCurrency, networkInfo } from '../wallet/transferInfo'
import { withdrawOpsRoutes } from '../withdraw/routes'

export { accountKeyOf }

export function opsRoutes(app: FastifyInstance, ctx: AppContext, opsToken: string): void {
  app.addHook('onRequest', async (req, reply) => {
    const given = req.headers['x-ops-token']
    if (typeof given !== 'string' || !safeEqual(given, opsToken)) {
      return reply.code(401).send(fail(requestLang(req), 'ops_unauthorized'))
    }
  })

  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'opsLatestCode'),
    handler: async (req): Promise<Envelope<SentCode>> => {
      const account = accountKeyOf(text(req.query.account))
      const scene: CodeScene = codeScene(text(req.query.scene))
      const sent = isCodeInbox(ctx.sender) ? ctx.sender.latest(account, scene) : undefined
      await audit(ctx.db, ctx.clock, 'latest_code', account, { scene, found: sent !== undefined })
      if (!sent) throw new AppError('ops_no_code')
      return ok(sent)
    },
  })

  // Form or JSON: account (or user_id), amount, currency (id or code), wallet, note.
  // Honours Idempotency-Key, so an operator repeating a command that timed out credits once.
  api.route({
    ...routeOf(ctx, 'opsCredit'),
    handler: async (req): Promise<Envelope<OpsCreditResult>> => {
      const f = req.body
      const payload = {
        account: text(f.account),
        user_id: text(f.user_id),
        amount: text(f.amount),
        currency: text(f.currency),
        wallet: text(f.wallet),
        note: text(f.note),
      }
      const result = await writeOnce(ctx, req, payload, (q) =>
        opsCredit(q, ctx.clock, { ...payload, userId: positiveInt(f.user_id) }),
      )
      return ok(result)
    },
  })

  // Reading the queue is audited too: it shows people's documents.
  api.route({
    ...routeOf(ctx, 'opsQueue'),
    handler: async (req): Promise<Envelope<PayloadOf<'opsQueue'>>> => {
      const rows = await OPS_QUEUES[req.query.kind](ctx.db)
      await audit(ctx.db, ctx.clock, 'queue', null, { kind: req.query.kind, rows: rows.length })
      return ok(rows)
    },
  })

  api.route({
    ...routeOf(ctx, 'opsKycDecide'),
    handler: async (req): Promise<Envelope<KycDecision>> => {
      const f = req.body
      const input = {
        account: text(f.account),
        level: f.level,
        approve: f.approve === '1',
        reason: text(f.reason),
      }
      const { result, message } = await ctx.db.tx((q) => opsKycDecide(q, ctx.clock, input))
      pushMessage(ctx.realtime, req.log, message)
      return ok(result)
    },
  })

  // The user hears of it at once on an open connection (WIRE.md mail_message).
  api.route({
    ...routeOf(ctx, 'opsMessage'),
    handler: async (req): Promise<Envelope<OpsMessageResult>> => {
      const f = req.body
      const input = { account: text(f.account), title: f.title, content: f.content }
      const sent = await ctx.db.tx((q) => opsMessage(q, ctx.clock, input))
      const data = { id: sent.id, title: sent.title, created_at: sent.created_at }
      pushMessage(ctx.realtime, req.log, { userId: sent.user_id, data })
      return ok({ id: sent.id, account: sent.account })
    },
  })

  api.route({
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

  api.route({
    ...routeOf(ctx, 'opsLockProduct'),
    handler: async (req): Promise<Envelope<PayloadOf<'opsLockProduct'>>> => {
      const f = req.body
      const input = {
        id: positiveInt(f.id),
        title: f.title,
        days: positiveInt(f.day) ?? 0,
        rateMin: f.rate,
        rateMax: f.rate_max,
        saveMin: f.save_min,
        saveMax: f.max,
        singleLimit: Number(f.single_limit),
        penalty: f.adance_redeem_falsify,
        startAt: new Date(Number(f.start_at)),
        endAt: new Date(Number(f.end_at)),
        enabled: f.enabled !== '0',
      }
      return ok(await ctx.db.tx((q) => opsSaveProduct(q, ctx.clock, input)))
    },
  })

  api.route({
    ...routeOf(ctx, 'opsFreeze'),
    handler: async (req): Promise<Envelope<OpsFreezeResult>> => {
      const f = req.body
      const frozen = f.frozen === '1'
      return ok(await ctx.db.tx((q) => opsFreeze(q, ctx.clock, text(f.account), frozen)))
    },
  })
  uploadOpsRoutes(app, ctx)
  withdrawOpsRoutes(app, ctx)
  depositOpsRoutes(app, ctx)
}
