// Customer service's conversation (issue 25 item 3): the user's calls under /api, the operator's
// under /ops (registered with the other operator calls, behind the token).
import type { FastifyInstance } from 'fastify'
import type { Envelope } from '@wire/envelope'
import type { AppContext } from '../context'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { pagingOf, text } from '../infra/http/input'
import { writeOnce } from '../infra/http/writeOnce'
import { pushMessage } from '../messages/public'
import { listConversation, sendMessage } from './conversation'
import { cleanText, type SupportMessage } from './messages'
import { answer, listConversations, readConversation, type Answered, type Reply } from './operator'
import { pushSupportMessage } from './push'

/** A screenful of a chat; the operator may read more at once. */
const PAGE_SIZE = 20
const MAX_PAGE_SIZE = 50
const OPS_MAX_PAGE_SIZE = 100

export function supportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'supportMessages'),
    handler: async (req) => {
      const { user } = userOf(req)
      const paging = pagingOf(req.query, PAGE_SIZE, MAX_PAGE_SIZE)
      return ok(await listConversation(ctx.db, user.id, paging))
    },
  })

  api.route({
    ...routeOf(ctx, 'supportSend'),
    handler: async (req): Promise<Envelope<SupportMessage>> => {
      const { user } = userOf(req)
      const input = { text: cleanText(req.body.text), image: text(req.body.image) }
      return ok(await writeOnce(ctx, req, (q) => sendMessage(q, ctx.clock, user.id, input)))
    },
  })
}

/** Under /ops, behind the operator token (areas.ts). */
export function supportOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'opsSupportList'),
    handler: async (req) =>
      ok(await listConversations(ctx.db, pagingOf(req.query, PAGE_SIZE, OPS_MAX_PAGE_SIZE))),
  })

  api.route({
    ...routeOf(ctx, 'opsSupportConversation'),
    handler: async (req) => {
      const paging = pagingOf(req.query, PAGE_SIZE, OPS_MAX_PAGE_SIZE)
      return ok(await readConversation(ctx.db, text(req.query.account), paging))
    },
  })

  api.route({
    ...routeOf(ctx, 'opsSupportReply'),
    handler: async (req): Promise<Envelope<Reply>> => {
      const input = { account: text(req.body.account), text: cleanText(req.body.text) }
      // a replayed answer was pushed when it was made: only a fresh one is pushed now
      let fresh = undefined as Answered | undefined
      const reply = await writeOnce(ctx, req, async (q) => {
        fresh = await answer(q, ctx.clock, input.account, input.text)
        return fresh.reply
      })
      if (fresh) {
        pushSupportMessage(ctx.realtime, req.log, fresh.userId, fresh.reply.message)
        pushMessage(ctx.realtime, req.log, fresh.mail)
      }
      return ok(reply)
    },
  })
}
