// Server messages in the request's language. One JSON per language with the same keys; English is
// the fallback for a key a catalogue lacks (the catalogue test keeps that from happening).
import { DEFAULT_LANG, type Lang } from '@wire/lang'
import type { Rounding } from '@common/decimal'
import { NUMBER_SYMBOLS, moneyText, placesText } from '@common/numberText'
import ar from './ar.json'
import be from './be.json'
import de from './de.json'
import en from './en.json'
import es from './es.json'
import fr from './fr.json'
import hi from './hi.json'
import hk from './hk.json'
import id from './id.json'
import it from './it.json'
import ja from './ja.json'
import ko from './ko.json'
import my from './my.json'
import pt from './pt.json'
import ru from './ru.json'
import sa from './sa.json'
import th from './th.json'
import tr from './tr.json'
import vi from './vi.json'
import zh from './zh.json'

export type MessageKey = keyof typeof en
/** An amount of money, with the decimals of its coin when known. */
export interface Money {
  money: string
  places?: number
}

/** A price at its symbol's precision or an amount at its coin's, rounded toward `rounding`. */
export interface Figure {
  figure: string
  places: number
  rounding: Rounding
}

/**
 * A value, another message in the same language (a field's name inside "Please fill in {{field}}"),
 * an amount of money, written as the app writes money in that language ("1,000.00"), or a figure
 * at a known precision, written as the app's screens write it ("99,730.04").
 */
export type Vars = Record<string, string | number | { key: MessageKey } | Money | Figure>

/**
 * An amount (decimal text) for a message: the app's money formatter (balance) in the reader's
 * language; with the coin's `places`, none past them, cut down, so what is available is never
 * overstated.
 */
export const money = (value: string, places?: number): Money => ({ money: value, places })

/**
 * A price or an amount at `places` decimals for a message: the screens' formatter (thousands), in
 * the reader's language; toward zero unless a limit's safe side says 'up'.
 */
export const figure = (value: string, places: number, rounding: Rounding = 'down'): Figure => ({
  figure: value,
  places,
  rounding,
})

export const CATALOGUES: Record<Lang, Partial<Record<MessageKey, string>>> = {
  en,
  de,
  fr,
  es,
  id,
  ja,
  ko,
  th,
  vi,
  it,
  zh,
  hk,
  pt,
  ru,
  be,
  hi,
  sa,
  ar,
  my,
  tr,
}

export function t(lang: Lang, key: MessageKey, vars?: Vars): string {
  const text = CATALOGUES[lang]?.[key] ?? CATALOGUES[DEFAULT_LANG][key] ?? key
  if (!vars) return text
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = vars[name]
    if (value === undefined) return whole
    if (typeof value !== 'object') return String(value)
    if ('figure' in value)
      return placesText(value.figure, value.places, NUMBER_SYMBOLS[lang], value.rounding)
    if ('money' in value) return moneyText(value.money, NUMBER_SYMBOLS[lang], value.places)
    return t(lang, value.key)
  })
}
