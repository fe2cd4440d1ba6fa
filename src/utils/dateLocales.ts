// The dayjs locale of each app language (month and weekday names, long-date layouts). On H5 each is
// a lazy chunk of its own, so a start fetches only the active one. Mini-programs turn import() into
// require() and so carry all of them (about 27 KB before gzip); they have no lazy code to fetch, so
// one table serves both platforms.
import type { Lang } from '@wire/lang'

type Loader = () => Promise<{ default: ILocale }>

// Spelled out: a template-string import makes a context that Taro's platform resolver rejects.
// null: nothing to load, English is built into dayjs (and dayjs has no Sanskrit, so `sa` reads it).
export const DATE_LOCALES: Readonly<Record<Lang, Loader | null>> = {
  en: null,
  de: () => import(/* webpackChunkName: "date-de" */ 'dayjs/locale/de'),
  fr: () => import(/* webpackChunkName: "date-fr" */ 'dayjs/locale/fr'),
  es: () => import(/* webpackChunkName: "date-es" */ 'dayjs/locale/es'),
  id: () => import(/* webpackChunkName: "date-id" */ 'dayjs/locale/id'),
  ja: () => import(/* webpackChunkName: "date-ja" */ 'dayjs/locale/ja'),
  ko: () => import(/* webpackChunkName: "date-ko" */ 'dayjs/locale/ko'),
  th: () => import(/* webpackChunkName: "date-th" */ 'dayjs/locale/th'),
  vi: () => import(/* webpackChunkName: "date-vi" */ 'dayjs/locale/vi'),
  it: () => import(/* webpackChunkName: "date-it" */ 'dayjs/locale/it'),
  zh: () => import(/* webpackChunkName: "date-zh" */ 'dayjs/locale/zh-cn'),
  hk: () => import(/* webpackChunkName: "date-hk" */ 'dayjs/locale/zh-hk'),
  pt: () => import(/* webpackChunkName: "date-pt" */ 'dayjs/locale/pt'),
  ru: () => import(/* webpackChunkName: "date-ru" */ 'dayjs/locale/ru'),
  be: () => import(/* webpackChunkName: "date-be" */ 'dayjs/locale/be'),
  hi: () => import(/* webpackChunkName: "date-hi" */ 'dayjs/locale/hi'),
  sa: null,
  ar: () => import(/* webpackChunkName: "date-ar" */ 'dayjs/locale/ar'),
  my: () => import(/* webpackChunkName: "date-my" */ 'dayjs/locale/my'),
  tr: () => import(/* webpackChunkName: "date-tr" */ 'dayjs/locale/tr'),
}
