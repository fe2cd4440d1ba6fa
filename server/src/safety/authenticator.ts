// Binding the authenticator and unbinding it (issue 32 item 1); asking for its code is the
// account's (identity/secondFactor.ts). Unbinding is a security change: withdrawals wait 24 h
// after it (wallet/holds.ts), as after a new password.
import { randomInt } from 'node:crypto'
import { MINUTE } from '../infra/clock'
import type { AppContext } from '../context'
import { AppError } from '../infra/appError'
import { siteConfig } from '../content/public'
import {
  checkCode,
  consumeCode,
  normalizedCode,
  RECOVERY_ALPHABET,
  RECOVERY_LENGTH,
  recoveryHash,
  requireCodeFormat,
  requireSecondFactor,
  type SessionUser,
  STAMP_SECURITY,
} from '../identity/public'
import { newTotpSecret, totpStep, totpUri } from '../infra/crypto/totp'

/** How long a key shown for binding may wait for its first code. */
const TOTP_SETUP_TTL_MS = 30 * MINUTE
const RECOVERY_CODES = 10
/** The name authenticator apps list the account under when the site has none. */
const DEFAULT_ISSUER = 'TradeApp'

/** A recovery code as shown: two groups of five ('7KQ2M-XD9TB'). */
function newRecoveryCode(): string {
  const chars = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(32)])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
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
  const step = totpStep(pending, normalizedCode(totpCode), ctx.clock)
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
      [user.id, codes.map((c) => recoveryHash(user.id, normalizedCode(c)))],
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
