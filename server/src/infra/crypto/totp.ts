// The authenticator second factor (issue 32 item 1): RFC 6238 time-based codes, 6 digits every
// 30 s, SHA-1 (what every authenticator app reads from an otpauth:// address), computed by the
// otpauth library. A code is accepted one step either side of now (clock drift) and at most once:
// a step is spent when a code of it is taken, so a code seen over a shoulder cannot be replayed.
import { Secret, TOTP } from 'otpauth'
import type { Clock } from '../clock'

export const TOTP_PERIOD_S = 30
const TOTP_DIGITS = 6
/** Steps either side of now a code may come from (RFC 6238 §5.2 recommends at most one). */
const TOTP_WINDOW = 1
/** Bytes of a new key: 160 bits, as RFC 4226 §4 recommends for HMAC-SHA-1. */
const SECRET_BYTES = 20

export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32
}

function totpOf(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  })
}

/** The otpauth:// address an authenticator app scans (as a QR code) or is given by hand. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return totpOf(secret, account, issuer).toString()
}

/** The 30 s step `code` belongs to, or null when it matches none within the window. */
export function totpStep(secret: string, code: string, clock: Clock): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null
  const timestamp = clock.now().getTime()
  const delta = totpOf(secret).validate({ token: code, timestamp, window: TOTP_WINDOW })
  if (delta === null) return null
  return Math.floor(timestamp / 1000 / TOTP_PERIOD_S) + delta
}

/** The code of `secret` at the clock's time (tests and the operator's checks). */
export function totpCode(secret: string, clock: Clock): string {
  return totpOf(secret).generate({ timestamp: clock.now().getTime() })
}
