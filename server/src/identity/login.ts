// POST /user/login. Unknown account and wrong password get the same answer in the same time. A
// sign-in from a device the account has never used writes the user a message saying where from.
import type { AppContext } from '../context'
import { dummyPasswordHash, verifyPassword } from '../infra/crypto/password'
import { AppError } from '../infra/appError'
import { resolveAccount, type AccountInput } from './accounts'
import { verifyCaptcha } from './captcha'
import { notify, type StoredMessage } from '../messages/public'
import { requireSecondFactor } from './secondFactor'
import { createSession, isNewDevice, type SessionClient } from './sessions'
import { findUserByKey } from '../infra/db/users'

export interface LoginInput {
  account: AccountInput
  password: string
  captchaKey: string
  captcha: string
  /** the authenticator's code, once one is bound */
  totpCode: string
  client: SessionClient
}

const withCaptcha = { captcha: true }

export interface SignedIn {
  token: string
  /** the new-device message, for the caller to push once committed */
  notice?: StoredMessage
}

export async function login(ctx: AppContext, input: LoginInput): Promise<SignedIn> {
  if ((await ctx.limiters.loginPerIp.take(input.client.ip)) > 0)
    throw new AppError('too_many_requests')

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
  // only after the right password: a guesser learns nothing of the second factor
  await requireSecondFactor(ctx, user, input.totpCode)
  await guard.succeed(account.key)
  const { client } = input
  let notice: StoredMessage | undefined
  const token = await ctx.db.tx(async (q) => {
    if (await isNewDevice(q, user.id, client)) {
      const vars = {
        device: client.device || '-',
        platform: `platform_${client.platform}`,
        ip: client.ip,
      }
      notice = await notify(q, ctx.clock, user.id, 'new_login', vars)
    }
    return createSession(q, ctx.clock, user.id, client)
  })
  return { token, notice }
}
