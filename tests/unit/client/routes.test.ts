import { appPages, findRoute, isPublic, isTab, ROUTES, TABS, type RoutePath } from '@/routes'
import { pageQuery, parseUrl, toUrl } from '@/services/router'

// SPEC §2, copied here on purpose: the route table must match the contract, not itself.
const SPEC_ROUTES = [
  'pages/common/loading',
  'pages/index/index',
  'pages/tabs/quotes/quotes',
  'pages/quoteDetail/quoteDetail',
  'pages/user/accountDetail',
  'pages/login/login',
  'pages/register/index',
  'pages/tabs/me/me-k',
  'pages/language/language',
  'pages/user/userinfo',
  'pages/wallets/wallets',
  'pages/wallets/bindAddress',
  'pages/QA/QA',
  'pages/msg/msg-list',
  'pages/msg/msg-detail',
  'pages/quoteDetail/klinePage',
  'pages/quoteDetail/kline-app-page',
  'pages/user/recharge',
  'pages/user/recharge-detail',
  'pages/user/rechargeRecord',
  'pages/user/exchange',
  'pages/user/withdrawl',
  'pages/user/withdrawRecord',
  'pages/user/accountRecord',
  'pages/user/authentication1',
  'pages/user/authentication2',
  'pages/bankCard/bankCard-list',
  'pages/bankCard/bindBankCard',
  'pages/lockMining/lockMining',
  'pages/lockMining/lockMiningProductList',
  'pages/lockMining/orders',
  'pages/lockMining/detail',
  'pages/services/index',
  'pages/about/index',
]

// The catalogue areas' own pages (DESIGN §9: src/pages/<area>/, in subpackages), beyond SPEC §2.
const AREA_ROUTES = [
  'pages/spot/index',
  'pages/lever/index',
  'pages/follow/index',
  'pages/follow/trader',
  'pages/follow/mine',
  'pages/earn/index',
  'pages/dual/index',
  'pages/dual/detail',
  'pages/dual/orders',
  'pages/project/index',
  'pages/project/detail',
  'pages/project/orders',
  'pages/loan/index',
  'pages/loan/borrow',
  'pages/loan/mine',
  'pages/p2p/index',
  'pages/p2p/order',
  'pages/p2p/orders',
  'pages/p2p/ads',
  'pages/pay/card',
  'pages/pay/checkout',
  'pages/collectibles/index',
  'pages/collectibles/series',
  'pages/collectibles/nft',
  'pages/collectibles/mine',
  'pages/collectibles/artist',
  // news: SPEC §7 /news/list and /news/detail, opened from Home
  'pages/news/index',
  'pages/news/detail',
  // account safety (issue 32), opened from personal information
  'pages/safety/sessions',
  'pages/safety/antiPhishing',
  'pages/safety/authenticator',
  // price alerts (issue 32), opened from the Trade tab and the chart
  'pages/alerts/index',
  // exports (issue 32), opened from Me
  'pages/exports/index',
  // the native app's stand-in for the pages its bundle does not carry (issue 33)
  'pages/webOnly/index',
]
const ALL_ROUTES = [...SPEC_ROUTES, ...AREA_ROUTES]

describe('route table (SPEC §2)', () => {
  it('holds exactly the 34 routes of the spec and the areas’ pages, the loading page first', () => {
    expect(ROUTES).toHaveLength(ALL_ROUTES.length)
    expect([...ROUTES.map((r) => r.path)].sort()).toEqual([...ALL_ROUTES].sort())
    expect(ROUTES[0].path).toBe('pages/common/loading')
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ALL_ROUTES.length)
  })

  it('has the four tabs Home, Market, Trade, Assets in that order', () => {
    expect(TABS.map((r) => r.path)).toEqual([
      'pages/index/index',
      'pages/tabs/quotes/quotes',
      'pages/quoteDetail/quoteDetail',
      'pages/user/accountDetail',
    ])
    expect(TABS.map((r) => r.tab)).toEqual([0, 1, 2, 3])
  })

  // the language page too: a visitor chooses the language before signing in (issue 47 item 12)
  it('lets only index, login, register and the language (and the entry page and the native app’s link to the web app) open without a session', () => {
    const open = ROUTES.filter((r) => r.public).map((r) => r.path)
    expect(open.sort()).toEqual(
      [
        'pages/common/loading',
        'pages/index/index',
        'pages/language/language',
        'pages/login/login',
        'pages/register/index',
        'pages/webOnly/index',
      ].sort(),
    )
    expect(isPublic('/pages/login/login?redirect=x')).toBe(true)
    expect(isPublic('/pages/user/recharge')).toBe(false)
    expect(isPublic('/pages/not/a/page')).toBe(false)
  })

  it('keeps tab pages in the main package and no subpackage root over a main-package page', () => {
    const { pages, subPackages } = appPages()
    for (const tab of TABS) expect(pages).toContain(tab.path)
    for (const { root } of subPackages) {
      expect(pages.some((p) => p.startsWith(root + '/'))).toBe(false)
    }
    const all = [
      ...pages,
      ...subPackages.flatMap(({ root, pages: sub }) => sub.map((p) => `${root}/${p}`)),
    ]
    expect(all.sort()).toEqual([...ALL_ROUTES].sort())
    expect(pages[0]).toBe('pages/common/loading')
  })

  it('gives the native app the pages issue 33 names, what they lead to and the link to the web app', () => {
    const { pages, subPackages } = appPages(true)
    expect(pages[0]).toBe('pages/common/loading')
    expect([...pages].sort()).toEqual(
      [
        'pages/common/loading',
        ...TABS.map((t) => t.path),
        'pages/login/login',
        'pages/register/index',
        // where registering leads: both steps can be skipped
        'pages/user/authentication1',
        'pages/bankCard/bindBankCard',
        'pages/tabs/me/me-k',
        'pages/language/language',
        'pages/quoteDetail/klinePage',
        'pages/spot/index',
        'pages/user/recharge',
        'pages/user/withdrawl',
        'pages/webOnly/index',
      ].sort(),
    )
    expect(subPackages).toEqual([])
  })

  it('finds routes by URL, ignoring the leading slash and the query', () => {
    expect(findRoute('/pages/user/recharge?x=1')?.path).toBe('pages/user/recharge')
    expect(isTab('/pages/quoteDetail/quoteDetail?symbol=BTC')).toBe(true)
    expect(isTab('pages/quoteDetail/klinePage')).toBe(false)
  })

  it('types the paths the router takes, so a misspelt one fails the type-check', () => {
    // @ts-expect-error: not a page of the table
    const typo: RoutePath = 'pages/user/recharg'
    expect(findRoute(typo)).toBeUndefined()
  })
})

describe('router URLs', () => {
  it('appends query parameters, encoded, leaving empty ones out', () => {
    expect(toUrl('pages/x/y', { a: 1, b: 'c d&e', c: undefined, d: '', e: false })).toBe(
      '/pages/x/y?a=1&b=c%20d%26e&e=false',
    )
    expect(toUrl('/pages/x/y')).toBe('/pages/x/y')
  })

  it('parses what it builds', () => {
    const url = toUrl('pages/user/recharge', { redirect: '/pages/a?b=1&c=2', n: 5 })
    expect(parseUrl(url)).toEqual({
      path: 'pages/user/recharge',
      query: { redirect: '/pages/a?b=1&c=2', n: '5' },
    })
    expect(parseUrl('/pages/a?bad=%E0%A4%A&ok=1')).toEqual({ path: 'pages/a', query: { ok: '1' } })
  })
})

describe('page queries (issue 10, defect 8)', () => {
  it('decodes what Taro hands over exactly once, so passing it on encodes it once', () => {
    const raw = { invite: 'AB%20CD', $taroTimestamp: '1', stamp: '2', odd: '100%' }
    const query = pageQuery(raw)
    expect(query).toEqual({ invite: 'AB CD', odd: '100%' })
    const url = toUrl('pages/register/index', query)
    expect(url).toBe('/pages/register/index?invite=AB%20CD&odd=100%25')
    // the next page gets the same encoded form, and reads the same value
    expect(pageQuery(parseUrlRaw(url))).toEqual(query)
  })
})

/** The query as Taro's router hands it to a page: split, not decoded. */
function parseUrlRaw(url: string): Record<string, string> {
  const search = url.split('?')[1] ?? ''
  return Object.fromEntries(search.split('&').map((pair) => pair.split('=') as [string, string]))
}
