// Prices and quantities are counted in integer units of their last decimal (a price of 60000.12
// with two decimals is 6000012 ticks), so no float ever rounds them. These turn counts into the
// decimal strings the wire carries.
import Decimal from 'decimal.js'

// Called for every tick; see hash.ts on globals inside a vm context.
const isSafeInteger = Number.isSafeInteger

/** `units` x 10^-decimals as a decimal string with exactly `decimals` decimals. */
export function formatUnits(units: number | bigint, decimals: number): string {
  if (typeof units === 'number' && !isSafeInteger(units)) {
    throw new RangeError(`not a safe integer count: ${units}`)
  }
  const negative = units < 0
  const digits = (negative ? -units : units).toString()
  const sign = negative ? '-' : ''
  if (decimals === 0) return sign + digits
  const padded = digits.padStart(decimals + 1, '0')
  return `${sign}${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`
}

/** A decimal string back to its integer count of 10^-decimals units (exact, or it throws). */
export function parseUnits(value: string, decimals: number): number {
  const units = new Decimal(value).times(new Decimal(10).pow(decimals))
  if (!units.isInteger()) throw new RangeError(`${value} has more than ${decimals} decimals`)
  return units.toNumber()
}

/** Signed percent change with two decimals: '+1.23', '-0.50', '0.00'. */
export function percentChange(from: Decimal.Value, to: Decimal.Value): string {
  const base = new Decimal(from)
  if (base.isZero()) return '0.00'
  const text = new Decimal(to).minus(base).div(base).times(100).toFixed(2)
  if (/^-?0\.00$/.test(text)) return '0.00'
  return text.startsWith('-') ? text : `+${text}`
}

/** price x amount, rounded to `decimals`. */
export function product(price: Decimal.Value, amount: Decimal.Value, decimals = 2): string {
  return new Decimal(price).times(amount).toFixed(decimals)
}
