// Number display helpers (SPEC §9). Amounts arrive as decimal strings (WIRE.md) and are only ever
// cut as strings: going through a float would turn '0.29' into 0.28999… and a floor would then
// show 0.28. Display floors toward zero rather than rounding, so a balance is never overstated.
import { parseDecimal, renderDecimal, type DecimalParts } from '@common/decimalText'

/** Cuts to exactly `places` decimals, toward zero. */
function cut(d: DecimalParts, places: number): string {
  return renderDecimal(d.negative, d.int, d.frac.slice(0, places).padEnd(places, '0'))
}

/** Divides by 10^places by moving the point. */
function shiftDown(d: DecimalParts, places: number): DecimalParts {
  const int = d.int.padStart(places + 1, '0')
  const at = int.length - places
  return {
    negative: d.negative,
    int: int.slice(0, at).replace(/^0+/, '') || '0',
    frac: (int.slice(at) + d.frac).replace(/0+$/, ''),
  }
}

/** |d| > limit, for an integer limit. */
function absAbove(d: DecimalParts, limit: bigint): boolean {
  const int = BigInt(d.int)
  return int > limit || (int === limit && d.frac !== '')
}

const INVALID = '0.00'

/** Truncated (not rounded) to `precision` decimals and zero-padded. */
export function fixed(value: unknown, precision = 2): string {
  const d = parseDecimal(value)
  if (!d) return INVALID
  // A bad precision is a caller bug, but throwing inside a render would blank the whole screen.
  const places = Number.isFinite(precision) ? Math.max(0, Math.trunc(precision)) : 2
  return cut(d, places)
}

/** SPEC §9: above a million as M, above a thousand as K (1 decimal), otherwise 4 decimals. */
export function compact(value: unknown): string {
  const d = parseDecimal(value)
  if (!d) return INVALID
  if (absAbove(d, 1_000_000n)) return `${cut(shiftDown(d, 6), 1)}M`
  if (absAbove(d, 1_000n)) return `${cut(shiftDown(d, 3), 1)}K`
  return cut(d, 4)
}

/** Thousands separators and 2 decimals: '1,234,567.89'. */
export function thousands(value: unknown): string {
  const d = parseDecimal(value)
  if (!d) return INVALID
  const [int, frac = ''] = cut({ ...d, negative: false }, 2).split('.')
  const groups: string[] = []
  for (let end = int.length; end > 0; end -= 3) groups.unshift(int.slice(Math.max(0, end - 3), end))
  return renderDecimal(d.negative, groups.join(','), frac)
}

/** Between 2 and 4 decimals, no separators: '1.50', '1.2345'. */
export function upTo4(value: unknown): string {
  const d = parseDecimal(value)
  if (!d) return INVALID
  const frac = d.frac.slice(0, 4).replace(/0+$/, '').padEnd(2, '0')
  return renderDecimal(d.negative, d.int, frac)
}

export type PriceTrend = 'up' | 'flat' | 'down'

/** Sign of a change; anything unreadable counts as no change. */
export function priceTrend(value: unknown): PriceTrend {
  const d = parseDecimal(value)
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
