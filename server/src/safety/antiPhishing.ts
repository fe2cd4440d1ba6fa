// The anti-phishing code (issue 32 item 3): a phrase the user chooses, which every code message
// (verification.ts codeText) and every opened message (messages.ts) then carries, so a message
// without it, or with another, is not ours. Setting it takes a security-scene code sent to the
// user's own account: whoever holds a stolen session alone cannot make phishing look genuine.
import { isAntiPhishingCode } from '@common/validate'
import type { AppContext } from '../context'
import { AppError } from '../infra/appError'
import {
  checkCode,
  consumeCode,
  requireCodeFormat,
  requireSecondFactor,
  type SessionUser,
} from '../identity/public'

export interface AntiPhishingInput {
  /** '' removes it */
  phrase: string
  code: string
  totpCode: string
}

/** Sets the phrase; whether one is set now. */
export async function setAntiPhishing(
  ctx: AppContext,
  { user }: SessionUser,
  input: AntiPhishingInput,
): Promise<boolean> {
  const value = input.phrase.trim()
  if (value !== '' && !isAntiPhishingCode(value)) throw new AppError('anti_phishing_invalid')
  requireCodeFormat(input.code)
  const codeId = await checkCode(ctx.db, ctx.clock, user.account_key, 'security', input.code)
  await requireSecondFactor(ctx, user, input.totpCode)
  await ctx.db.tx(async (q) => {
    await consumeCode(q, ctx.clock, codeId)
    await q.query('UPDATE users SET anti_phishing = $2 WHERE id = $1', [user.id, value || null])
  })
  return value !== ''
}
