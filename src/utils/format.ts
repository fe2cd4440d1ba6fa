// Number display helpers (SPEC §9). Amounts arrive as decimal strings (WIRE.md) and are only ever
// cut as strings: going through a float would turn '0.29' into 0.28999… and a floor would then
// show 0.28. Display floors toward zero rather than rounding, so a balance is never overstated.
// What is shown is written the active language's way (common/numberText.ts): `fixed` alone stays
// plain text, for fields and anything read back as a number.
import type { Lang } from '@wire/lang'
import { parseDecimal, renderDecimal, type DecimalParts } from '@common/decimalText'
import type { Rounding } from '@common/decimal'
import {
  NUMBER_SYMBOLS,
  localiseNumber,
  moneyText,
  placesText,
  type NumberSymbols,
} from '@common/numberText'

let symbols: NumberSymbols = NUMBER_SYMBOLS.en

/** Called when the language changes; screens re-render through useT. */
export function setNumberLocale(lang: Lang): void {
  symbols = NUMBER_SYMBOLS[lang]
}

const localise = (plain: string, grouped: boolean): string =>
  localiseNumber(plain, grouped, symbols)

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

/** Truncated (not rounded) to `precision` decimals and zero-padded; plain text ('1234.50'). */
export function fixed(value: unknown, precision = 2): string {
  const d = parseDecimal(value)
  if (!d) return INVALID
  // A bad precision is a caller bug, but throwing inside a render would blank the whole screen.
  const places = Number.isFinite(precision) ? Math.max(0, Math.trunc(precision)) : 2
  return cut(d, places)
}

/**
 * SPEC §9: above a million as M, above a thousand as K (1 decimal), otherwise 4 decimals; grouped
 * like every other figure, so a volume of 2,274.9M reads as one.
 */
export function compact(value: unknown): string {
  const d = parseDecimal(value)
  if (!d) return localise(INVALID, false)
  if (absAbove(d, 1_000_000n)) return `${localise(cut(shiftDown(d, 6), 1), true)}M`
  if (absAbove(d, 1_000n)) return `${localise(cut(shiftDown(d, 3), 1), true)}K`
  return localise(cut(d, 4), true)
}

/**
 * The separator formatter: prices, balances and amounts with the language's group and decimal
 * marks, `places` decimals (the symbol's or the coin's; 2 unless said): '1,234,567.89', '1.234,50'.
 * Toward zero unless `rounding` says 'up' (away from zero), for a limit whose safe side is above
 * (common/numberText, which the server's messages use too).
 */
export function thousands(value: unknown, places = 2, rounding: Rounding = 'down'): string {
  return placesText(value, places, symbols, rounding)
}

/** Separators, and the decimals the value came with: a rate of '20' reads '20', '20.5' '20.5'. */
export function grouped(value: unknown): string {
  const d = parseDecimal(value)
  if (!d) return localise(INVALID, false)
  return localise(renderDecimal(d.negative, d.int, d.frac), true)
}

/**
 * Money, wherever it is shown, sentences included ("You pay {{total}} {{coin}}"): separators, at
 * least 2 decimals and every decimal it holds beyond them, so 0.12345678 BTC is not shown as 0.12
 * and 179.5 USDT reads '179.50' (common/numberText, which the server's messages use too). With the
 * coin's `places` (coinPlaces), none past them, cut toward zero: 811.098 USDT reads '811.09'.
 */
export function balance(value: unknown, places?: number): string {
  return moneyText(value, symbols, places)
}

/** Between 2 and 4 decimals, no separators: '1.50', '1.2345'. */
export function upTo4(value: unknown): string {
  const d = parseDecimal(value)
  if (!d) return localise(INVALID, false)
  const frac = d.frac.slice(0, 4).replace(/0+$/, '').padEnd(2, '0')
  return localise(renderDecimal(d.negative, d.int, frac), false)
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
  return `${sign}${localise(text, false)}%`
}
