// Asking for the authenticator's code (issue 32 item 1). Once one is bound (safety/authenticator.ts
// binds and unbinds it), a code from it, or one of the recovery codes, each once, is asked at
// login, for a withdrawal, for either password, a phone number, the anti-phishing code and for
// unbinding it. Kept with the account it guards, beside the password, so that login and password
// changes need nothing of the safety screens.
import type { AppContext } from '../context'
import { AppError } from '../infra/appError'
import { sha256 } from '../infra/crypto/tokens'
import { totpStep } from '../infra/crypto/totp'
import type { UserRow } from '../infra/db/users'

// Crockford's base32 without I, L, O and U: nothing to misread when typed from paper.
export const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const RECOVERY_LENGTH = 10
const RECOVERY_FORMAT = new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_LENGTH}}$`)

const needsCode = () => new AppError('totp_required', undefined, 'error', { totp: true })

/** How a recovery code is kept: only its hash, salted with the user it belongs to. */
export const recoveryHash = (userId: number, code: string): string => sha256(`${userId}:${code}`)

/** What the user typed, as a code compares: no spaces or dashes, upper case. */
export const normalizedCode = (typed: string): string => typed.replace(/[\s-]/g, '').toUpperCase()

/**
 * Passes when the user has no authenticator bound, or `typed` is a code of it not taken before, or
 * one of their unused recovery codes (then used up). Five wrong codes in 15 minutes lock the
 * second factor for the rest of that window.
 */
export async function requireSecondFactor(
  ctx: AppContext,
  user: UserRow,
  typed: string,
): Promise<void> {
  if (!user.totp_secret) return
  const code = normalizedCode(typed)
  if (!code) throw needsCode()
  const key = String(user.id)
  if ((await ctx.limiters.secondFactor.retryAfter(key)) > 0) throw new AppError('totp_locked')
  const step = totpStep(user.totp_secret, code, ctx.clock)
  if (step !== null) {
    const taken = await ctx.db.query(
      `UPDATE users SET totp_last_step = $2
        WHERE id = $1 AND totp_secret IS NOT NULL
          AND (totp_last_step IS NULL OR totp_last_step < $2)
        RETURNING id`,
      [user.id, step],
    )
    if (taken.length > 0) return
    throw new AppError('totp_used', undefined, 'error', { totp: true })
  }
  if (RECOVERY_FORMAT.test(code)) {
    const used = await ctx.db.query(
      `UPDATE totp_recovery_codes SET used_at = $3
        WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL
        RETURNING user_id`,
      [user.id, recoveryHash(user.id, code), ctx.clock.now()],
    )
    if (used.length > 0) return
  }
  await ctx.limiters.secondFactor.hit(key)
  throw new AppError('totp_incorrect', undefined, 'error', { totp: true })
}
