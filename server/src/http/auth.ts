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

/** The request's signed-in user; throws the 999 failure when there is none. */
export function requireUser(ctx: AppContext, req: FastifyRequest): Promise<SessionUser> {
  return requireSession(ctx.db, ctx.clock, tokenFromHeader(req.headers.authorization))
}
