// The page the service worker shows when a page is asked for and there is no network (issue 47):
// what happened and a button that tries again, in the user's language. Its words come from the
// locale files at build time (scripts/service-worker.ts reads the keys below), one language each.
import { DEFAULT_LANG, LANGS, RTL_LANGS, isLang, type Lang } from '@wire/lang'
import { LOCALE_TAGS } from '@/locales/tags'

/** Where each of the page's words is in the locale files. */
export const OFFLINE_KEYS = {
  title: 'offline.title',
  body: 'offline.body',
  retry: 'common.retry',
} as const

export type OfflineWords = Record<keyof typeof OFFLINE_KEYS, string>

/** A reload keeps the address's fragment, which names the app's page (hash routing). */
export const OFFLINE_SCRIPT =
  "document.getElementById('retry').addEventListener('click',function(){location.reload()})"

// the app's dark theme and main colour (src/styles/_theme.scss), the button at least 44 px high
export const OFFLINE_STYLE = [
  'html{background:#100f15;color:#fff;font-family:system-ui,sans-serif}',
  'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center}',
  'main{padding:24px;text-align:center;max-width:28em}',
  'h1{font-size:1.4em;margin:0 0 .5em}',
  'p{color:#c5c7d0;line-height:1.5;margin:0 0 1.5em}',
  'button{min-height:44px;padding:0 2em;border:0;border-radius:22px;background:#3c9cff;color:#100f15;font-size:1em;font-weight:600}',
  'button:focus-visible{outline:3px solid #fff;outline-offset:2px}',
].join('')

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The page in `lang`. */
export function offlinePage(lang: Lang, words: OfflineWords): string {
  const dir = RTL_LANGS.includes(lang) ? 'rtl' : 'ltr'
  return [
    `<!doctype html><html lang="${LOCALE_TAGS[lang]}" dir="${dir}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">',
    `<meta name="theme-color" content="#100f15"><title>${escapeHtml(words.title)}</title>`,
    `<style>${OFFLINE_STYLE}</style></head><body><main role="alert">`,
    `<h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.body)}</p>`,
    `<button id="retry" type="button">${escapeHtml(words.retry)}</button>`,
    `</main><script>${OFFLINE_SCRIPT}</script></body></html>`,
  ].join('')
}

// Chinese tags name the script or the region: Traditional is the app's `hk`
const TRADITIONAL = /^zh-(hant|hk|mo|tw)\b/

/**
 * The language of the offline page: the one the user chose in the app (`stored`, which the app
 * tells the worker), else the first of the browser's languages the app has, else English.
 */
export function offlineLanguage(stored: string | null, preferred: readonly string[]): Lang {
  if (isLang(stored)) return stored
  for (const tag of preferred.map((t) => t.toLowerCase())) {
    const exact = LANGS.find((lang) => LOCALE_TAGS[lang].toLowerCase() === tag)
    if (exact) return exact
    const primary = tag.split('-')[0]
    if (primary === 'zh') return TRADITIONAL.test(tag) ? 'hk' : 'zh'
    const same = LANGS.find((lang) => LOCALE_TAGS[lang].split('-')[0] === primary)
    if (same) return same
  }
  return DEFAULT_LANG
}
