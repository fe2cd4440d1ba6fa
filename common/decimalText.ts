// Reading and writing decimal text without floating point: what the app's formatters cut for
// display and what the shared money arithmetic (decimal.ts) computes on. Numbers, bigints and
// strings in plain or exponent notation are accepted, because wire amounts come in all three.

/** A parsed decimal: `int` has no leading zeros (at least '0'), `frac` no trailing zeros. */
export interface DecimalParts {
  negative: boolean
  int: string
  frac: string
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/

// A string such as '1e999999999' is a valid number in form but would expand to a billion digits.
// Doubles never print exponents beyond ±324, so this bound loses nothing real.
const MAX_EXPONENT = 1000

export function parseDecimal(value: unknown): DecimalParts | null {
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    // String(n) gives the shortest text that round-trips, which is the value the sender meant.
    text = String(value)
  } else if (typeof value === 'bigint') {
    text = value.toString()
  } else if (typeof value === 'string') {
    text = value.trim()
  } else {
    return null
  }
  const match = DECIMAL.exec(text)
  if (!match) return null
  const [, sign, intDigits = '', fracDigits = '', exponent] = match
  if (intDigits === '' && fracDigits === '') return null
  const shift = exponent === undefined ? 0 : Number(exponent)
  if (!(Math.abs(shift) <= MAX_EXPONENT)) return null

  let digits = intDigits + fracDigits
  let point = intDigits.length + shift
  if (point < 0) {
    digits = '0'.repeat(-point) + digits
    point = 0
  } else if (point > digits.length) {
    digits += '0'.repeat(point - digits.length)
  }
  const int = digits.slice(0, point).replace(/^0+/, '') || '0'
  const frac = digits.slice(point).replace(/0+$/, '')
  return { negative: sign === '-' && !isZero(int, frac), int, frac }
}

function isZero(int: string, frac: string): boolean {
  return /^0*$/.test(int) && /^0*$/.test(frac)
}

export function renderDecimal(negative: boolean, int: string, frac: string): string {
  const sign = negative && !isZero(int, frac) ? '-' : ''
  return frac === '' ? sign + int : `${sign}${int}.${frac}`
}

/**
 * Canonical plain decimal text ('-12.5', '0.00001', '1500000000000000000000'), or null when the
 * value is not a finite number written in plain or exponent notation.
 */
export function toPlain(value: unknown): string | null {
  const d = parseDecimal(value)
  return d && renderDecimal(d.negative, d.int, d.frac)
}
