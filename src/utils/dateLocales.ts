// The dayjs locale of each app language (month and weekday names, long-date layouts). On H5 each is
// a lazy chunk of its own, so a start fetches only the active one. Mini-programs fetch no code at
// run time: import() would become require() and put all twenty in the main package (40 KB), so
// there the words come from the server as data, written from these same locales by the H5 build
// (scripts/locale-files.ts), and are kept for offline starts.
import type { Lang } from '@wire/lang'

type Loader = () => Promise<ILocale>

/** English is built into dayjs; dayjs has no Sanskrit, so `sa` reads dates in English too. */
type OwnLocale = Exclude<Lang, 'en' | 'sa'>
const hasOwnLocale = (lang: Lang): lang is OwnLocale => lang !== 'en' && lang !== 'sa'

// Imported when used: the request wrapper needs Taro's runtime, which Node (tests, the H5 build's
// scripts) does not load.
async function served(lang: OwnLocale): Promise<ILocale> {
  const { fetchServerFile } = await import('@/services/serverFile')
  return fetchServerFile<ILocale>(`/locales/${lang}.date.json`, `dates:${lang}`)
}

const bundled = (chunk: Promise<{ default: ILocale }>): Promise<ILocale> =>
  chunk.then((m) => m.default)

// The condition is replaced at build time, so webpack drops the branch a platform does not take
// and a mini-program build parses none of the import()s. Spelled out: a template-string import
// makes a context that Taro's platform resolver rejects.
const LOCALES: Readonly<Record<OwnLocale, Loader>> =
  process.env.TARO_ENV !== undefined && process.env.TARO_ENV !== 'h5'
    ? {
        de: () => served('de'),
        fr: () => served('fr'),
        es: () => served('es'),
        id: () => served('id'),
        ja: () => served('ja'),
        ko: () => served('ko'),
        th: () => served('th'),
        vi: () => served('vi'),
        it: () => served('it'),
        zh: () => served('zh'),
        hk: () => served('hk'),
        pt: () => served('pt'),
        ru: () => served('ru'),
        be: () => served('be'),
        hi: () => served('hi'),
        ar: () => served('ar'),
        my: () => served('my'),
        tr: () => served('tr'),
      }
    : {
        de: () => bundled(import(/* webpackChunkName: "date-de" */ 'dayjs/locale/de')),
        fr: () => bundled(import(/* webpackChunkName: "date-fr" */ 'dayjs/locale/fr')),
        es: () => bundled(import(/* webpackChunkName: "date-es" */ 'dayjs/locale/es')),
        id: () => bundled(import(/* webpackChunkName: "date-id" */ 'dayjs/locale/id')),
        ja: () => bundled(import(/* webpackChunkName: "date-ja" */ 'dayjs/locale/ja')),
        ko: () => bundled(import(/* webpackChunkName: "date-ko" */ 'dayjs/locale/ko')),
        th: () => bundled(import(/* webpackChunkName: "date-th" */ 'dayjs/locale/th')),
        vi: () => bundled(import(/* webpackChunkName: "date-vi" */ 'dayjs/locale/vi')),
        it: () => bundled(import(/* webpackChunkName: "date-it" */ 'dayjs/locale/it')),
        zh: () => bundled(import(/* webpackChunkName: "date-zh" */ 'dayjs/locale/zh-cn')),
        hk: () => bundled(import(/* webpackChunkName: "date-hk" */ 'dayjs/locale/zh-hk')),
        pt: () => bundled(import(/* webpackChunkName: "date-pt" */ 'dayjs/locale/pt')),
        ru: () => bundled(import(/* webpackChunkName: "date-ru" */ 'dayjs/locale/ru')),
        be: () => bundled(import(/* webpackChunkName: "date-be" */ 'dayjs/locale/be')),
        hi: () => bundled(import(/* webpackChunkName: "date-hi" */ 'dayjs/locale/hi')),
        ar: () => bundled(import(/* webpackChunkName: "date-ar" */ 'dayjs/locale/ar')),
        my: () => bundled(import(/* webpackChunkName: "date-my" */ 'dayjs/locale/my')),
        tr: () => bundled(import(/* webpackChunkName: "date-tr" */ 'dayjs/locale/tr')),
      }

/** The languages with dates in their own words: the files the H5 build writes for mini-programs. */
export const DATE_LOCALE_LANGS = Object.keys(LOCALES) as OwnLocale[]

/** `lang`'s dayjs locale; null where English (built into dayjs) is the one to use. */
export async function loadDateLocale(lang: Lang): Promise<ILocale | null> {
  return hasOwnLocale(lang) ? LOCALES[lang]() : null
}
