// Internal message calls (SPEC §7 /mailMessage/*). All of them need a session; 999 otherwise.
// The operator writes to one user through /ops/message.
import type { FastifyInstance } from 'fastify'
import type { Envelope } from '@wire/envelope'
import type { OpsMessageResult } from '@wire/certification'
import type { AppContext } from '../context'
import { listMessages, openMessage, unreadCount, type MailMessage } from './messages'
import { opsMessage } from './operatorMessage'
import { pushMessage } from './push'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { pagingOf, positiveInt, text } from '../infra/http/input'
import { requestLang } from '../infra/http/lang'

/** Paged by 10, as the app's other lists. */
const PAGE_SIZE = 10
const MAX_PAGE_SIZE = 50

export function messagesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'mailCount'),
    handler: async (req): Promise<Envelope<number>> => {
      const { user } = userOf(req)
      return ok(await unreadCount(ctx.db, user.id))
    },
  })

  api.route({
    ...routeOf(ctx, 'mailList'),
    handler: async (req) => {
      const { user } = userOf(req)
      const paging = pagingOf(req.query, PAGE_SIZE, MAX_PAGE_SIZE)
      return ok(await listMessages(ctx.db, user.id, paging, requestLang(req)))
    },
  })

  api.route({
    ...routeOf(ctx, 'mailDetail'),
    handler: async (req): Promise<Envelope<MailMessage>> => {
      const { user } = userOf(req)
      // '0' passes the schema's pattern and is no message's id
      const id = positiveInt(req.query.id) ?? 0
      const reader = { lang: requestLang(req), antiPhishing: user.anti_phishing }
      return ok(await openMessage(ctx.db, ctx.clock, user.id, id, reader))
    },
  })
}

/** The operator's message to one user; `app` is the /ops scope, whose hook checks the token. */
export function messagesOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The user hears of it at once on an open connection (WIRE.md mail_message).
  typed(app).route({
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
}
