// Freezing an account (SPEC §4: accounts with money laundering are frozen). A frozen account
// still signs in and reads everything of its own, so its owner can see what they hold and is told
// why when they try to move money; what moves money calls requireNotFrozen first.
import type { OpsFreezeResult } from '@wire/certification'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { findUserByKey } from '../infra/db/users'
import { accountKeyOf } from '../ops/accountKey'
import { audit } from '../infra/audit/audit'

/**
 * Refuses a frozen account: "This account is frozen. Please contact customer service." Call it
 * inside the transaction that moves the money: the share lock makes a freeze wait for money
 * already on its way and every later call see it, so once /ops/freeze answers nothing moves.
 */
export async function requireNotFrozen(q: Queryable, userId: number): Promise<void> {
  const [user] = await q.query<{ frozen: boolean }>(
    'SELECT frozen FROM users WHERE id = $1 FOR SHARE',
    [userId],
  )
  if (!user || user.frozen) throw new AppError('account_frozen')
}

/** Freezes or unfreezes the account in transaction `q`, with its audit row. */
export async function opsFreeze(
  q: Queryable,
  clock: Clock,
  account: string,
  frozen: boolean,
): Promise<OpsFreezeResult> {
  const user = await findUserByKey(q, accountKeyOf(account))
  if (!user) throw new AppError('account_not_found')
  await q.query('UPDATE users SET frozen = $2 WHERE id = $1', [user.id, frozen])
  await audit(q, clock, frozen ? 'freeze' : 'unfreeze', user.account_key, {
    user_id: user.id,
    was_frozen: user.frozen,
  })
  return { account: user.account_key, frozen }
}
