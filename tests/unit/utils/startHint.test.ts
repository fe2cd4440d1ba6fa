// The start hint index.html carries (issue 47), as the build writes it, run against stand-ins for
// the browser's storage, address, document and fetch.
import { HOME, TRADE } from '@/routes'
import { startCallKey } from '@/startFiles/calls'
import type { StartAnswer } from '@/startFiles/hint'
import { startHintOf, startHintScript, withStartHint } from '../../../scripts/start-files'

const hint = startHintOf({
  pages: {
    [HOME]: [],
    [TRADE]: ['js/2248.a.js', 'css/339.b.css', 'js/339.c.js'],
  },
  langs: {
    en: ['js/lang-en.1.js'],
    'en-rest': ['js/lang-en-rest.2.js'],
    de: ['js/lang-de.3.js'],
    'de-rest': ['js/lang-de-rest.4.js'],
  },
})

const BANNERS = [{ thumbnail: '/media/banners/1.svg' }, { thumbnail: '/media/banners/2.svg' }]

interface Opened {
  /** what it asked the browser to fetch early, `as href` */
  preloads: string[]
  /** the calls it made, `METHOD url [body]` */
  calls: Array<{ url: string; method: string; headers: Record<string, string>; body?: string }>
  answers: Record<string, Promise<StartAnswer>> | undefined
}

/** The hint run in a page opened at `hash` with `stored` as its storage. */
function open(hash: string, stored: Record<string, unknown> | (() => never)): Opened {
  const links: Array<Record<string, string>> = []
  const calls: Opened['calls'] = []
  const window: { __startAnswers?: Record<string, Promise<StartAnswer>> } = {}
  const storage = {
    getItem: (key: string) => {
      if (typeof stored === 'function') return stored()
      return key in stored ? JSON.stringify({ data: stored[key] }) : null
    },
  }
  const document = {
    createElement: () => ({}),
    head: { appendChild: (link: Record<string, string>) => links.push(link) },
  }
  const fetch = (
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ) => {
    calls.push({ url, ...init })
    const banners = init.body?.startsWith('c_id=5&')
    const body = banners
      ? JSON.stringify({ type: 'ok', message: { data: BANNERS } })
      : `{"asked":"${url}"}`
    return Promise.resolve({ status: 200, text: () => Promise.resolve(body) })
  }
  const run = new Function(
    'localStorage',
    'location',
    'document',
    'fetch',
    'window',
    startHintScript(hint),
  )
  run(storage, { hash }, document, fetch, window)
  return {
    get preloads() {
      for (const link of links) expect(link.rel).toBe('preload')
      return links.map((l) => `${l.as} ${l.href}`)
    },
    calls,
    answers: window.__startAnswers,
  }
}

describe('the start hint', () => {
  it("asks for Trade's chunks, both parts of the stored language, and start-up's calls with the quotes", async () => {
    const opened = open(`#/${TRADE}?match_id=2`, { lang: 'de', token: 'a b' })
    expect(opened.preloads).toEqual([
      'script /js/lang-de.3.js',
      'script /js/lang-de-rest.4.js',
      'script /js/2248.a.js',
      'style /css/339.b.css',
      'script /js/339.c.js',
    ])
    expect(opened.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/getSiteConfig?lang=de',
      'GET /api/getSetting?lang=de',
      'GET /api/currency/quotation_new?lang=de',
    ])
    // as the app sends them: its language and its token, URL-encoded
    for (const call of opened.calls) {
      expect(call.headers).toEqual({ 'Accept-Language': 'de', Authorization: 'a%20b' })
    }
    // kept under the key the app's transport looks them up by, with the body's text
    const key = startCallKey('GET', '/api/getSetting', { lang: 'de' })
    await expect(opened.answers?.[key]).resolves.toEqual({
      status: 200,
      body: '{"asked":"/api/getSetting?lang=de"}',
    })
  })

  it("asks for Home's content from the loading page, signed out, in the default language", async () => {
    for (const hash of ['', '#/', `#/pages/common/loading`, `#/${HOME}`]) {
      const opened = open(hash, {})
      expect(opened.preloads).toEqual(['script /js/lang-en.1.js'])
      // and the first banner's picture once the banners are in: the largest thing Home draws
      await Promise.all(Object.values(opened.answers ?? {}))
      await new Promise((resolve) => setTimeout(resolve))
      expect(opened.preloads).toEqual(['script /js/lang-en.1.js', 'image /media/banners/1.svg'])
      expect(opened.calls.map((c) => `${c.method} ${c.url} ${c.body ?? ''}`.trim())).toEqual([
        'GET /api/getSiteConfig?lang=en',
        'GET /api/getSetting?lang=en',
        'GET /api/currency/quotation_new?lang=en',
        'POST /api/news/list c_id=5&page=1&limit=10&lang=en',
        'POST /api/news/list c_id=4&page=1&limit=3&lang=en',
        'GET /api/menu?lang=en',
      ])
      expect(opened.calls[3].headers).toEqual({
        'Accept-Language': 'en',
        'Content-Type': 'application/x-www-form-urlencoded',
      })
    }
  })

  it('asks only for the configuration on a page without prices, and nothing of a page it does not know', () => {
    const opened = open('#/pages/gone/gone', { lang: 'xx' })
    expect(opened.preloads).toEqual(['script /js/lang-en.1.js', 'script /js/lang-en-rest.2.js'])
    expect(opened.calls.map((c) => c.url)).toEqual([
      '/api/getSiteConfig?lang=en',
      '/api/getSetting?lang=en',
    ])
  })

  it('falls back to the default language, signed out, when storage cannot be read', () => {
    const opened = open(`#/${HOME}`, () => {
      throw new Error('storage disabled')
    })
    expect(opened.preloads).toEqual(['script /js/lang-en.1.js'])
    expect(opened.calls).toHaveLength(6)
    expect(opened.calls.every((c) => !('Authorization' in c.headers))).toBe(true)
  })

  it("goes after index.html's own scripts, so the browser asks for the app's first, and before its styles, which would hold it back", () => {
    const html =
      '<head><script>rem()</script><script defer src="/js/app.js"></script><link href="/a.css" rel="stylesheet"></head>'
    expect(withStartHint(html, 'hint()')).toBe(
      '<head><script>rem()</script><script defer src="/js/app.js"></script><script>hint()</script><link href="/a.css" rel="stylesheet"></head>',
    )
    expect(() => withStartHint('<head></head>', 'hint()')).toThrow(/no script/)
  })
})
