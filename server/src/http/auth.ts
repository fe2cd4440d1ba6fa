import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../context'
import { requireSession, type SessionUser } from '../identity/sessions'

/** The Authorization header holds the URL-encoded token, without a scheme (WIRE.md). */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined
  try {
    const token = decodeURIComponent(header.trim())
    return token || undefined
  } catch {
    return undefined
  }
}

// A call that needs a session looks it up before its fields are validated (http/calls.ts) and
// again in its handler: one lookup per request serves both.
const looked = new WeakMap<FastifyRequest, Promise<SessionUser>>()

/** The request's signed-in user; throws the 999 failure when there is none. */
export function requireUser(ctx: AppContext, req: FastifyRequest): Promise<SessionUser> {
  let session = looked.get(req)
  if (!session) {
    session = requireSession(ctx.db, ctx.clock, tokenFromHeader(req.headers.authorization))
    looked.set(req, session)
  }
  return session
}
