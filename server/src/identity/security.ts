// When the account's security last changed: a new login password (changed or reset), a withdraw
// password set or changed, a mobile number bound. Someone who has taken over an account changes
// these first, so the money rules hold withdrawals back for a while after one (WIRE.md: the 24 h
// locks). A nickname or an avatar is not security and leaves the time alone.
import type { Clock } from '../clock'
import type { Queryable } from '../db/client'

/** The SET clause every security change adds to its UPDATE of users, with the time as `$n`. */
export const STAMP_SECURITY = (param: number): string => `security_changed_at = $${param}`

/** The time of the latest security change of the user; null when none since registration. */
export async function securityChangedAt(q: Queryable, userId: number): Promise<Date | null> {
  const [row] = await q.query<{ security_changed_at: Date | null }>(
    'SELECT security_changed_at FROM users WHERE id = $1',
    [userId],
  )
  return row?.security_changed_at ?? null
}

/** The end of the hold that started with the latest security change; null when there is none. */
export async function securityHoldUntil(
  q: Queryable,
  clock: Clock,
  userId: number,
  holdMs: number,
): Promise<Date | null> {
  const at = await securityChangedAt(q, userId)
  if (!at) return null
  const until = new Date(at.getTime() + holdMs)
  return until > clock.now() ? until : null
}
