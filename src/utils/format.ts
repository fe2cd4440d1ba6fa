// Number display helpers (SPEC §9). Amounts arrive as decimal strings (WIRE.md) and are only ever
// cut as strings: going through a float would turn '0.29' into 0.28999… and a floor would then
// show 0.28. Display floors toward zero rather than rounding, so a balance is never overstated.

/** A parsed decimal: `int` has no leading zeros (at least '0'), `frac` no trailing zeros. */
interface Decimal {
  negative: boolean
  int: string
  frac: string
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/

// A string such as '1e999999999' is a valid number in form but would expand to a billion digits.
// Doubles never print exponents beyond ±324, so this bound loses nothing real.
const MAX_EXPONENT = 1000

function parse(value: unknown): Decimal | null {
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

function render(negative: boolean, int: string, frac: string): string {
  const sign = negative && !isZero(int, frac) ? '-' : ''
  return frac === '' ? sign + int : `${sign}${int}.${frac}`
}

/** Cuts to exactly `places` decimals, toward zero. */
function cut(d: Decimal, places: number): string {
  return render(d.negative, d.int, d.frac.slice(0, places).padEnd(places, '0'))
}

/** Divides by 10^places by moving the point. */
function shiftDown(d: Decimal, places: number): Decimal {
  const int = d.int.padStart(places + 1, '0')
  const at = int.length - places
  return {
    negative: d.negative,
    int: int.slice(0, at).replace(/^0+/, '') || '0',
    frac: (int.slice(at) + d.frac).replace(/0+$/, ''),
  }
}

/** |d| > limit, for an integer limit. */
function absAbove(d: Decimal, limit: bigint): boolean {
  const int = BigInt(d.int)
  return int > limit || (int === limit && d.frac !== '')
}

const INVALID = '0.00'

/**
 * Canonical plain decimal text ('-12.5', '0.00001', '1500000000000000000000'), or null when the
 * value is not a finite number written in plain or exponent notation.
 */
export function toPlain(value: unknown): string | null {
  const d = parse(value)
  return d && render(d.negative, d.int, d.frac)
}

/** Truncated (not rounded) to `precision` decimals and zero-padded. */
export function fixed(value: unknown, precision = 2): string {
  const d = parse(value)
  if (!d) return INVALID
  // A bad precision is a caller bug, but throwing inside a render would blank the whole screen.
  const places = Number.isFinite(precision) ? Math.max(0, Math.trunc(precision)) : 2
  return cut(d, places)
}

/** SPEC §9: above a million as M, above a thousand as K (1 decimal), otherwise 4 decimals. */
export function compact(value: unknown): string {
  const d = parse(value)
  if (!d) return INVALID
  if (absAbove(d, 1_000_000n)) return `${cut(shiftDown(d, 6), 1)}M`
  if (absAbove(d, 1_000n)) return `${cut(shiftDown(d, 3), 1)}K`
  return cut(d, 4)
}

/** Thousands separators and 2 decimals: '1,234,567.89'. */
export function thousands(value: unknown): string {
  const d = parse(value)
  if (!d) return INVALID
  const [int, frac = ''] = cut({ ...d, negative: false }, 2).split('.')
  const groups: string[] = []
  for (let end = int.length; end > 0; end -= 3) groups.unshift(int.slice(Math.max(0, end - 3), end))
  return render(d.negative, groups.join(','), frac)
}

/** Between 2 and 4 decimals, no separators: '1.50', '1.2345'. */
export function upTo4(value: unknown): string {
  const d = parse(value)
  if (!d) return INVALID
  const frac = d.frac.slice(0, 4).replace(/0+$/, '').padEnd(2, '0')
  return render(d.negative, d.int, frac)
}

export type PriceTrend = 'up' | 'flat' | 'down'

/** Sign of a change; anything unreadable counts as no change. */
export function priceTrend(value: unknown): PriceTrend {
  const d = parse(value)
  if (!d || (d.int === '0' && d.frac === '')) return 'flat'
  return d.negative ? 'down' : 'up'
}

export const PRICE_COLORS: Readonly<Record<PriceTrend, string>> = Object.freeze({
  up: '#0ecb81',
  flat: '#8a8d99',
  down: '#f6465d',
})

export function priceColor(value: unknown): string {
  return PRICE_COLORS[priceTrend(value)]
}

/** A change rate in percent, signed, 2 decimals: '+1.23%', '-0.50%', '0.00%'. */
export function changeRate(value: unknown): string {
  const text = fixed(value, 2)
  const sign = priceTrend(text) === 'up' ? '+' : ''
  return `${sign}${text}%`
}
