// SPEC §3 "currency option item": a coin's name by language, Chinese (option_name) for zh,
// traditional Chinese (tw_name) for hk, English (en_name) for every other language.
import type { Lang } from '@wire/lang'

export interface CurrencyNames {
  option_name: string
  en_name: string
  tw_name: string
}

export function currencyName(names: CurrencyNames, lang: Lang): string {
  if (lang === 'zh') return names.option_name
  if (lang === 'hk') return names.tw_name
  return names.en_name
}
