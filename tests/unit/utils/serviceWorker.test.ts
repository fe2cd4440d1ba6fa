// The H5 service worker's decisions (issue 47): which requests it answers from its cache, which it
// leaves to the network, and the offline page's language and words.
import { LANGS } from '@wire/lang'
import { offlineLanguage, offlinePage, OFFLINE_SCRIPT } from '@/serviceWorker/offlinePage'
import { routeOf } from '@/serviceWorker/routes'
import { namedFiles } from '../../../scripts/service-worker'

const ORIGIN = 'https://app.example.com'
const PRECACHED = ['/', '/manifest.webmanifest', '/favicon.ico', '/icons/icon-192.png']

const route = (path: string, { method = 'GET', mode = 'cors', origin = ORIGIN } = {}) =>
  routeOf({ url: `${origin}${path}`, method, mode }, ORIGIN, PRECACHED)

describe('what the worker answers, and how', () => {
  it("answers the app's page from its own build, whatever the query", () => {
    for (const path of ['/', '/?utm_source=home_screen', '/index.html']) {
      expect([path, route(path, { mode: 'navigate' })]).toEqual([path, 'shell'])
    }
  })

  it('answers hashed scripts, styles and images, and the icons, cache first', () => {
    for (const path of [
      '/js/app.bd27ed5c.js',
      '/js/lang-de.12345678.js',
      '/css/app.7a4f5473.css',
      '/static/images/banner.0a1b2c3d.png',
      '/manifest.webmanifest',
      '/favicon.ico',
      '/icons/icon-192.png',
    ]) {
      expect([path, route(path)]).toEqual([path, 'cached'])
    }
  })

  it('never answers the API, the socket or the operator calls, however they are asked', () => {
    for (const path of [
      '/api',
      '/api/getSiteConfig',
      '/api/currency/quotation_new?x=1',
      '/socket.io/?EIO=4&transport=polling',
      '/ops/credit',
    ]) {
      for (const mode of ['cors', 'navigate', 'no-cors']) {
        expect([path, mode, route(path, { mode })]).toEqual([path, mode, 'network'])
      }
    }
    // a download opened in the tab is the API's too, not a page to replace when offline
    expect(route('/api/exports/records.csv', { mode: 'navigate' })).toBe('network')
  })

  it('leaves writes, other sites and files of no build to the network', () => {
    expect(route('/js/app.bd27ed5c.js', { method: 'POST' })).toBe('network')
    expect(route('/', { method: 'POST', mode: 'navigate' })).toBe('network')
    expect(route('/js/app.bd27ed5c.js', { origin: 'https://cdn.example.com' })).toBe('network')
    // the server's media and the mini-programs' message files change without changing name
    expect(route('/media/menu/recharge.png')).toBe('network')
    expect(route('/locales/en.first.json')).toBe('network')
    expect(route('/apiary/x.js')).toBe('network')
  })

  it('opens any other address from the network, the offline page without one', () => {
    expect(route('/foo/bar', { mode: 'navigate' })).toBe('page')
    expect(route('/apiary', { mode: 'navigate' })).toBe('page')
  })
})

describe('the offline page', () => {
  it('speaks the language the user chose, else the first of the browser languages the app has', () => {
    expect(offlineLanguage('de', ['ja-JP'])).toBe('de')
    expect(offlineLanguage(null, ['ja-JP', 'en-US'])).toBe('ja')
    expect(offlineLanguage(null, ['xx-YY', 'fr-CA', 'de'])).toBe('fr')
    expect(offlineLanguage(null, ['pt-BR'])).toBe('pt')
    expect(offlineLanguage(null, ['AR-EG'])).toBe('ar')
    expect(offlineLanguage('klingon', ['xx'])).toBe('en')
    expect(offlineLanguage(null, [])).toBe('en')
  })

  it('tells Traditional Chinese from Simplified', () => {
    for (const tag of ['zh-TW', 'zh-HK', 'zh-Hant', 'zh-Hant-TW', 'zh-MO']) {
      expect([tag, offlineLanguage(null, [tag])]).toEqual([tag, 'hk'])
    }
    for (const tag of ['zh', 'zh-CN', 'zh-Hans', 'zh-SG']) {
      expect([tag, offlineLanguage(null, [tag])]).toEqual([tag, 'zh'])
    }
  })

  it('reaches a language by its own tag for every language the app has', () => {
    const tags = { zh: 'zh-CN', hk: 'zh-HK' } as Record<string, string>
    for (const lang of LANGS) expect(offlineLanguage(null, [tags[lang] ?? lang])).toBe(lang)
  })

  it('writes its words as text, in the direction of the language, with a button to try again', () => {
    const words = { title: 'Offline <b>', body: 'Check "this" & that', retry: 'Retry' }
    const html = offlinePage('ar', words)
    expect(html).toContain('<html lang="ar" dir="rtl">')
    expect(html).toContain('<h1>Offline &#60;b&#62;</h1>')
    expect(html).toContain('<p>Check &#34;this&#34; &#38; that</p>')
    expect(html).toContain('<button id="retry" type="button">Retry</button>')
    expect(html).toContain(`<script>${OFFLINE_SCRIPT}</script>`)
    expect(offlinePage('zh', words)).toContain('<html lang="zh-CN" dir="ltr">')
  })
})

describe('what the worker keeps at install', () => {
  it('is every same-site file index.html names, each once, and nothing from elsewhere', () => {
    const html = `<link rel="icon" href="/favicon.ico"/><link rel="manifest" href="/manifest.webmanifest"/>
      <script defer src="/js/5035.290e72fd.js"></script><script defer="defer" src="/js/app.bd27ed5c.js"></script>
      <link href="/css/app.7a4f5473.css" rel="stylesheet"><script src="//cdn.example.com/x.js"></script>
      <a href="https://example.com/">x</a><link href="/css/app.7a4f5473.css" rel="stylesheet">`
    expect(namedFiles(html)).toEqual([
      '/favicon.ico',
      '/manifest.webmanifest',
      '/js/5035.290e72fd.js',
      '/js/app.bd27ed5c.js',
      '/css/app.7a4f5473.css',
    ])
  })
})
