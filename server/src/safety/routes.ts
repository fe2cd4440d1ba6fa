// Account safety (issue 32): the sessions list, the anti-phishing code and the authenticator.
import type { FastifyInstance } from 'fastify'
import type { Envelope } from '@wire/envelope'
import type { PayloadOf } from '@wire/catalogue'
import type { AppContext } from '../context'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { text } from '../infra/http/input'
import { requestLang } from '../infra/http/lang'
import { t } from '../infra/i18n'
import { setAntiPhishing } from './antiPhishing'
import { bindTotp, startTotpSetup, unbindTotp } from './authenticator'
import { endOtherSessions, endSessionById, listSessions } from './sessionList'

export function safetyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'sessions'),
    handler: async (req): Promise<Envelope<PayloadOf<'sessions'>>> =>
      ok(await listSessions(ctx, userOf(req))),
  })

  api.route({
    ...routeOf(ctx, 'endSessionById'),
    handler: async (req): Promise<Envelope<string>> => {
      await endSessionById(ctx, userOf(req), Number(req.body.id))
      return ok(t(requestLang(req), 'session_ended'))
    },
  })

  api.route({
    ...routeOf(ctx, 'endOtherSessions'),
    handler: async (req): Promise<Envelope<PayloadOf<'endOtherSessions'>>> =>
      ok({ ended: await endOtherSessions(ctx, userOf(req)) }),
  })

  api.route({
    ...routeOf(ctx, 'setAntiPhishing'),
    handler: async (req): Promise<Envelope<string>> => {
      const f = req.body
      const set = await setAntiPhishing(ctx, userOf(req), {
        phrase: text(f.phrase),
        code: text(f.code),
        totpCode: text(f.totp_code),
      })
      return ok(t(requestLang(req), set ? 'anti_phishing_set' : 'anti_phishing_removed'))
    },
  })

  api.route({
    ...routeOf(ctx, 'totpSetup'),
    handler: async (req): Promise<Envelope<PayloadOf<'totpSetup'>>> =>
      ok(await startTotpSetup(ctx, userOf(req))),
  })

  api.route({
    ...routeOf(ctx, 'totpBind'),
    handler: async (req): Promise<Envelope<string[]>> =>
      ok(await bindTotp(ctx, userOf(req), text(req.body.totp_code), text(req.body.code))),
  })

  api.route({
    ...routeOf(ctx, 'totpUnbind'),
    handler: async (req): Promise<Envelope<string>> => {
      await unbindTotp(ctx, userOf(req), text(req.body.totp_code))
      return ok(t(requestLang(req), 'totp_unbound'))
    },
  })
}
