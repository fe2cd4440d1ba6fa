// The sessions list of /safe/sessions and signing sessions out from it. Ending a session is the
// same as its logout everywhere: the token stops working on every node at once (sessions are read
// from the database on each request) and its sockets leave the user's room on every node (the
// cluster adapter carries dropSessionSockets).
import type { PayloadOf } from '@wire/catalogue'
import type { SessionPlatform } from '@wire/user'
import type { AppContext } from '../context'
import { AppError } from '../infra/appError'
import { revokeUserSessions, type SessionUser } from '../identity/public'

type SessionEntry = PayloadOf<'sessions'>[number]

interface Row {
  id: string | number
  token_hash: string
  platform: SessionPlatform
  device: string
  ip: string
  created_at: Date
  last_seen_at: Date
}

export async function listSessions(ctx: AppContext, session: SessionUser): Promise<SessionEntry[]> {
  const rows = await ctx.db.query<Row>(
    `SELECT id, token_hash, platform, device, ip, created_at, last_seen_at FROM sessions
      WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2
      ORDER BY token_hash = $3 DESC, last_seen_at DESC, id DESC`,
    [session.user.id, ctx.clock.now(), session.tokenHash],
  )
  return rows.map((r) => ({
    id: Number(r.id),
    platform: r.platform,
    device: r.device,
    ip: r.ip,
    created_at: r.created_at.toISOString(),
    last_seen_at: r.last_seen_at.toISOString(),
    current: r.token_hash === session.tokenHash,
  }))
}

/** Signs out the user's live session `id`; another user's, or one already ended, is not found. */
export async function endSessionById(
  ctx: AppContext,
  session: SessionUser,
  id: number,
): Promise<void> {
  const [ended] = await ctx.db.query<{ token_hash: string }>(
    `UPDATE sessions SET revoked_at = $3
      WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > $3
      RETURNING token_hash`,
    [id, session.user.id, ctx.clock.now()],
  )
  if (!ended) throw new AppError('session_not_found')
  ctx.realtime.dropSessionSockets(session.user.id, [ended.token_hash])
}

/** Signs out every session of the user but the one asking; how many ended. */
export async function endOtherSessions(ctx: AppContext, session: SessionUser): Promise<number> {
  const ended = await revokeUserSessions(ctx.db, ctx.clock, session.user.id, session.tokenHash)
  ctx.realtime.dropSessionSockets(session.user.id, ended)
  return ended.length
}
