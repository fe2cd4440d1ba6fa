// Issue 25, major 2: Home (a tab, so still mounted) and the site configuration follow a language
// change on the language page: everything the server words is asked for again in the new language
// and shown, and an answer for the language just left never replaces the new one.
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { Lang } from '@wire/lang'
import { NEWS_CATEGORY, type MenuItem, type NewsItem, type PopupNotice } from '@wire/market'
import type { Paged } from '@wire/envelope'
import { activateLanguage } from '@/locales'
import { apiBase } from '@/services/http'
import { switchLanguage } from '@/services/language'
import { config, loadSiteConfig } from '@/stores/config'
import HomePage from '@/pages/index/index'
import { laterParts, openAt, signedOut } from './helpers'

const testUtils = new TestUtils()
// a few turns of the microtask queue and one of the event loop: the answer, the page's then,
// React's render
const flush = async () => {
  for (let i = 0; i < 5; i++) await testUtils.act(() => Promise.resolve())
  await testUtils.act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  await laterParts() // Home draws its news and notice a few tasks after its first paint
}

type Worded = 'en' | 'de' | 'ja'

/** What the fake server says in each language: Home's first quick entry, the rest by language. */
const DEPOSIT: Record<Worded, string> = { en: 'Deposit', de: 'Einzahlen', ja: '入金' }

const menu = (lang: Worded): MenuItem[] => [
  {
    id: 1,
    key: 'recharge',
    name: DEPOSIT[lang],
    path: '/pages/user/recharge',
    icon: '/media/menu/recharge.png',
  },
  { id: 4, key: 'help', name: `help:${lang}`, path: '/pages/QA/QA', icon: '/media/menu/help.png' },
]
const news = (cId: number, lang: Worded): Paged<NewsItem> => ({
  data: [
    {
      id: cId * 10,
      c_id: cId,
      title: `${cId === NEWS_CATEGORY.banner ? 'banner' : 'headline'}:${lang}`,
      summary: '',
      thumbnail: '',
      created_at: '2024-01-01T00:00:00Z',
    },
  ],
  page: 1,
  pages: 1,
  total: 1,
})
const notice = (lang: Worded): PopupNotice => ({ id: 7, title: `notice:${lang}`, content: '' })

interface Asked {
  path: string
  lang: string
  acceptLanguage: string
}

let asked: Asked[]
/** Answers in this language wait until `release` is called. */
let held: { lang: Lang; release: () => void; released: Promise<void> } | null

function hold(lang: Lang): () => void {
  let release = () => undefined as void
  const released = new Promise<void>((resolve) => (release = resolve))
  held = { lang, release, released }
  return release
}

/** The reference server's content calls, worded by the `lang` field every call carries. */
function fakeServer(): void {
  jest.spyOn(Taro, 'request').mockImplementation(((options: Taro.request.Option) => {
    const path = options.url.slice(apiBase().length).split('?')[0]
    const data = (options.data ?? {}) as Record<string, string>
    const lang = data.lang as Worded
    asked.push({ path, lang, acceptLanguage: options.header?.['Accept-Language'] as string })
    const body = (message: unknown) => ({ data: { type: 'ok', message }, statusCode: 200 })
    let answer: unknown
    if (path === '/menu') answer = body(menu(lang))
    else if (path === '/news/list') answer = body(news(Number(data.c_id), lang))
    else if (path === '/news/index_pop') answer = body(notice(lang))
    else if (path === '/getSiteConfig')
      answer = body({ name: `site:${lang}`, logo: '', url: '', tx_rate: '1', version: '1' })
    else if (path === '/getSetting') answer = body({ greeting: `settings:${lang}` })
    else answer = { data: { type: 'error', message: 'not here' }, statusCode: 404 }
    const waiting = held?.lang === lang ? held.released : Promise.resolve()
    return waiting.then(() => answer)
  }) as unknown as typeof Taro.request)
}

const entries = () =>
  [...document.querySelectorAll('.entries__name')].map((e) => e.textContent ?? '')
const banner = () => document.querySelector('.banners__title')?.textContent
const headline = () => document.querySelector('.home__news-item')?.textContent ?? ''
const noticeBar = () => document.querySelector('.notice')?.textContent ?? ''

const WORDED_PATHS = ['/getSetting', '/getSiteConfig', '/menu', '/news/index_pop', '/news/list']

async function openHomeInEnglish(): Promise<void> {
  await loadSiteConfig() // as start-up does
  openAt('pages/index/index')
  await testUtils.mount(HomePage)
  await flush()
  expect(entries()).toEqual(['Deposit', 'help:en'])
  expect(config.name).toBe('site:en')
}

beforeEach(async () => {
  localStorage.clear()
  await activateLanguage('en')
  signedOut()
  asked = []
  held = null
  jest.spyOn(Taro, 'setTabBarItem').mockResolvedValue({ errMsg: 'setTabBarItem:ok' })
  fakeServer()
})
afterEach(() => {
  held?.release()
  testUtils.unmout()
  jest.restoreAllMocks()
})

describe('Home after a language change', () => {
  it('asks for the server’s words again in the new language and shows them', async () => {
    await openHomeInEnglish()
    expect(banner()).toBe('banner:en')
    expect(headline()).toContain('headline:en')
    expect(noticeBar()).toContain('notice:en')

    asked = []
    await testUtils.act(() => switchLanguage('de'))
    await flush()

    const worded = asked.filter((a) => WORDED_PATHS.includes(a.path))
    expect([...new Set(worded.map((a) => a.path))].sort()).toEqual(WORDED_PATHS)
    expect(worded.filter((a) => a.path === '/news/list')).toHaveLength(2)
    // in the field http.ts adds and in the header, both from session.lang
    expect(worded.filter((a) => a.lang !== 'de' || a.acceptLanguage !== 'de')).toEqual([])

    expect(entries()).toEqual(['Einzahlen', 'help:de'])
    expect(banner()).toBe('banner:de')
    expect(headline()).toContain('headline:de')
    expect(noticeBar()).toContain('notice:de')
    expect(config.name).toBe('site:de')
    expect(config.settings).toEqual({ greeting: 'settings:de' })
  })

  it('keeps the newer language when the answer for the one left arrives last', async () => {
    await openHomeInEnglish()
    const releaseGerman = hold('de')
    await testUtils.act(() => switchLanguage('de'))
    await flush()
    await testUtils.act(() => switchLanguage('ja'))
    await flush()
    expect(entries()).toEqual(['入金', 'help:ja'])

    releaseGerman()
    await flush()
    expect(entries()).toEqual(['入金', 'help:ja'])
    expect(banner()).toBe('banner:ja')
    expect(headline()).toContain('headline:ja')
    expect(noticeBar()).toContain('notice:ja')
    expect(config.name).toBe('site:ja')
  })
})
