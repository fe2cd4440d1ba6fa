// The reference a user quotes with a bank deposit, so the operator can tell whose money a line of
// the bank statement is. Derived from the user's id alone: it never changes, needs no storage, and
// the operator reads it back to the account (referenceUserId) without asking the server. Payers
// type it into forms that strip punctuation and mix up letters, so it is letters and digits of
// Crockford's base32 (no I, L, O, U) with a check character that catches any one mistyped
// character and most swapped neighbours (Luhn mod 32).

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const BASE = ALPHABET.length
const PREFIX = 'DEP'
/** Short enough to read out, long enough for a billion users before it grows by one. */
const BODY_LENGTH = 6

function checkOf(body: string): string {
  let sum = 0
  let factor = 2
  for (let i = body.length - 1; i >= 0; i--) {
    const product = factor * ALPHABET.indexOf(body[i])
    sum += Math.floor(product / BASE) + (product % BASE)
    factor = factor === 2 ? 1 : 2
  }
  return ALPHABET[(BASE - (sum % BASE)) % BASE]
}

/** The reference of user `userId` (a positive safe integer), e.g. DEP00001AX. */
export function depositReference(userId: number): string {
  if (!Number.isSafeInteger(userId) || userId <= 0) throw new RangeError(`user id ${userId}`)
  let body = ''
  for (let n = userId; n > 0; n = Math.floor(n / BASE)) body = ALPHABET[n % BASE] + body
  body = body.padStart(BODY_LENGTH, '0')
  return PREFIX + body + checkOf(body)
}

/**
 * Whose reference `text` is, as a payer may have written it (any case, spaces or dashes, O for 0,
 * I or L for 1); undefined when it is no reference or its check character does not match.
 */
export function referenceUserId(text: string): number | undefined {
  const plain = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  const match = /^DEP([0-9A-Z]{6,11})([0-9A-Z])$/.exec(plain)
  if (!match || [...match[1], match[2]].some((c) => !ALPHABET.includes(c))) return undefined
  const [, body, check] = match
  if (checkOf(body) !== check) return undefined
  let id = 0
  for (const c of body) id = id * BASE + ALPHABET.indexOf(c)
  return id > 0 && Number.isSafeInteger(id) ? id : undefined
}
