// H5: two lazy chunks per language (parts.ts), so the first load carries only the first screen's
// messages of the active language.
import type { Lang } from '@wire/lang'
import { pickPart, type Messages, type Part } from './parts'

type Loader = () => Promise<{ default: Messages }>

// Spelled out: a template-string import makes a context that Taro's platform resolver rejects.
const LOADERS: Record<Lang, Record<Part, Loader>> = {
  en: {
    first: () => import(/* webpackChunkName: "lang-en" */ './en.json?part=first'),
    rest: () => import(/* webpackChunkName: "lang-en-rest" */ './en.json?part=rest'),
  },
  de: {
    first: () => import(/* webpackChunkName: "lang-de" */ './de.json?part=first'),
    rest: () => import(/* webpackChunkName: "lang-de-rest" */ './de.json?part=rest'),
  },
  fr: {
    first: () => import(/* webpackChunkName: "lang-fr" */ './fr.json?part=first'),
    rest: () => import(/* webpackChunkName: "lang-fr-rest" */ './fr.json?part=rest'),
  },
  es: {
    first: () => import(/* webpackChunkName: "lang-es" */ './es.json?part=first'),
    rest: () => import(/* webpackChunkName: "lang-es-rest" */ './es.json?part=rest'),
  },
  id: {
    first: () => import(/* webpackChunkName: "lang-id" */ './id.json?part=first'),
    rest: () => import(/* webpackChunkName: "lang-id-rest" */ './id.json?part=rest'),
  },
  ja: {
    first: () => import(/* webpackChunkName: "lang-ja" */ './ja.json?part=first'),
    rest: () => import(/* webpackChunkName: "lang-ja-rest" */ './ja.json?part=rest'),
  },
  ko: {
    first: () => import(/* webpackChunkName: "lang-ko" */ './ko.json?part=first'),
    rest: () => import(/* webpackChunkName: "lang-ko-rest" */ './ko.json?part=rest'),
  },
  th: {
    first: () => import(/* webpackChunkName: "lang-th" */ './th.json?part=first'),
    rest: () => import(/* webpackChunkName: "lang-th-rest" */ './th.json?part=rest'),
  },
  vi: {
    first: () => import(/* webpackChunkName: "lang-vi" */ './vi.json?part=first'),
    rest: () => import(/* webpackChunkName: "lang-vi-rest" */ './vi.json?part=rest'),
  },
  it: {
    first: () => import(/* webpackChunkName: "lang-it" */ './it.json?part=first'),
    rest: () => import(/* webpackChunkName: "lang-it-rest" */ './it.json?part=rest'),
  },
  zh: {
    first: () => import(/* webpackChunkName: "lang-zh" */ './zh.json?part=first'),
    rest: () => import(/* webpackChunkName: "lang-zh-rest" */ './zh.json?part=rest'),
  },
  hk: {
    first: () => import(/* webpackChunkName: "lang-hk" */ './hk.json?part=first'),
    rest: () => import(/* webpackChunkName: "lang-hk-rest" */ './hk.json?part=rest'),
  },
  pt: {
    first: () => import(/* webpackChunkName: "lang-pt" */ './pt.json?part=first'),
    rest: () => import(/* webpackChunkName: "lang-pt-rest" */ './pt.json?part=rest'),
  },
  ru: {
    first: () => import(/* webpackChunkName: "lang-ru" */ './ru.json?part=first'),
    rest: () => import(/* webpackChunkName: "lang-ru-rest" */ './ru.json?part=rest'),
  },
  be: {
    first: () => import(/* webpackChunkName: "lang-be" */ './be.json?part=first'),
    rest: () => import(/* webpackChunkName: "lang-be-rest" */ './be.json?part=rest'),
  },
  hi: {
    first: () => import(/* webpackChunkName: "lang-hi" */ './hi.json?part=first'),
    rest: () => import(/* webpackChunkName: "lang-hi-rest" */ './hi.json?part=rest'),
  },
  sa: {
    first: () => import(/* webpackChunkName: "lang-sa" */ './sa.json?part=first'),
    rest: () => import(/* webpackChunkName: "lang-sa-rest" */ './sa.json?part=rest'),
  },
  ar: {
    first: () => import(/* webpackChunkName: "lang-ar" */ './ar.json?part=first'),
    rest: () => import(/* webpackChunkName: "lang-ar-rest" */ './ar.json?part=rest'),
  },
  my: {
    first: () => import(/* webpackChunkName: "lang-my" */ './my.json?part=first'),
    rest: () => import(/* webpackChunkName: "lang-my-rest" */ './my.json?part=rest'),
  },
  tr: {
    first: () => import(/* webpackChunkName: "lang-tr" */ './tr.json?part=first'),
    rest: () => import(/* webpackChunkName: "lang-tr-rest" */ './tr.json?part=rest'),
  },
}

// Picked again: a no-op on what the build cut, and the cut itself where nothing cut the file (jest
// maps `?part=` to the whole file), so tests see the same two parts users get.
export async function loadMessages(lang: Lang, part: Part): Promise<Messages> {
  return pickPart((await LOADERS[lang][part]()).default, part)
}
