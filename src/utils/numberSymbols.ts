// How each app language writes a number with Latin digits (CLDR, as Intl.NumberFormat gives them
// with numberingSystem 'latn'). A table rather than Intl: WeChat and Hermes ship without full Intl,
// and a price must read the same on every target. Latin digits everywhere, Arabic included: prices
// are compared digit by digit, and exchange apps in Arabic show them so.
import type { Lang } from '@wire/lang'

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
