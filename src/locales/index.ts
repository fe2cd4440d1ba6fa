// Translation: nested keys ('trade.outcome.upWin') and {{name}} placeholders, which is all the app
// asks of it. A library for this was a tenth of the first screen's JavaScript. Messages arrive one
// language at a time (see load.ts / load.h5.ts) so that only the active language is in the first
// load on H5.
import { DEFAULT_LANG, RTL_LANGS, type Lang } from '@wire/lang'
import { loadMessages, type Messages } from './load'

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

const bundles = new Map<Lang, Messages>()
let current: Lang = DEFAULT_LANG
let requested: Lang = DEFAULT_LANG

/** Loads a language's messages (once) and makes it the active one; the latest call wins. */
export async function activateLanguage(lang: Lang): Promise<void> {
  requested = lang
  if (!bundles.has(lang)) bundles.set(lang, await loadMessages(lang))
  if (requested === lang) current = lang
}

export function activeLanguage(): Lang {
  return current
}

/** Placeholder values, and the text to show while a language is not loaded yet. */
export type TOptions = Readonly<Record<string, unknown>> & { defaultValue?: string }

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: unknown = messages
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g

/**
 * Translate outside React (services, toasts). Inside components use the useT hook. An unknown key
 * shows itself (or defaultValue), and a placeholder without a value stays as written: both are
 * bugs to see, not to hide.
 */
export function t(key: string, options: TOptions = {}): string {
  const text = lookup(bundles.get(current), key) ?? options.defaultValue ?? key
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name !== 'defaultValue' && options[name] !== undefined ? String(options[name]) : whole,
  )
}
