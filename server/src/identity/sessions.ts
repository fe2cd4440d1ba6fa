// Login sessions: the client holds a random token, the table holds only its hash. A session that
// ends also ends what its sockets hear (Realtime.dropSessionSockets), at once.
import { SESSION_PLATFORMS, type SessionPlatform } from '@wire/user'
import { DAY, MINUTE, type Clock } from '../infra/clock'
import { randomToken, sha256 } from '../infra/crypto/tokens'
import type { AppContext } from '../context'
import type { Db, Queryable } from '../infra/db/client'
import { notLoggedIn } from '../infra/appError'
import type { UserRow } from '../infra/db/users'

export const SESSION_TTL_MS = 30 * DAY
/** How stale a session's "last seen" may get before a request moves it (one write per step). */
export const SEEN_STEP_MS = 5 * MINUTE

export interface SessionUser {
  user: UserRow
  tokenHash: string
}

/** Where a session signs in from, as /safe/sessions shows it. */
export interface SessionClient {
  platform: SessionPlatform
  device: string
  ip: string
}

export function sessionClient(platform: string, device: string, ip: string): SessionClient {
  const known = SESSION_PLATFORMS.find((p) => p === platform)
  return { platform: known ?? 'other', device: device.trim(), ip }
}

/** Sessions the server's own tools open (seeds, benches): no app, no address. */
const TOOL_CLIENT: SessionClient = { platform: 'other', device: '', ip: '' }

export async function createSession(
  q: Queryable,
  clock: Clock,
  userId: number,
  client: SessionClient = TOOL_CLIENT,
): Promise<string> {
  const token = randomToken()
  const now = clock.now()
  await q.query(
    `INSERT INTO sessions
       (token_hash, user_id, created_at, expires_at, platform, device, ip, last_seen_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $3)`,
    [
      sha256(token),
      userId,
      now,
      new Date(now.getTime() + SESSION_TTL_MS),
      client.platform,
      client.device,
      client.ip,
    ],
  )
  return token
}

/** Whether the user has never signed in from this device on this platform (ended sessions count). */
export async function isNewDevice(
  q: Queryable,
  userId: number,
  client: SessionClient,
): Promise<boolean> {
  const seen = await q.query(
    'SELECT 1 FROM sessions WHERE user_id = $1 AND platform = $2 AND device = $3 LIMIT 1',
    [userId, client.platform, client.device],
  )
  return seen.length === 0
}

/**
 * The signed-in user, or a 999 failure. A frozen account keeps its sessions: it reads, and what
 * moves money refuses it (frozen.ts requireNotFrozen). A request (`ip` given) moves the session's
 * "last seen" once it is SEEN_STEP_MS old.
 */
export async function requireSession(
  db: Db,
  clock: Clock,
  token: string | undefined,
  ip?: string,
): Promise<SessionUser> {
  if (!token) throw notLoggedIn()
  const tokenHash = sha256(token)
  const now = clock.now()
  const [row] = await db.query<UserRow & { session_seen_at: Date; session_ip: string }>(
    `SELECT u.*, s.last_seen_at AS session_seen_at, s.ip AS session_ip
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
    [tokenHash, now],
  )
  if (!row) throw notLoggedIn()
  const { session_seen_at: seenAt, session_ip: seenIp, ...user } = row
  const stale = now.getTime() - seenAt.getTime() >= SEEN_STEP_MS
  if (ip !== undefined && (stale || ip !== seenIp)) {
    await db.query('UPDATE sessions SET last_seen_at = $2, ip = $3 WHERE token_hash = $1', [
      tokenHash,
      now,
      ip,
    ])
  }
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
