// H5: one lazy chunk per language, so the first load carries only the active one.
import type { Lang } from '@wire/lang'

export type Messages = Record<string, unknown>

type Loader = () => Promise<{ default: Messages }>

// Spelled out: a template-string import makes a context that Taro's platform resolver rejects.
const LOADERS: Record<Lang, Loader> = {
  en: () => import(/* webpackChunkName: "lang-en" */ './en.json'),
  de: () => import(/* webpackChunkName: "lang-de" */ './de.json'),
  fr: () => import(/* webpackChunkName: "lang-fr" */ './fr.json'),
  es: () => import(/* webpackChunkName: "lang-es" */ './es.json'),
  id: () => import(/* webpackChunkName: "lang-id" */ './id.json'),
  ja: () => import(/* webpackChunkName: "lang-ja" */ './ja.json'),
  ko: () => import(/* webpackChunkName: "lang-ko" */ './ko.json'),
  th: () => import(/* webpackChunkName: "lang-th" */ './th.json'),
  vi: () => import(/* webpackChunkName: "lang-vi" */ './vi.json'),
  it: () => import(/* webpackChunkName: "lang-it" */ './it.json'),
  zh: () => import(/* webpackChunkName: "lang-zh" */ './zh.json'),
  hk: () => import(/* webpackChunkName: "lang-hk" */ './hk.json'),
  pt: () => import(/* webpackChunkName: "lang-pt" */ './pt.json'),
  ru: () => import(/* webpackChunkName: "lang-ru" */ './ru.json'),
  be: () => import(/* webpackChunkName: "lang-be" */ './be.json'),
  hi: () => import(/* webpackChunkName: "lang-hi" */ './hi.json'),
  sa: () => import(/* webpackChunkName: "lang-sa" */ './sa.json'),
  ar: () => import(/* webpackChunkName: "lang-ar" */ './ar.json'),
  my: () => import(/* webpackChunkName: "lang-my" */ './my.json'),
  tr: () => import(/* webpackChunkName: "lang-tr" */ './tr.json'),
}

export async function loadMessages(lang: Lang): Promise<Messages> {
  return (await LOADERS[lang]()).default
}
