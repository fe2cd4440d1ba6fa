// Binding the authenticator, asking for it, and unbinding it (issue 32 item 1). Once bound, a
// code from it (or one of the recovery codes, each once) is asked at login, for a withdrawal, for
// either password, a phone number, the anti-phishing code and for unbinding it. Unbinding is a
// security change: withdrawals wait 24 h after it (withdraw/locks.ts), as after a new password.
import { randomInt } from 'node:crypto'
import { MINUTE } from '../clock'
import type { AppContext } from '../context'
import { AppError } from '../appError'
import { sha256 } from '../crypto/tokens'
import { siteConfig } from '../content/settings'
import { checkCode, consumeCode } from '../identity/codeStore'
import { requireCodeFormat } from '../identity/credentials'
import { STAMP_SECURITY } from '../identity/security'
import type { SessionUser } from '../identity/sessions'
import type { UserRow } from '../identity/users'
import { newTotpSecret, totpStep, totpUri } from './totp'

/** How long a key shown for binding may wait for its first code. */
const TOTP_SETUP_TTL_MS = 30 * MINUTE
const RECOVERY_CODES = 10
// Crockford's base32 without I, L, O and U: nothing to misread when typed from paper.
const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const RECOVERY_LENGTH = 10
const RECOVERY_FORMAT = new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_LENGTH}}$`)
/** The name authenticator apps list the account under when the site has none. */
const DEFAULT_ISSUER = 'TradeApp'

const needsCode = () => new AppError('totp_required', undefined, 'error', { totp: true })

/** A recovery code as shown: two groups of five ('7KQ2M-XD9TB'). */
function newRecoveryCode(): string {
  const chars = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(32)])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

const recoveryHash = (userId: number, code: string) => sha256(`${userId}:${code}`)

/** What the user typed, as a code compares: no spaces or dashes, upper case. */
const normalized = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase()

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
  const code = normalized(typed)
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

/** A new key to bind, kept as pending: its secret and the otpauth:// address to scan. */
export async function startTotpSetup(
  ctx: AppContext,
  { user }: SessionUser,
): Promise<{ secret: string; uri: string }> {
  if (user.totp_secret) throw new AppError('totp_already_bound')
  const secret = newTotpSecret()
  await ctx.db.query('UPDATE users SET totp_pending = $2, totp_pending_at = $3 WHERE id = $1', [
    user.id,
    secret,
    ctx.clock.now(),
  ])
  const issuer = (await siteConfig(ctx.db)).name || DEFAULT_ISSUER
  return { secret, uri: totpUri(secret, user.account, issuer) }
}

/**
 * Binds the pending key once the app shows its code and a security code proves the account's
 * owner asks; the recovery codes, shown this once (only their hashes are kept).
 */
export async function bindTotp(
  ctx: AppContext,
  { user }: SessionUser,
  totpCode: string,
  emailCode: string,
): Promise<string[]> {
  if (user.totp_secret) throw new AppError('totp_already_bound')
  const pending = user.totp_pending
  const madeAt = user.totp_pending_at?.getTime() ?? 0
  if (!pending || ctx.clock.now().getTime() - madeAt > TOTP_SETUP_TTL_MS) {
    throw new AppError('totp_setup_expired')
  }
  requireCodeFormat(emailCode)
  const codeId = await checkCode(ctx.db, ctx.clock, user.account_key, 'security', emailCode)
  const step = totpStep(pending, normalized(totpCode), ctx.clock)
  if (step === null) throw new AppError('totp_incorrect', undefined, 'error', { totp: true })
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode)
  await ctx.db.tx(async (q) => {
    await consumeCode(q, ctx.clock, codeId)
    const bound = await q.query(
      `UPDATE users SET totp_secret = totp_pending, totp_bound_at = $3, totp_last_step = $4,
                        totp_pending = NULL, totp_pending_at = NULL
        WHERE id = $1 AND totp_pending = $2 AND totp_secret IS NULL
        RETURNING id`,
      [user.id, pending, ctx.clock.now(), step],
    )
    if (bound.length === 0) throw new AppError('totp_setup_expired')
    await q.query('DELETE FROM totp_recovery_codes WHERE user_id = $1', [user.id])
    await q.query(
      `INSERT INTO totp_recovery_codes (user_id, code_hash)
       SELECT $1, unnest($2::text[])`,
      [user.id, codes.map((c) => recoveryHash(user.id, normalized(c)))],
    )
  })
  return codes
}

/** Unbinds with a code of it (or a recovery code); withdrawals then wait 24 h. */
export async function unbindTotp(
  ctx: AppContext,
  { user }: SessionUser,
  typed: string,
): Promise<void> {
  if (!user.totp_secret) throw new AppError('totp_not_bound')
  await requireSecondFactor(ctx, user, typed)
  await ctx.db.tx(async (q) => {
    await q.query(
      `UPDATE users SET totp_secret = NULL, totp_bound_at = NULL, totp_last_step = NULL,
                        ${STAMP_SECURITY(2)}
        WHERE id = $1`,
      [user.id, ctx.clock.now()],
    )
    await q.query('DELETE FROM totp_recovery_codes WHERE user_id = $1', [user.id])
  })
}
