// Exact decimal arithmetic for the money rules both sides apply (tradeRules.ts): BigInt on scaled
// integers, never floating point, so the fee the app shows before an order is the fee the server
// charges, to the cent.
import { toPlain } from './decimalText'

/** A decimal as integer units of 10^-scale. */
interface Scaled {
  units: bigint
  scale: number
}

function parse(value: unknown): Scaled | null {
  const plain = toPlain(value)
  if (plain === null) return null
  const negative = plain.startsWith('-')
  const [int, frac = ''] = plain.replace('-', '').split('.')
  const units = BigInt(int + frac) * (negative ? -1n : 1n)
  return { units, scale: frac.length }
}

function align(a: Scaled, b: Scaled): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale)
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale), scale]
}

function render({ units, scale }: Scaled): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0')
  const int = digits.slice(0, digits.length - scale)
  const frac = scale > 0 ? `.${digits.slice(digits.length - scale)}` : ''
  return `${negative && units !== 0n ? '-' : ''}${int}${frac}`
}

export type Rounding = 'down' | 'halfUp' | 'up'

/**
 * To exactly `places` decimals: 'down' toward zero, 'up' away from zero, 'halfUp' away from zero
 * at a half.
 */
function rescale(d: Scaled, places: number, rounding: Rounding): Scaled {
  if (d.scale <= places) return { units: d.units * 10n ** BigInt(places - d.scale), scale: places }
  const factor = 10n ** BigInt(d.scale - places)
  let units = d.units / factor // truncates toward zero
  const rest = (d.units < 0n ? -d.units : d.units) % factor
  const away = rounding === 'up' ? rest > 0n : rounding === 'halfUp' && rest * 2n >= factor
  if (away) units += d.units < 0n ? -1n : 1n
  return { units, scale: places }
}

function need(value: unknown): Scaled {
  const d = parse(value)
  if (!d) throw new Error(`not a decimal: ${String(value)}`)
  return d
}

export function add(a: unknown, b: unknown): string {
  const [x, y, scale] = align(need(a), need(b))
  return render({ units: x + y, scale })
}

export function sub(a: unknown, b: unknown): string {
  const [x, y, scale] = align(need(a), need(b))
  return render({ units: x - y, scale })
}

export function mul(a: unknown, b: unknown): string {
  const x = need(a)
  const y = need(b)
  return render({ units: x.units * y.units, scale: x.scale + y.scale })
}

/** a / b to `places` decimals, rounded toward zero. */
export function divDown(a: unknown, b: unknown, places: number): string {
  const [x, y] = align(need(a), need(b))
  if (y === 0n) throw new Error('division by zero')
  return render({ units: (x * 10n ** BigInt(places)) / y, scale: places })
}

/** a / b to `places` decimals, rounded away from zero (a and b positive). */
export function divUp(a: unknown, b: unknown, places: number): string {
  const down = divDown(a, b, places)
  if (compare(mul(down, b), a) === 0) return down
  return add(down, places === 0 ? '1' : `0.${'0'.repeat(places - 1)}1`)
}

export function round(value: unknown, places: number, rounding: Rounding): string {
  return render(rescale(need(value), places, rounding))
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compare(a: unknown, b: unknown): -1 | 0 | 1 {
  const [x, y] = align(need(a), need(b))
  return x < y ? -1 : x > y ? 1 : 0
}
