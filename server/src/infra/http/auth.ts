import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../../context'
import { AppError } from '../appError'
import { requireSession, type SessionUser } from '../../identity/sessions'

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

// What routeOf's check before validation found for a call declared `auth: true`, so its handler
// reads the session instead of looking it up a second time.
const signedIn = new WeakMap<FastifyRequest, SessionUser>()

/**
 * The request's signed-in user; throws the 999 failure when there is none. Handlers of calls
 * declared `auth: true` read `userOf(req)` instead; this is for calls that need a session only for
 * some of their requests (a code sent to one's own account, an upload viewed without a signature).
 */
export function requireUser(ctx: AppContext, req: FastifyRequest): Promise<SessionUser> {
  const known = signedIn.get(req)
  if (known) return Promise.resolve(known)
  return requireSession(ctx.db, ctx.clock, tokenFromHeader(req.headers.authorization), req.ip)
}

/** routeOf's check of a call declared `auth: true`: the 999 failure, or the session kept. */
export async function authenticate(ctx: AppContext, req: FastifyRequest): Promise<void> {
  signedIn.set(req, await requireUser(ctx, req))
}

/** The signed-in user of a call declared `auth: true`, as routeOf's check found it. */
export function userOf(req: FastifyRequest): SessionUser {
  const session = signedIn.get(req)
  // Only a handler of a call that does not declare `auth: true` gets here: a mistake in the code,
  // which must not pass for the client's missing session (999).
  if (!session) {
    const call = req.routeOptions.config.call ?? req.url
    throw new Error(`userOf: ${call} is not declared auth: true in the catalogue`)
  }
  return session
}

/**
 * The signed-in user of a call open to everyone, or undefined when there is none. Only a refused
 * session reads as nobody: a database that cannot be reached fails the call, or a signed-in user
 * would be answered as a visitor.
 */
export async function optionalUser(
  ctx: AppContext,
  req: FastifyRequest,
): Promise<SessionUser | undefined> {
  if (!req.headers.authorization) return undefined
  try {
    return await requireUser(ctx, req)
  } catch (err) {
    if (err instanceof AppError) return undefined
    throw err
  }
}

/** Who is asking a public call, if anyone is signed in: what is theirs reads as theirs. */
export async function viewerOf(ctx: AppContext, req: FastifyRequest): Promise<number | undefined> {
  return (await optionalUser(ctx, req))?.user.id
}
