// Deposit calls (SPEC §7 /wallet/charge_req, /recharge/log; /recharge/detail and /recharge/bank
// pinned by us) and the operator's (/ops/recharge/decide, /ops/recharge/bank, registered with the
// other operator calls).
import type { FastifyInstance } from 'fastify'
import type { Envelope } from '@wire/envelope'
import type { AppContext } from '../context'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { pagingOf, positiveInt, text } from '../infra/http/input'
import { writeOnce } from '../infra/http/writeOnce'
import {
  chargeTotal,
  listRecharges,
  rechargeOf,
  requestRecharge,
  type ChargeTotal,
  type RechargeView,
} from './recharges'
import { pushMessage } from '../messages/public'
import { bankInfo, opsSaveDepositBank, type BankInfo, type SavedDepositBank } from './banks'
import { opsRechargeDecide, type RechargeDecision } from './review'

/** Paged by 10 (SPEC §9), as the app's other lists. */
const PAGE_SIZE = 10
const MAX_PAGE_SIZE = 50

export function depositRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'chargeTotal'),
    handler: async (req): Promise<Envelope<ChargeTotal>> => {
      const { user } = userOf(req)
      return ok(await chargeTotal(ctx.db, ctx.feed, user.id))
    },
  })

  api.route({
    ...routeOf(ctx, 'chargeReq'),
    handler: async (req): Promise<Envelope<RechargeView>> => {
      const { user } = userOf(req)
      const f = req.body
      const input = {
        currency: text(f.currency),
        type: f.type,
        voucher: text(f.account),
        amount: text(f.amount),
        network: text(f.sub_type),
        address: text(f.address),
        demo: ctx.demo,
      }
      return ok(await writeOnce(ctx, req, (q) => requestRecharge(q, ctx.clock, user.id, input)))
    },
  })

  api.route({
    ...routeOf(ctx, 'rechargeLog'),
    handler: async (req) => {
      const { user } = userOf(req)
      return ok(await listRecharges(ctx.db, user.id, pagingOf(req.query, PAGE_SIZE, MAX_PAGE_SIZE)))
    },
  })

  api.route({
    ...routeOf(ctx, 'rechargeBank'),
    handler: async (req): Promise<Envelope<BankInfo>> => {
      const { user } = userOf(req)
      return ok(await bankInfo(ctx.db, user.id, req.query.currency, ctx.demo))
    },
  })

  api.route({
    ...routeOf(ctx, 'rechargeDetail'),
    handler: async (req): Promise<Envelope<RechargeView>> => {
      const { user } = userOf(req)
      // '0' passes the schema's pattern and is no request's id
      return ok(await rechargeOf(ctx.db, user.id, positiveInt(req.query.id) ?? 0))
    },
  })
}

/** Under /ops, behind the operator token (areas.ts). */
export function depositOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'opsDepositBank'),
    handler: async (req): Promise<Envelope<SavedDepositBank>> => {
      const f = req.body
      const input = {
        currency: f.currency,
        bankName: text(f.bank_name),
        holder: text(f.holder),
        account: text(f.account),
        swift: text(f.swift),
        note: text(f.note),
        enabled: f.enabled !== '0',
      }
      return ok(await ctx.db.tx((q) => opsSaveDepositBank(q, ctx.clock, input)))
    },
  })

  api.route({
    ...routeOf(ctx, 'opsRechargeDecide'),
    handler: async (req): Promise<Envelope<RechargeDecision>> => {
      const f = req.body
      const decision = { approve: f.approve === '1', reason: text(f.reason), bonus: text(f.bonus) }
      const id = positiveInt(f.id) ?? 0
      const { result, message } = await ctx.db.tx((q) =>
        opsRechargeDecide(q, ctx.clock, id, decision),
      )
      pushMessage(ctx.realtime, req.log, message)
      return ok(result)
    },
  })
}
