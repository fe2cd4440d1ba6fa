// How each app language writes a number with Latin digits (CLDR, as Intl.NumberFormat gives them
// with numberingSystem 'latn'), and the one way money is written with them: the app's screens and
// messages (src/utils/format.ts) and the server's messages (server/src/infra/i18n) both call moneyText,
// so "51.00 USDT" on a page is "51.00 USDT" in the sentence under it. A table rather than Intl:
// WeChat and Hermes ship without full Intl, and a price must read the same on every target. Latin
// digits everywhere, Arabic included: prices are compared digit by digit, and exchange apps in
// Arabic show them so.
import type { Lang } from '@wire/lang'
import { round, type Rounding } from './decimal'
import { parseDecimal, renderDecimal } from './decimalText'

export interface NumberSymbols {
  /** between groups of the integer part */
  group: string
  /** before the fraction */
  decimal: string
  /** digits in the first group from the right, and in every group after it (12,34,567 in Hindi) */
  primary: number
  secondary: number
}

const COMMA_POINT: NumberSymbols = { group: ',', decimal: '.', primary: 3, secondary: 3 }
const POINT_COMMA: NumberSymbols = { group: '.', decimal: ',', primary: 3, secondary: 3 }
const INDIAN: NumberSymbols = { group: ',', decimal: '.', primary: 3, secondary: 2 }
/** no-break spaces, so a price never wraps inside itself */
const SPACE_COMMA: NumberSymbols = { group: '\u00a0', decimal: ',', primary: 3, secondary: 3 }
const NARROW_SPACE_COMMA: NumberSymbols = { ...SPACE_COMMA, group: '\u202f' }

export const NUMBER_SYMBOLS: Readonly<Record<Lang, NumberSymbols>> = {
  en: COMMA_POINT,
  de: POINT_COMMA,
  fr: NARROW_SPACE_COMMA,
  es: POINT_COMMA,
  id: POINT_COMMA,
  ja: COMMA_POINT,
  ko: COMMA_POINT,
  th: COMMA_POINT,
  vi: POINT_COMMA,
  it: POINT_COMMA,
  zh: COMMA_POINT,
  hk: COMMA_POINT,
  pt: POINT_COMMA,
  ru: SPACE_COMMA,
  be: SPACE_COMMA,
  hi: INDIAN,
  sa: INDIAN,
  ar: COMMA_POINT,
  my: COMMA_POINT,
  tr: POINT_COMMA,
}

/** Groups the integer part of a plain decimal ('-1234.5') and sets the language's marks. */
export function localiseNumber(plain: string, grouped: boolean, symbols: NumberSymbols): string {
  const negative = plain.startsWith('-')
  const [int, frac] = (negative ? plain.slice(1) : plain).split('.')
  let head = int
  if (grouped && int.length > symbols.primary) {
    const groups = [int.slice(-symbols.primary)]
    let end = int.length - symbols.primary
    for (; end > symbols.secondary; end -= symbols.secondary) {
      groups.unshift(int.slice(end - symbols.secondary, end))
    }
    groups.unshift(int.slice(0, end))
    head = groups.join(symbols.group)
  }
  return `${negative ? '-' : ''}${head}${frac === undefined ? '' : symbols.decimal + frac}`
}

/**
 * An amount of money: separators, at least 2 decimals and every decimal it holds beyond them, so
 * 0.12345678 BTC is not shown as 0.12, 51 USDT reads '51.00' and 1000 '1,000.00'. With the coin's
 * `places`, no decimal past them: the ledger keeps more (a fee's share of a cent), and 811.098 USDT
 * reads '811.09', cut toward zero so a balance is never overstated.
 */
export function moneyText(value: unknown, symbols: NumberSymbols, places?: number): string {
  const d = parseDecimal(value)
  if (!d) return localiseNumber('0.00', false, symbols)
  const frac = places === undefined ? d.frac : d.frac.slice(0, Math.max(0, places))
  const shown = frac.replace(/0+$/, '').padEnd(Math.min(2, places ?? 2), '0')
  return localiseNumber(renderDecimal(d.negative, d.int, shown), true, symbols)
}

/**
 * A price or an amount at a known precision: separators and exactly `places` decimals, '1,234.50'.
 * Cut toward zero unless the caller names another direction: a limit shown to the user (a
 * liquidation price, the most a stop may be) is rounded the way that warns earlier.
 */
export function placesText(
  value: unknown,
  places: number,
  symbols: NumberSymbols,
  rounding: Rounding = 'down',
): string {
  const d = parseDecimal(value)
  // A bad precision is a caller bug, but throwing inside a render would blank the whole screen.
  const p = Number.isFinite(places) ? Math.max(0, Math.trunc(places)) : 2
  if (!d) return localiseNumber('0.00', false, symbols)
  return localiseNumber(round(renderDecimal(d.negative, d.int, d.frac), p, rounding), true, symbols)
}
