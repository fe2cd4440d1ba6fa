// Withdrawal calls: the user's request and list (/api), and the operator's decision and lift of
// the locks (/ops, listed in areas.ts, behind the operator token).
import type { FastifyInstance } from 'fastify'
import type { PayloadOf } from '@wire/catalogue'
import type { Envelope } from '@wire/envelope'
import type { AppContext } from '../context'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { pagingOf, positiveInt, text } from '../infra/http/input'
import { answeredBefore, writeOnce } from '../infra/http/writeOnce'
import { pushMessage } from '../messages/public'
import { opsDecideWithdrawal, type WithdrawDecision } from './decide'
import { opsLiftWithdrawLocks } from './locks'
import {
  checkWithdrawal,
  forgivePasswordFailures,
  openWithdrawal,
  type CheckedWithdrawal,
} from './request'
import { listWithdrawals, type Withdrawal } from './withdrawals'

/** SPEC §9: the withdraw list pages by 10. */
const PAGE_SIZE = 10
const MAX_PAGE_SIZE = 50

export function withdrawRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'walletOut'),
    handler: async (req): Promise<Envelope<Withdrawal>> => {
      const { user } = userOf(req)
      const f = req.body
      // A request already answered under its key is replayed as it was: its code is used up, so
      // checking again would refuse the very request that succeeded. A twin sent at the same time
      // may be answered while this one is being checked: then its answer is this one's too.
      let checked: CheckedWithdrawal | undefined
      const answered = () => answeredBefore(ctx, req)
      if (!(await answered())) {
        try {
          checked = await checkWithdrawal(ctx, user, {
            currency: text(f.currency),
            network: text(f.type),
            number: text(f.number),
            addressId: positiveInt(f.address_id),
            payPassword: f.pay_password ?? '',
            code: text(f.code),
            totpCode: text(f.totp_code),
          })
        } catch (refused) {
          if (!(await answered())) throw refused
        }
      }
      const opened = await writeOnce(ctx, req, (q) => {
        if (!checked) throw new Error('an answered key replays without acting')
        return openWithdrawal(q, ctx.clock, user.id, checked)
      })
      await forgivePasswordFailures(ctx, user.id)
      return ok(opened)
    },
  })

  api.route({
    ...routeOf(ctx, 'withdrawList'),
    handler: async (req): Promise<Envelope<PayloadOf<'withdrawList'>>> => {
      const { user } = userOf(req)
      return ok(
        await listWithdrawals(ctx.db, user.id, pagingOf(req.query, PAGE_SIZE, MAX_PAGE_SIZE)),
      )
    },
  })
}

/** The operator's withdrawal calls; `app` is the /ops scope, whose hook checks the token. */
export function withdrawOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'opsWithdrawDecide'),
    handler: async (req): Promise<Envelope<WithdrawDecision>> => {
      const f = req.body
      const input = { id: Number(f.id), approve: f.approve === '1', reason: text(f.reason) }
      const { result, message } = await ctx.db.tx((q) => opsDecideWithdrawal(q, ctx.clock, input))
      pushMessage(ctx.realtime, req.log, message)
      return ok(result)
    },
  })

  api.route({
    ...routeOf(ctx, 'opsWithdrawLockLift'),
    handler: async (req): Promise<Envelope<PayloadOf<'opsWithdrawLockLift'>>> => {
      const account = text(req.body.account)
      return ok(await ctx.db.tx((q) => opsLiftWithdrawLocks(q, ctx.clock, account)))
    },
  })
}
