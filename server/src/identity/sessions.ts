// Login sessions: the client holds a random token, the table holds only its hash. A session that
// ends also ends what its sockets hear (Realtime.dropSessionSockets), at once.
import { DAY, type Clock } from '../clock'
import { randomToken, sha256 } from '../crypto/tokens'
import type { AppContext } from '../context'
import type { Db, Queryable } from '../db/client'
import { notLoggedIn } from '../appError'
import type { UserRow } from './users'

export const SESSION_TTL_MS = 30 * DAY

export interface SessionUser {
  user: UserRow
  tokenHash: string
}

export async function createSession(q: Queryable, clock: Clock, userId: number): Promise<string> {
  const token = randomToken()
  const now = clock.now()
  await q.query(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [sha256(token), userId, now, new Date(now.getTime() + SESSION_TTL_MS)],
  )
  return token
}

/**
 * The signed-in user, or a 999 failure. A frozen account keeps its sessions: it reads, and what
 * moves money refuses it (frozen.ts requireNotFrozen).
 */
export async function requireSession(
  db: Db,
  clock: Clock,
  token: string | undefined,
): Promise<SessionUser> {
  if (!token) throw notLoggedIn()
  const tokenHash = sha256(token)
  const [user] = await db.query<UserRow>(
    `SELECT u.* FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
    [tokenHash, clock.now()],
  )
  if (!user) throw notLoggedIn()
  return { user, tokenHash }
}

/** A logout: the token stops working and the sockets signed in with it leave the user's room. */
export async function endSession(ctx: AppContext, session: SessionUser): Promise<void> {
  await ctx.db.query(
    'UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
    [session.tokenHash, ctx.clock.now()],
  )
  ctx.realtime.dropSessionSockets(session.user.id, [session.tokenHash])
}

/**
 * Ends every session of a user, except `keepTokenHash` (the one making the change), and returns
 * their token hashes: once the transaction commits, the caller hands them to
 * `ctx.realtime.dropSessionSockets`.
 */
export async function revokeUserSessions(
  q: Queryable,
  clock: Clock,
  userId: number,
  keepTokenHash?: string,
): Promise<string[]> {
  const rows = await q.query<{ token_hash: string }>(
    `UPDATE sessions SET revoked_at = $2
      WHERE user_id = $1 AND revoked_at IS NULL AND token_hash <> $3
      RETURNING token_hash`,
    [userId, clock.now(), keepTokenHash ?? ''],
  )
  return rows.map((r) => r.token_hash)
}
