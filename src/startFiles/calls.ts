// The calls start-up makes for the page it opens, by catalogue name and fields. index.html's hint
// makes them as soon as the document is parsed (hint.ts), and the app's transport takes their
// answers (services/startAnswers.h5.ts): on a slow network they are back before the app's script
// has arrived. The app's own call sites use the same fields (stores/config, stores/market,
// pages/index/homeCalls), so the two ask the same thing.
import type { CallName } from '@wire/catalogue'
import { NEWS_CATEGORY } from '@wire/market'

export interface StartCall {
  name: CallName
  fields: Readonly<Record<string, string | number>>
  /** the field of the answer's first item (a page: `{ data: [...] }`) naming a picture the page
   *  opens with: fetched as soon as the answer is in */
  picture?: string
}

export const HOME_BANNERS = { c_id: NEWS_CATEGORY.banner, page: 1, limit: 10 } as const
export const HOME_HEADLINES = { c_id: NEWS_CATEGORY.news, page: 1, limit: 3 } as const

/** In the order start-up asks: what it waits for first (a browser opens six connections). */
export const START_CALLS = {
  /** every start: the configuration */
  boot: [
    { name: 'siteConfig', fields: {} },
    { name: 'settings', fields: {} },
  ],
  /** when the page opened shows prices */
  quotes: [{ name: 'quoteGroups', fields: {} }],
  /** when it is Home */
  home: [
    // the first banner is the largest thing Home draws
    { name: 'newsList', fields: HOME_BANNERS, picture: 'thumbnail' },
    { name: 'newsList', fields: HOME_HEADLINES },
    { name: 'menu', fields: {} },
  ],
} as const satisfies Record<string, readonly StartCall[]>

/**
 * One call as both sides name it: method, address and the fields sorted (the app adds `lang` to
 * every call). Self-contained: the hint carries it serialised.
 */
export function startCallKey(
  method: string,
  url: string,
  fields: Readonly<Record<string, string | number>>,
): string {
  const sorted = Object.keys(fields)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(String(fields[k]))}`)
  return `${method} ${url}?${sorted.join('&')}`
}
