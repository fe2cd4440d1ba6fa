// Changing passwords: POST /user/forget (signed out) and /safe/update_password (signed in).
// Both prove control of the account with a code sent to it: a 'forget'-scene code for the login
// password, a 'pay_password'-scene one for the withdraw password (WIRE.md's /sms_mail scenes), so
// a code asked for one purpose cannot be spent on the other. Each change stamps
// security_changed_at (security.ts).
import type { PasswordKind } from '@wire/user'
import { requireSecondFactor } from './secondFactor'
import { checkCode, consumeCode } from './codeStore'
import type { AppContext } from '../context'
import { hashPassword } from '../infra/crypto/password'
import { AppError } from '../infra/appError'
import { resolveAccount, type AccountInput } from './accounts'
import { requireCodeFormat, requireNewPassword } from './credentials'
import { STAMP_SECURITY } from './security'
import { revokeUserSessions, type SessionUser } from './sessions'
import { findUserByKey } from '../infra/db/users'

export interface NewPasswordInput {
  code: string
  password: string
  repassword: string
}

/**
 * Sets a forgotten login password and signs the account out everywhere. An unknown account is
 * answered like a wrong code: forget codes are sent only to existing accounts (verification.ts),
 * so the answers do not tell which accounts exist.
 */
export async function resetPassword(
  ctx: AppContext,
  accountInput: AccountInput,
  input: NewPasswordInput,
  ip: string,
): Promise<void> {
  if ((await ctx.limiters.forgetPerIp.take(ip)) > 0) throw new AppError('too_many_requests')
  const account = resolveAccount(accountInput)
  requireNewPassword(input.password, input.repassword)
  requireCodeFormat(input.code)
  const codeId = await checkCode(ctx.db, ctx.clock, account.key, 'forget', input.code)
  const user = await findUserByKey(ctx.db, account.key)
  if (!user) throw new AppError('code_incorrect')
  const hash = await hashPassword(input.password, ctx.passwordCost)
  const ended = await ctx.db.tx(async (q) => {
    await consumeCode(q, ctx.clock, codeId)
    await q.query(`UPDATE users SET password_hash = $2, ${STAMP_SECURITY(3)} WHERE id = $1`, [
      user.id,
      hash,
      ctx.clock.now(),
    ])
    // Whoever knew the old password may hold a session: it ends with the old password.
    return revokeUserSessions(q, ctx.clock, user.id)
  })
  ctx.realtime.dropSessionSockets(user.id, ended)
  // The owner proved control of the account, so earlier failed guesses no longer count.
  await ctx.loginGuard.succeed(account.key)
}

export function passwordKind(type: string): PasswordKind {
  if (type === '' || type === 'login') return 'login'
  if (type === 'pay') return 'pay'
  throw new AppError('bad_request')
}

/**
 * Sets the login or the trade/withdraw password of the signed-in user. A new login password
 * ends the user's other sessions; the one making the change stays signed in.
 */
export async function updatePassword(
  ctx: AppContext,
  session: SessionUser,
  kind: PasswordKind,
  input: NewPasswordInput & { totpCode: string },
): Promise<void> {
  requireNewPassword(input.password, input.repassword)
  requireCodeFormat(input.code)
  const { user } = session
  const scene = kind === 'pay' ? 'pay_password' : 'forget'
  const codeId = await checkCode(ctx.db, ctx.clock, user.account_key, scene, input.code)
  await requireSecondFactor(ctx, user, input.totpCode)
  const hash = await hashPassword(input.password, ctx.passwordCost)
  const now = ctx.clock.now()
  const ended = await ctx.db.tx(async (q) => {
    await consumeCode(q, ctx.clock, codeId)
    if (kind === 'pay') {
      await q.query(`UPDATE users SET pay_password_hash = $2, ${STAMP_SECURITY(3)} WHERE id = $1`, [
        user.id,
        hash,
        now,
      ])
      return []
    }
    await q.query(`UPDATE users SET password_hash = $2, ${STAMP_SECURITY(3)} WHERE id = $1`, [
      user.id,
      hash,
      now,
    ])
    return revokeUserSessions(q, ctx.clock, user.id, session.tokenHash)
  })
  ctx.realtime.dropSessionSockets(user.id, ended)
}
