// Money arithmetic: decimal.js with room for any amount the app can hold (the default 20
// significant digits would round a large balance silently), and one way of writing amounts out.
import { MONEY_PLACES } from '@common/tradeRules'
import DecimalJs from 'decimal.js'

export const Decimal = DecimalJs.clone({ precision: 64, rounding: DecimalJs.ROUND_HALF_UP })
export type Decimal = DecimalJs

/** What a database numeric or a decimal string becomes for arithmetic. */
export const dec = (value: string | Decimal): Decimal => new Decimal(value)

/**
 * An amount as the wire shows it: exact, with at least two decimals ('90.00', '0.123'), never in
 * exponent notation.
 */
export function formatAmount(value: string | Decimal): string {
  const d = dec(value)
  return d.toFixed(Math.max(MONEY_PLACES, d.decimalPlaces()))
}

/** A numeric as written, without exponent and trailing zeros ('20', '0.001', '97123.4'). */
export function formatPlain(value: string | Decimal): string {
  return dec(value).toFixed()
}
