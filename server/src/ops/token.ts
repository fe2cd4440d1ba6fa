// The operator API is for the people running the service (and for development), never for app
// users: every /ops call carries the configured operator token, or is refused before routing.
import type { FastifyInstance } from 'fastify'
import { safeEqual } from '../infra/crypto/tokens'
import { fail } from '../infra/http/envelope'
import { requestLang } from '../infra/http/lang'

/** Adds the check to `app`, the /ops scope; the token is compared in constant time. */
export function requireOpsToken(app: FastifyInstance, opsToken: string): void {
  app.addHook('onRequest', async (req, reply) => {
    const given = req.headers['x-ops-token']
    if (typeof given !== 'string' || !safeEqual(given, opsToken)) {
      return reply.code(401).send(fail(requestLang(req), 'ops_unauthorized'))
    }
  })
}
