// Calls a page will make as soon as it shows, started by start-up instead (boot.ts), beside the
// language and the configuration: on a slow network each call in a chain costs a round trip, and a
// page that asks only once it has mounted waits for start-up first. The page takes the answer
// once; a later load (a language change, pull to refresh) calls again.
import { session } from '@/stores/session'

const started = new Map<string, { lang: string; answer: Promise<unknown> }>()

/** Starts `fetch` now for the page that will ask for it under `key`. */
export function callEarly(key: string, fetch: () => Promise<unknown>): void {
  const answer = fetch()
  // a failure is the page's to show when it takes the answer; unheard until then
  answer.catch(() => undefined)
  started.set(key, { lang: session.lang, answer })
}

/** The answer started early under `key` in the language now in use, once; otherwise a new call. */
export function takeEarly<T>(key: string, fetch: () => Promise<T>): Promise<T> {
  const early = started.get(key)
  started.delete(key)
  return early && early.lang === session.lang ? (early.answer as Promise<T>) : fetch()
}
