// Login sessions: the client holds a random token, the table holds only its hash.
import { DAY, type Clock } from '../clock'
import { randomToken, sha256 } from '../crypto/tokens'
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
 * moves money refuses it (ops/freeze.ts requireNotFrozen).
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

export async function revokeSession(db: Db, clock: Clock, tokenHash: string): Promise<void> {
  await db.query(
    'UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
    [tokenHash, clock.now()],
  )
}

/** Ends every session of a user, except `keepTokenHash` (the one making the change). */
export async function revokeUserSessions(
  q: Queryable,
  clock: Clock,
  userId: number,
  keepTokenHash?: string,
): Promise<void> {
  await q.query(
    `UPDATE sessions SET revoked_at = $2
      WHERE user_id = $1 AND revoked_at IS NULL AND token_hash <> $3`,
    [userId, clock.now(), keepTokenHash ?? ''],
  )
}
