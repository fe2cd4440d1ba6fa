// Translation through i18next (design card): nested keys ('trade.outcome.upWin'), {{name}}
// placeholders and CLDR plural forms (key_one, key_few, ...) chosen by `count`. Messages arrive one
// language at a time and in two parts (parts.ts; load.ts / load.h5.ts), so a cold start to Home
// loads the first screen's messages of the active language only.
import i18next from 'i18next'
import { proxy } from 'valtio'
import { DEFAULT_LANG, RTL_LANGS, type Lang } from '@wire/lang'
import { setDateLocale } from '@/utils/dates'
import { setNumberLocale } from '@/utils/format'
import { loadMessages } from './load'
import type { Part } from './parts'
import { installPluralRulesFallback } from './pluralRules'
import { LOCALE_TAGS } from './tags'

export { LANGS, DEFAULT_LANG, isLang, type Lang } from '@wire/lang'
export { LOCALE_TAGS } from './tags'

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

// i18next resolves, interpolates and post-processes a text on every call, and a page's render asks
// for the same plain texts many times (12-15 ms of Trade's first render under Lighthouse's 4x CPU):
// a text asked for without options is kept until the language or its messages change
const plainTexts = new Map<string, string>()
i18n.on('languageChanged', () => plainTexts.clear())
i18n.store.on('added', () => plainTexts.clear())

const loaded = new Set<`${Lang}.${Part}`>()
let requested: Lang = DEFAULT_LANG

/**
 * The language whose messages are in use (null until the first has loaded) and whether all of them
 * are (`complete`), or only the first screen's. Components re-render on a change through useT;
 * components/Screen waits for `complete` on every other page.
 */
export const translation = proxy({ active: null as Lang | null, complete: false })

async function ensurePart(lang: Lang, part: Part): Promise<void> {
  if (loaded.has(`${lang}.${part}`)) return
  i18n.addResourceBundle(LOCALE_TAGS[lang], 'translation', await loadMessages(lang, part), true)
  loaded.add(`${lang}.${part}`)
}

let completing: Promise<void> | null = null

/**
 * Loads the rest of the active language's messages, once however many pages ask; a failure (no
 * network) lets the next call try again.
 */
export function completeLanguage(): Promise<void> {
  const lang = translation.active
  if (lang === null || translation.complete) return Promise.resolve()
  completing ??= ensurePart(lang, 'rest')
    .then(() => {
      if (translation.active === lang) translation.complete = true
    })
    .finally(() => {
      completing = null
    })
  return completing
}

/**
 * Loads a language's messages (once) and its date words, and makes it the active one; the latest
 * call wins. `firstScreen`: only the first screen's messages are waited for (a cold start to Home);
 * the rest follow once Home's prices are on screen (useQuotesLoaded), or when a page asks.
 */
export async function activateLanguage(
  lang: Lang,
  { firstScreen = false }: { firstScreen?: boolean } = {},
): Promise<void> {
  requested = lang
  // the parts hold different groups: asked together, a page that needs both waits one round trip
  await Promise.all([
    ensurePart(lang, 'first'),
    firstScreen ? undefined : ensurePart(lang, 'rest'),
    setDateLocale(lang),
  ])
  if (requested !== lang) return
  await i18n.changeLanguage(LOCALE_TAGS[lang])
  setNumberLocale(lang)
  translation.active = lang
  translation.complete = loaded.has(`${lang}.rest`)
}

/** Placeholder values (`count` also picks the plural form), and the text to show while loading. */
export type TOptions = Readonly<Record<string, unknown>> & { count?: number; defaultValue?: string }

/**
 * Translate outside React (services, toasts). Inside components use the useT hook. An unknown key
 * shows itself (or defaultValue), and a placeholder without a value stays as written. Before the
 * first language has loaded every text is empty (or defaultValue): keys never flash on screen.
 */
export function t(key: string, options?: TOptions): string {
  if (translation.active === null) return options?.defaultValue ?? ''
  if (options) return i18n.t(key, options)
  let text = plainTexts.get(key)
  if (text === undefined) {
    // a message with nothing to fill in is itself the text: read from the store, without the
    // translator's pipeline, which even the first render of a page calls a few hundred times
    const found: unknown = i18n.getResource(i18n.language, 'translation', key)
    text = typeof found === 'string' && !/{{|\$t\(/.test(found) ? found : i18n.t(key)
    plainTexts.set(key, text)
  }
  return text
}
