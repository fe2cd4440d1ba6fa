// Each language's BCP 47 tag, apart from the messages' machinery so that what runs without it (the
// service worker's offline page, src/serviceWorker) reads the same tags.
import type { Lang } from '@wire/lang'

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
