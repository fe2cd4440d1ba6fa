// i18next set-up. Resources arrive one language at a time (see load.ts / load.h5.ts) so that only
// the active language is part of the first load on H5.
import i18next, { type TOptions } from 'i18next'
import { DEFAULT_LANG, isLang, RTL_LANGS, type Lang } from '@wire/lang'
import { loadMessages } from './load'

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

/** BCP 47 tags for Intl and the document's lang attribute. */
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

const i18n = i18next.createInstance()
const ready = i18n.init({
  lng: DEFAULT_LANG,
  // every key exists in every language (tests/unit/client/locales.test.ts), so no fallback chain
  fallbackLng: false,
  resources: {},
  interpolation: { escapeValue: false },
})

const loaded = new Set<Lang>()

/** Loads a language's messages (once) and makes it the active one. */
export async function activateLanguage(lang: Lang): Promise<void> {
  await ready
  if (!loaded.has(lang)) {
    i18n.addResourceBundle(lang, 'translation', await loadMessages(lang), true, true)
    loaded.add(lang)
  }
  await i18n.changeLanguage(lang)
}

export function activeLanguage(): Lang {
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG
}

/** Translate outside React (services, toasts). Inside components use the useT hook. */
export function t(key: string, options?: TOptions): string {
  return i18n.t(key, options ?? {}) as string
}
