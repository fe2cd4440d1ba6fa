// Refusing a withdrawal while a 24 h lock holds, and the operator's lift, which ends every lock
// that started at or before it. Which lock holds is the wallet's (wallet/holds.ts): its screen
// shows when withdrawals open.
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { findUserByKey } from '../infra/db/users'
import { accountKeyOf } from '../ops/accountKey'
import { audit } from '../infra/audit/audit'
import type { WithdrawLock } from '../wallet/public'

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
