// Translation through i18next (design card): nested keys ('trade.outcome.upWin'), {{name}}
// placeholders and CLDR plural forms (key_one, key_few, ...) chosen by `count`. Messages arrive one
// language at a time (load.ts / load.h5.ts), so only the active language is in the first load on H5.
import i18next from 'i18next'
import { proxy } from 'valtio'
import { DEFAULT_LANG, RTL_LANGS, type Lang } from '@wire/lang'
import { setDateLocale } from '@/utils/dates'
import { setNumberLocale } from '@/utils/format'
import { loadMessages } from './load'
import { installPluralRulesFallback } from './pluralRules'

export { LANGS, DEFAULT_LANG, isLang, type Lang } from '@wire/lang'

/** Each language under its own name (SPEC §9 codes; `hk` is Traditional Chinese, Hong Kong). */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  id: 'Bahasa Indonesia',
  ja: '日本語',
  ko: '한국어',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  it: 'Italiano',
  zh: '简体中文',
  hk: '繁體中文（香港）',
  pt: 'Português',
  ru: 'Русский',
  be: 'Беларуская',
  hi: 'हिन्दी',
  sa: 'संस्कृतम्',
  ar: 'العربية',
  my: 'မြန်မာ',
  tr: 'Türkçe',
}

/** BCP 47 tags for Intl, the document's lang attribute and the plural rules i18next picks. */
export const LOCALE_TAGS: Record<Lang, string> = {
  en: 'en',
  de: 'de',
  fr: 'fr',
  es: 'es',
  id: 'id',
  ja: 'ja',
  ko: 'ko',
  th: 'th',
  vi: 'vi',
  it: 'it',
  zh: 'zh-CN',
  hk: 'zh-HK',
  pt: 'pt',
  ru: 'ru',
  be: 'be',
  hi: 'hi',
  sa: 'sa',
  ar: 'ar',
  my: 'my',
  tr: 'tr',
}

export const isRtl = (lang: Lang): boolean => RTL_LANGS.includes(lang)

installPluralRulesFallback()

const i18n = i18next.createInstance()
void i18n.init({
  initAsync: false,
  resources: {},
  lng: LOCALE_TAGS[DEFAULT_LANG],
  // one language at a time: a missing text shows its key instead of another language's text
  fallbackLng: false,
  load: 'currentOnly',
  nsSeparator: false,
  interpolation: { escapeValue: false }, // React escapes; messages are never HTML
  // a missing value leaves its placeholder visible: a bug to see, not to hide
  missingInterpolationHandler: (_text, match) => match[0],
  // a branch ('trade') is not a text: show the key as for any missing text
  returnedObjectHandler: (key) => key,
})

const loaded = new Set<Lang>()
let requested: Lang = DEFAULT_LANG

/** The language whose messages are in use; null until the first has loaded. Components re-render
 *  on its change through useT. */
export const translation = proxy({ active: null as Lang | null })

/**
 * Loads a language's messages (once) and its date words, and makes it the active one; the latest
 * call wins.
 */
export async function activateLanguage(lang: Lang): Promise<void> {
  requested = lang
  const dates = setDateLocale(lang)
  if (!loaded.has(lang)) {
    i18n.addResourceBundle(LOCALE_TAGS[lang], 'translation', await loadMessages(lang))
    loaded.add(lang)
  }
  await dates
  if (requested !== lang) return
  await i18n.changeLanguage(LOCALE_TAGS[lang])
  setNumberLocale(lang)
  translation.active = lang
}

/** Placeholder values (`count` also picks the plural form), and the text to show while loading. */
export type TOptions = Readonly<Record<string, unknown>> & { count?: number; defaultValue?: string }

/**
 * Translate outside React (services, toasts). Inside components use the useT hook. An unknown key
 * shows itself (or defaultValue), and a placeholder without a value stays as written. Before the
 * first language has loaded every text is empty (or defaultValue): keys never flash on screen.
 */
export function t(key: string, options: TOptions = {}): string {
  if (translation.active === null) return options.defaultValue ?? ''
  return i18n.t(key, options)
}
