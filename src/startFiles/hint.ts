// H5, inline in index.html (scripts/start-files.ts writes it there with this build's files). As soon
// as the document is parsed, it asks for what the page the app opens on will need:
// - start-up's calls for that page (calls.ts), and a picture an answer names for the first screen;
// - the stored language's messages and the page's chunks.
// Without it the browser learns of all of that only once the app's script has arrived and run, and
// then waits a round trip for each. The answers wait in `window.__startAnswers` for the app's
// transport, which takes each once (services/startAnswers.h5.ts). Self-contained: it is serialised
// as it is, with the key function handed in.
import type { startCallKey } from './calls'

export interface HintCall {
  method: 'GET' | 'POST'
  path: string
  fields: Readonly<Record<string, string | number>>
  /** calls.ts StartCall.picture */
  picture?: string
}

/** An answer as the hint keeps it: the status and the body's text. */
export interface StartAnswer {
  status: number
  body: string
}

declare global {
  interface Window {
    /** start-up's calls made by index.html's hint, by startCallKey */
    __startAnswers?: Record<string, Promise<StartAnswer>>
  }
}

/** What the hint knows of this build and of the app's routes. */
export interface StartHint {
  /** route path -> its chunks' scripts and styles, as paths under the site's root */
  pages: Record<string, string[]>
  /** 'en', 'en-rest', ... -> the chunk of that part of the language's messages */
  langs: Record<string, string[]>
  /** routes that start with the first part of the messages only (routes.ts FIRST_SCREEN) */
  firstScreen: string[]
  /** routes whose page shows prices */
  quoteRoutes: string[]
  home: string
  loading: string
  defaultLang: string
  /** where the calls go (services/http.ts apiBase) */
  api: string
  calls: { boot: HintCall[]; quotes: HintCall[]; home: HintCall[] }
}

export function startHint(hint: StartHint, key: typeof startCallKey): void {
  try {
    // Taro's storage on H5: { data } as JSON under the key (stores/session.ts KEYS)
    const stored = (name: string): unknown => {
      try {
        return (JSON.parse(localStorage.getItem(name) ?? 'null') as { data?: unknown } | null)?.data
      } catch {
        return undefined
      }
    }
    const storedLang = stored('lang')
    const lang =
      typeof storedLang === 'string' && hint.langs[storedLang] ? storedLang : hint.defaultLang
    const token = stored('token')
    const page = location.hash.replace(/^#\/?/, '').split('?')[0]

    // where start-up goes: the page opened, or Home from the loading page (services/boot.ts)
    const next = !page || page === hint.loading ? hint.home : page
    const calls = [
      ...hint.calls.boot,
      ...(hint.quoteRoutes.includes(next) ? hint.calls.quotes : []),
      ...(next === hint.home ? hint.calls.home : []),
    ]
    const answers: Record<string, Promise<StartAnswer>> = {}
    for (const call of calls) {
      // as services/http.ts sends them: the language in the fields and the headers, the token
      const fields: Record<string, string | number> = { ...call.fields, lang }
      const url = hint.api + call.path
      const form = Object.keys(fields)
        .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(String(fields[k]))}`)
        .join('&')
      const headers: Record<string, string> = { 'Accept-Language': lang }
      if (typeof token === 'string' && token) headers.Authorization = encodeURIComponent(token)
      const get = call.method === 'GET'
      if (!get) headers['Content-Type'] = 'application/x-www-form-urlencoded'
      const answer = fetch(get ? `${url}?${form}` : url, {
        method: call.method,
        headers,
        body: get ? undefined : form,
      }).then((res) => res.text().then((body) => ({ status: res.status, body })))
      // a failure is the app's to meet: it asks again itself
      answer.catch(() => undefined)
      answers[key(call.method, url, fields)] = answer
      const picture = call.picture
      if (picture) {
        void answer.then(
          ({ body }) => {
            try {
              const page = JSON.parse(body) as { message?: { data?: Record<string, unknown>[] } }
              const src = page.message?.data?.[0]?.[picture]
              if (typeof src !== 'string' || !src) return
              const link = document.createElement('link')
              link.rel = 'preload'
              link.as = 'image'
              link.href = src
              document.head.appendChild(link)
            } catch {
              // not the page expected: the app draws what it gets
            }
          },
          () => undefined,
        )
      }
    }
    window.__startAnswers = answers

    // after the calls: the browser opens six connections to a server, the app's own scripts have
    // taken three (index.html names them first), and start-up waits for the calls before all else
    const files = [...(hint.langs[lang] ?? [])]
    if (page && !hint.firstScreen.includes(page)) files.push(...(hint.langs[`${lang}-rest`] ?? []))
    files.push(...(hint.pages[page] ?? []))
    for (const file of files) {
      const link = document.createElement('link')
      link.rel = 'preload'
      link.as = file.endsWith('.css') ? 'style' : 'script'
      link.href = `/${file}`
      document.head.appendChild(link)
    }
  } catch {
    // a hint only: the app asks for all of it itself
  }
}
