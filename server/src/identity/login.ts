// POST /user/login. Unknown account and wrong password get the same answer in the same time.
import type { AppContext } from '../context'
import { dummyPasswordHash, verifyPassword } from '../crypto/password'
import { AppError } from '../appError'
import { resolveAccount, type AccountInput } from './accounts'
import { verifyCaptcha } from './captcha'
import { createSession } from './sessions'
import { findUserByKey } from './users'

export interface LoginInput {
  account: AccountInput
  password: string
  captchaKey: string
  captcha: string
  ip: string
}

const withCaptcha = { captcha: true }

/** Returns the new session's token. */
export async function login(ctx: AppContext, input: LoginInput): Promise<string> {
  if ((await ctx.limiters.loginPerIp.take(input.ip)) > 0) throw new AppError('too_many_requests')

  const account = resolveAccount(input.account)
  const guard = ctx.loginGuard
  const locked = await guard.lockedFor(account.key)
  if (locked > 0) throw new AppError('login_locked', { minutes: Math.ceil(locked / 60_000) })

  if (await guard.needsCaptcha(account.key)) {
    if (!input.captchaKey || !input.captcha) {
      throw new AppError('captcha_required', undefined, 'error', withCaptcha)
    }
    if (!(await verifyCaptcha(ctx, input.captchaKey, input.captcha))) {
      throw new AppError('captcha_incorrect', undefined, 'error', withCaptcha)
    }
  }

  const user = await findUserByKey(ctx.db, account.key)
  const valid = await verifyPassword(
    input.password,
    user?.password_hash ?? (await dummyPasswordHash(ctx.passwordCost)),
  )
  if (!user || !valid) {
    const captcha = await guard.fail(account.key)
    throw new AppError('login_failed', undefined, 'error', captcha ? withCaptcha : undefined)
  }
  await guard.succeed(account.key)
  return createSession(ctx.db, ctx.clock, user.id)
}
