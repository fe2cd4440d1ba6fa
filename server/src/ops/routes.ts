// The operator API under /ops, present only when an operator token is configured. It is for the
// people running the service (and for development), never for app users.
import type { FastifyInstance } from 'fastify'
import type { Envelope } from '../../../types/envelope'
import type { CodeScene } from '../../../types/user'
import { isCodeInbox, type SentCode } from '../codes/sender'
import type { AppContext } from '../context'
import { safeEqual } from '../crypto/tokens'
import { codeScene } from '../domain/verification'
import { AppError } from '../http/appError'
import { fail, ok } from '../http/envelope'
import { fieldsOf, text } from '../http/input'
import { requestLang } from '../http/lang'
import { audit } from './audit'

/** What /ops/latest-code takes: an e-mail, or '+<area code><digits>', i.e. an account key. */
export function accountKeyOf(account: string): string {
  const trimmed = account.trim()
  if (trimmed.includes('@')) return trimmed.toLowerCase()
  // An unencoded '+' in a query string arrives as a space; the digits are what count.
  return `+${trimmed.replace(/[^0-9]/g, '')}`
}

export function opsRoutes(app: FastifyInstance, ctx: AppContext, opsToken: string): void {
  app.addHook('onRequest', async (req, reply) => {
    const given = req.headers['x-ops-token']
    if (typeof given !== 'string' || !safeEqual(given, opsToken)) {
      return reply.code(401).send(fail(requestLang(req), 'ops_unauthorized'))
    }
  })

  app.get('/latest-code', async (req): Promise<Envelope<SentCode>> => {
    const f = fieldsOf(req)
    const account = accountKeyOf(text(f, 'account'))
    const scene: CodeScene = codeScene(text(f, 'scene'))
    const sent = isCodeInbox(ctx.sender) ? ctx.sender.latest(account, scene) : undefined
    await audit(ctx.db, ctx.clock, 'latest_code', account, { scene, found: sent !== undefined })
    if (!sent) throw new AppError('ops_no_code')
    return ok(sent)
  })
}
