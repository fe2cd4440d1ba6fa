// The 24 h withdrawal locks (DESIGN §5, WIRE.md "Pinned / Money"): after a security change, and
// after an address is added to the book, withdrawals wait, so someone who has taken over an account
// cannot empty it before the owner notices. Each lock counts from the time it started; the
// operator's lift (users.withdraw_lock_lifted_at) ends every lock that started at or before it.
import type { Clock } from '../clock'
import type { Queryable } from '../db/client'
import { AppError } from '../appError'
import { findUserByKey } from '../identity/users'
import { accountKeyOf } from '../identity/accountKey'
import { audit } from '../audit/audit'

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

/** Refuses with the lock's own text, saying when withdrawals open. */
export function refuseLocked(lock: WithdrawLock): never {
  // UTC, minutes: the same words in every language and on every server
  const time = `${lock.until.toISOString().slice(0, 16).replace('T', ' ')} UTC`
  throw new AppError(
    lock.kind === 'security' ? 'withdraw_locked_security' : 'withdraw_locked_address',
    {
      time,
    },
  )
}

/** The operator's lift (POST /ops/withdraw-lock/lift), audited; `q` a transaction. */
export async function opsLiftWithdrawLocks(
  q: Queryable,
  clock: Clock,
  account: string,
): Promise<{ account: string; lifted_at: string }> {
  const user = await findUserByKey(q, accountKeyOf(account))
  if (!user) throw new AppError('account_not_found')
  const now = clock.now()
  await q.query('UPDATE users SET withdraw_lock_lifted_at = $2 WHERE id = $1', [user.id, now])
  await audit(q, clock, 'withdraw_lock_lift', user.account_key, {
    user_id: user.id,
    security_changed_at: user.security_changed_at?.toISOString() ?? null,
  })
  return { account: user.account_key, lifted_at: now.toISOString() }
}
