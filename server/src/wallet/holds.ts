// The 24 h withdrawal holds (DESIGN §5, WIRE.md "Pinned / Money"): after a security change, and
// after an address is added to the book, withdrawals wait, so someone who has taken over an account
// cannot empty it before the owner notices. A demo server waits a minute so a newcomer can try the
// whole path. Each hold counts from the time it started; the operator's lift
// (users.withdraw_lock_lifted_at, withdraw/locks.ts) ends every hold that started at or before it.
// Kept with the wallet because the wallet's screen shows when withdrawals open, and the withdrawal
// itself refuses while one holds.
import { HOUR, MINUTE, type Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'

export const WITHDRAW_HOLD_MS = 24 * HOUR
export const DEMO_WITHDRAW_HOLD_MS = MINUTE

export const withdrawHoldMs = (demo: boolean): number =>
  demo ? DEMO_WITHDRAW_HOLD_MS : WITHDRAW_HOLD_MS

export type LockKind = 'security' | 'address'

export interface WithdrawLock {
  kind: LockKind
  until: Date
}

interface LockTimes {
  security_changed_at: Date | null
  withdraw_lock_lifted_at: Date | null
  address_created_at: Date | null
}

/**
 * The lock that holds withdrawals (of `addressId`, when given: another user's entry adds none)
 * longest, or null when they are open now.
 */
export async function withdrawLock(
  q: Queryable,
  clock: Clock,
  userId: number,
  holdMs: number,
  addressId?: number,
): Promise<WithdrawLock | null> {
  const [row] = await q.query<LockTimes>(
    `SELECT u.security_changed_at, u.withdraw_lock_lifted_at,
            (SELECT a.created_at FROM wallet_addresses a
              WHERE a.id = $2 AND a.user_id = u.id) AS address_created_at
       FROM users u WHERE u.id = $1`,
    [userId, addressId ?? 0],
  )
  if (!row) return null
  const lifted = row.withdraw_lock_lifted_at?.getTime() ?? -Infinity
  const now = clock.now().getTime()
  const locks: WithdrawLock[] = []
  const consider = (kind: LockKind, since: Date | null) => {
    if (!since || since.getTime() <= lifted) return
    const until = since.getTime() + holdMs
    if (until > now) locks.push({ kind, until: new Date(until) })
  }
  consider('security', row.security_changed_at)
  consider('address', row.address_created_at)
  return locks.sort((a, b) => b.until.getTime() - a.until.getTime())[0] ?? null
}
