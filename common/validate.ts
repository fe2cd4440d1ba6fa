// Form checks of SPEC §5. Shared with the server, which must reach the same verdict as the form,
// so every rule is a plain function of the string with nothing locale- or runtime-dependent.
import { hasSpecialChars } from './filter'

export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 12
export const CODE_LENGTH = 6

// Printable ASCII without the space: the symbols that survive the character filter stay allowed
// (so 'Pass@1.%' is fine), while non-ASCII letters are refused because not every keyboard the
// user later logs in from can type them.
const PASSWORD_CHARS = /^[\x21-\x7e]+$/

export function isPassword(s: string): boolean {
  return (
    s.length >= PASSWORD_MIN &&
    s.length <= PASSWORD_MAX &&
    PASSWORD_CHARS.test(s) &&
    !hasSpecialChars(s)
  )
}

/**
 * The symbols a password may hold, in ASCII order: what the form's hint names, derived from the
 * rule itself so the two cannot drift apart.
 */
export const PASSWORD_SYMBOLS: readonly string[] = Object.freeze(
  Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) => String.fromCharCode(0x21 + i)).filter(
    (c) => !/[A-Za-z0-9]/.test(c) && !hasSpecialChars(c),
  ),
)

/** The characters a password may not contain, each once, in the order typed ('abc<>12' -> '<', '>'). */
export function passwordBadChars(s: string): string[] {
  const bad = new Set<string>()
  for (const c of s) if (!PASSWORD_CHARS.test(c) || hasSpecialChars(c)) bad.add(c)
  return [...bad]
}

const CODE = new RegExp(`^[0-9]{${CODE_LENGTH}}$`)

export function isCode(s: string): boolean {
  return CODE.test(s)
}

export const ANTI_PHISHING_MIN = 4
export const ANTI_PHISHING_MAX = 20
// ASCII letters, digits and '_': it is repeated in SMS texts (whose alphabet may lack the rest) and
// has to be recognised at a glance, so nothing that looks like another character.
const ANTI_PHISHING = new RegExp(`^[A-Za-z0-9_]{${ANTI_PHISHING_MIN},${ANTI_PHISHING_MAX}}$`)

/** An anti-phishing code the user may set (issue 32 item 3). */
export function isAntiPhishingCode(s: string): boolean {
  return ANTI_PHISHING.test(s)
}

// The form the user types, not what the wire accepts: no sign, no exponent, no stray point.
const AMOUNT = /^(?:0|[1-9][0-9]*)(?:\.([0-9]+))?$/

/**
 * A positive amount with at most `places` decimals: 2 unless the coin says otherwise
 * (common/coins.ts), so '10', '0.5', '10.25'.
 */
export function isAmount(s: string, places = 2): boolean {
  const m = AMOUNT.exec(s)
  return m !== null && (m[1] ?? '').length <= places && /[1-9]/.test(s)
}

const EMAIL_MAX = 254
// Dot-atom local part as in RFC 5322 (what HTML's type=email also accepts), hostname labels of
// at most 63 characters, and a top-level domain of letters or an IDN 'xn--' label.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/

export function isEmail(s: string): boolean {
  if (s.length > EMAIL_MAX) return false
  const at = s.lastIndexOf('@')
  // RFC 5321 limits the local part separately from the whole address.
  return at > 0 && at <= 64 && EMAIL.test(s)
}

/** A national number: the area code is picked separately, so no '+', spaces or dashes. */
export function isPhone(s: string): boolean {
  return /^[0-9]{5,15}$/.test(s)
}

/** ASCII letters and digits only. */
export function isAlphanumeric(s: string): boolean {
  return /^[A-Za-z0-9]+$/.test(s)
}
