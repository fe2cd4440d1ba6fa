// Start-up (DESIGN §4): requests that do not depend on each other go out together, and the first
// price does not wait behind the settings. Against another backend of the family (WIRE.md), which
// can hold an answer back to show what the client asks meanwhile.
import type { QuoteGroup } from '@wire/market'
import { HOME, LOADING, MARKET } from '@/routes'
import { homeBanners, homeHeadlines, homeMenu } from '@/pages/index/homeCalls'
import { launch, launchFromAddress, takeBoot } from '@/services/boot'
import { config } from '@/stores/config'
import { market } from '@/stores/market'
import { session } from '@/stores/session'
import { CALLS } from '@/services/api/calls'
import { START_CALLS, startCallKey } from '@/startFiles/calls'
import type { StartAnswer } from '@/startFiles/hint'
import { sampleMatch } from '../support/samples'
import { familyBackend, observePlatform, resetClient } from './support'

const ok = (message: unknown) => ({ body: JSON.stringify({ type: 'ok', message }) })

const btc = sampleMatch({
  now_price: '65000.00',
  turnover: '65000',
  high: '65000.00',
  low: '64000.00',
  yesterday_close: '64350.00',
  today_open: '64350.00',
})
const groups: QuoteGroup[] = [{ id: 3, name: 'USDT', quotation: [btc] }]
const site = { name: 'Family', logo: '', url: '', tx_rate: '1', version: '1' }

type Answer = { status?: number; body: string }

/** What start-up asks for Home besides its own calls (the quotes, banners, headlines, entries). */
const HOME_CALLS = ['/api/currency/quotation_new', '/api/news/list', '/api/news/list', '/api/menu']

/**
 * A backend that holds /getSetting back until Home's calls have been asked for (or a second has
 * passed), noting in `events` the order in which things happened.
 */
async function slowSettingsBackend() {
  const events: string[] = []
  let homeAsked = () => undefined as void
  const homeSeen = new Promise<void>((resolve) => {
    homeAsked = resolve
    setTimeout(resolve, 1000)
  })
  const waiting = [...HOME_CALLS]
  const backend = await familyBackend(async (path): Promise<Answer> => {
    events.push(`asked ${path}`)
    const at = waiting.indexOf(path)
    if (at >= 0) waiting.splice(at, 1)
    if (waiting.length === 0) homeAsked()
    if (path === '/api/currency/quotation_new') return ok(groups)
    if (path === '/api/getSetting') {
      await homeSeen
      events.push('settings answered')
      return ok({ register_open: '1' })
    }
    if (path === '/api/getSiteConfig') return ok(site)
    if (path === '/api/news/list') return ok({ data: [], page: 1, pages: 1 })
    if (path === '/api/menu') return ok([])
    return { status: 404, body: '{"type":"error","message":"Not found"}' }
  })
  process.env.TARO_APP_API_BASE = backend.base
  return { ...backend, events }
}

// Start-up runs Home's code in a task of its own (warmPage). The browser has it in the app's own
// chunk, but jest transforms it, and taro's components with it, on first use: a second or more on
// a cold cache, during which no request is handled. Loaded here, the order below is start-up's.
beforeAll(() => import('@/pages/index/index'), 60_000)

beforeEach(async () => {
  await resetClient()
  observePlatform()
  localStorage.clear()
  Object.assign(market, { quotes: {}, ids: [], loaded: false })
  Object.assign(session, { initialised: false })
})
afterEach(() => jest.restoreAllMocks())

describe('start-up (DESIGN §4)', () => {
  it('launches once, asking for the quotes and the content of Home without waiting for the settings', async () => {
    const backend = await slowSettingsBackend()
    try {
      // Taro's router and useLaunch both report the launch: only the first counts
      launch({ path: `/${LOADING}`, query: { $taroTimestamp: '1', ref: 'ad' } })
      launch({ path: `/${LOADING}`, query: {} })
      await takeBoot()
      expect(session.entryPage).toEqual({ path: LOADING, query: { ref: 'ad' } })
      expect(session.initialised).toBe(true)
      expect(config.name).toBe('Family')
      expect(config.settings).toEqual({ register_open: '1' })
      // the quotes went out before the settings came back, and arrived with start-up
      expect(backend.events.indexOf('asked /api/currency/quotation_new')).toBeGreaterThanOrEqual(0)
      expect(backend.events.indexOf('asked /api/currency/quotation_new')).toBeLessThan(
        backend.events.indexOf('settings answered'),
      )
      expect(market.loaded).toBe(true)
      expect(market.quotes[1].now_price).toBe('65000.00')
      // Home's banners, headlines and quick entries went out with them
      for (const call of ['asked /api/news/list', 'asked /api/menu']) {
        expect(backend.events.indexOf(call)).toBeGreaterThanOrEqual(0)
        expect(backend.events.indexOf(call)).toBeLessThan(
          backend.events.indexOf('settings answered'),
        )
      }
      // one launch, one start-up
      const asked = backend.events.filter((e) => e.startsWith('asked'))
      expect(asked.sort()).toEqual([
        'asked /api/currency/quotation_new',
        'asked /api/getSetting',
        'asked /api/getSiteConfig',
        'asked /api/menu',
        'asked /api/news/list',
        'asked /api/news/list',
      ])
      // Home takes those answers rather than asking again
      await Promise.all([homeBanners(), homeHeadlines(), homeMenu()])
      expect(backend.events.filter((e) => e.startsWith('asked'))).toHaveLength(6)
    } finally {
      await backend.close()
    }
  })

  it('fetches the quotes only for a page that shows them', async () => {
    const backend = await slowSettingsBackend()
    try {
      session.entryPage = { path: 'pages/user/userinfo', query: {} }
      await takeBoot()
      expect(session.initialised).toBe(true)
      expect(backend.events).not.toContain('asked /api/currency/quotation_new')
      expect(market.loaded).toBe(false)

      session.entryPage = { path: MARKET, query: {} }
      await takeBoot()
      expect(backend.events).toContain('asked /api/currency/quotation_new')
      // answered before this backend closes, so nothing of it reaches the next test
      for (let i = 0; i < 100 && !market.loaded; i++) await new Promise((r) => setTimeout(r, 10))
      expect(market.loaded).toBe(true)
    } finally {
      await backend.close()
    }
  })

  it('goes on when the quotes fail: the page shows that and retries; a retry starts afresh', async () => {
    let settingsCalls = 0
    const backend = await familyBackend((path): Answer => {
      if (path === '/api/currency/quotation_new') return { status: 500, body: 'down' }
      if (path === '/api/getSetting') settingsCalls++
      if (path === '/api/getSetting') return ok({})
      return ok(site)
    })
    process.env.TARO_APP_API_BASE = backend.base
    try {
      session.entryPage = { path: HOME, query: {} }
      await takeBoot()
      expect(session.initialised).toBe(true)
      expect(market.loaded).toBe(false)
      // the loading page's reload: nothing is left over from the launch, so it asks again
      await takeBoot()
      expect(settingsCalls).toBe(2)
    } finally {
      await backend.close()
    }
  })

  it("takes the answers index.html's hint asked for at Home's start, once each", async () => {
    const backend = await slowSettingsBackend()
    const early = (message: unknown): Promise<StartAnswer> =>
      Promise.resolve({ status: 200, body: JSON.stringify({ type: 'ok', message }) })
    const earlyMessages: Record<string, unknown> = {
      siteConfig: { ...site, name: 'Asked by index.html' },
      settings: { register_open: '0' },
      quoteGroups: groups,
      newsList: { data: [], page: 1, pages: 1 },
      menu: [],
    }
    // as the hint keeps them (startFiles/hint.ts), for the calls it makes for Home
    window.__startAnswers = {}
    for (const call of [...START_CALLS.boot, ...START_CALLS.quotes, ...START_CALLS.home]) {
      const { method, path } = CALLS[call.name as keyof typeof CALLS]
      const key = startCallKey(method, `${backend.base}/api${path}`, { ...call.fields, lang: 'en' })
      window.__startAnswers[key] = early(earlyMessages[call.name])
    }
    try {
      session.entryPage = { path: HOME, query: {} }
      await takeBoot()
      await Promise.all([homeBanners(), homeHeadlines(), homeMenu()])
      expect(config.name).toBe('Asked by index.html')
      expect(market.loaded).toBe(true)
      // the app asked exactly what the hint did: nothing of it went to the network
      expect(backend.events).toEqual([])
      expect(Object.keys(window.__startAnswers)).toEqual([])
      // a second start asks the server
      await takeBoot()
      await Promise.all([homeBanners(), homeHeadlines(), homeMenu()])
      expect(config.name).toBe('Family')
      expect(backend.events).toContain('asked /api/getSiteConfig')
    } finally {
      delete window.__startAnswers
      await backend.close()
    }
  })

  it('reads the launch from the H5 address as the hash router will report it', () => {
    expect(launchFromAddress('')).toEqual({ path: LOADING, query: {} })
    expect(launchFromAddress('#/')).toEqual({ path: LOADING, query: {} })
    expect(launchFromAddress(`#/${MARKET}`)).toEqual({ path: MARKET, query: {} })
    // still encoded, as the router reports it: launch() decodes every platform's query once
    expect(launchFromAddress(`#/${HOME}?ref=a%20b&x=1`)).toEqual({
      path: HOME,
      query: { ref: 'a%20b', x: '1' },
    })
  })
})
