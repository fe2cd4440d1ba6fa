// Certification (SPEC §7: /real/state, /user/real_name, /user/real_advanced). Every call reads and
// writes the session user's own rows only; there is no id a caller could swap for another's. The
// operator's decision (/ops/kyc/decide) names the account instead.
import type { FastifyInstance } from 'fastify'
import type { Envelope } from '@wire/envelope'
import type { KycDecision, RealState } from '@wire/certification'
import type { AppContext } from '../context'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { text } from '../infra/http/input'
import { requestLang } from '../infra/http/lang'
import { t } from '../infra/i18n'
import { pushMessage } from '../messages/public'
import { opsKycDecide } from './review'
import { realState } from './state'
import { submitAdvanced, submitPrimary } from './submit'

export function certificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'realState'),
    handler: async (req): Promise<Envelope<RealState>> => {
      const { user } = userOf(req)
      return ok(await realState(ctx.db, user.id))
    },
  })

  // Passed on untrimmed: the rules decide what spaces mean.
  api.route({
    ...routeOf(ctx, 'realName'),
    handler: async (req): Promise<Envelope<string>> => {
      const { user } = userOf(req)
      const f = req.body
      const input = {
        idType: f.id_type ?? '',
        name: f.name ?? '',
        cardId: f.card_id ?? '',
        country: f.country ?? '',
      }
      await ctx.db.tx((q) => submitPrimary(q, ctx.clock, user.id, input))
      return ok(t(requestLang(req), 'certification_submitted'))
    },
  })

  // The spec names the front photo front_pric; some clients of the family send front_pic.
  api.route({
    ...routeOf(ctx, 'realAdvanced'),
    handler: async (req): Promise<Envelope<string>> => {
      const { user } = userOf(req)
      const f = req.body
      const photos = {
        front: f.front_pric || f.front_pic || '',
        back: f.reverse_pic ?? '',
        holding: f.hand_pic ?? '',
      }
      await ctx.db.tx((q) => submitAdvanced(q, ctx.clock, user.id, photos))
      return ok(t(requestLang(req), 'certification_submitted'))
    },
  })
}

/** The operator's review; `app` is the /ops scope, whose hook checks the token. */
export function certificationOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  typed(app).route({
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
}
