// News, banners, the pop-up notice and the menu, in the request language with English as the
// fallback; banner images and logos served safely. Hostile rich text: contentRichText.test.ts.
import { sanitizeHtml } from '@common/richText'
import type { Paged } from '../../../types/envelope'
import type { MenuItem, NewsDetail, NewsItem, PopupNotice } from '../../../types/market'
import { createNews } from '../../../server/src/content/news'
import { BOOT_TIMEOUT, call, failure, okMessage, startServer, type TestServer } from './helpers'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const news = async (body: Record<string, string>, method: 'GET' | 'POST' = 'POST') =>
  okMessage(await call<Paged<NewsItem>>(server, method, '/api/news/list', { body }))
const detail = async (id: number, lang?: string) =>
  okMessage(
    await call<NewsDetail>(server, 'POST', '/api/news/detail', {
      body: { id: String(id), ...(lang ? { lang } : {}) },
    }),
  )

describe('news and banners', () => {
  it('lists the news, newest first, paged', async () => {
    const page = await news({ c_id: '4' })
    expect(page).toMatchObject({ page: 1, pages: 1, total: 4 })
    expect(page.data.map((n) => n.title)).toEqual([
      'Market data in this app is simulated',
      'How seconds trading settles',
      'Lock mining: what early redemption costs',
      'Keep your account safe',
    ])
    expect(Object.keys(page.data[0]).sort()).toEqual(
      ['c_id', 'created_at', 'id', 'summary', 'thumbnail', 'title'].sort(),
    )
    const second = await news({ c_id: '4', page: '2', limit: '3' }, 'GET')
    expect(second).toMatchObject({ page: 2, pages: 2, total: 4 })
    expect(second.data.map((n) => n.title)).toEqual(['Keep your account safe'])
  })

  it('lists banners with images this server draws', async () => {
    const banners = await news({ c_id: '5', lang: 'ja' })
    expect(banners.data.map((b) => b.thumbnail)).toEqual([
      '/media/banners/1.svg',
      '/media/banners/2.svg',
      '/media/banners/3.svg',
    ])
    expect(banners.data[0].title).toBe('シミュレーションの市場データ')
    for (const banner of banners.data) {
      const res = await fetch(`${server.url}${banner.thumbnail}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(res.headers.get('referrer-policy')).toBe('no-referrer')
      const svg = await res.text()
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
      expect(svg).not.toMatch(/<text|<script|on\w+=/i)
    }
  })

  it('refuses a malformed category', async () => {
    const res = await call(server, 'POST', '/api/news/list', { body: { c_id: 'news' } })
    expect(failure(res).message).toBe('c_id must be a whole number written in digits (0-9)')
  })

  it('tells the honest story in every article', async () => {
    const all = await news({ c_id: '4' })
    const texts = await Promise.all(all.data.map((n) => detail(n.id)))
    const seconds = texts.find((t) => t.title === 'How seconds trading settles')
    expect(seconds?.content).toContain('the order is a draw: the stake is returned, the fee is not')
    const lock = texts.find((t) => t.title.startsWith('Lock mining'))
    expect(lock?.content).toContain('penalty ratio × remaining days × locked amount')
    expect(lock?.content).toContain('988 USDT')
    for (const t of texts) {
      expect(t.content).not.toMatch(/guarantee|risk-free|100%/i)
      // Stored sanitised: sanitising again changes nothing.
      expect(sanitizeHtml(t.content)).toBe(t.content)
    }
  })

  it('answers in the request language, with English where a text is missing', async () => {
    const [first] = (await news({ c_id: '4', lang: 'de' })).data
    expect(first.title).toBe('Die Marktdaten in dieser App sind simuliert')
    const german = await detail(first.id, 'de')
    expect(german.summary).toContain('Simulator')
    // Bodies are written in English only: every language falls back to it.
    expect(german.content).toContain('<h3>What you see</h3>')

    const id = await createNews(server.db, {
      c_id: 4,
      created_at: new Date('2030-01-02T00:00:00Z'),
      texts: {
        en: { title: 'Maintenance window', summary: 'Short', content: '<p>Body</p>' },
        fr: { title: 'Fenêtre de maintenance' },
      },
    })
    expect((await detail(id, 'fr')).title).toBe('Fenêtre de maintenance')
    expect(await detail(id, 'fr')).toMatchObject({ summary: '', content: '<p>Body</p>' })
    expect(await detail(id, 'ko')).toMatchObject({ title: 'Maintenance window', summary: 'Short' })
    expect((await news({ c_id: '4', lang: 'ko' })).data[0].title).toBe('Maintenance window')
  })

  it('answers an unknown article with a translated error', async () => {
    const res = await call(server, 'POST', '/api/news/detail', {
      body: { id: '999999', lang: 'it' },
    })
    expect(failure(res).message).toBe('Articolo non trovato')
  })
})

describe('pop-up notice and menu', () => {
  it('shows the notice that data is simulated and trading is risky', async () => {
    const en = okMessage(await call<PopupNotice | null>(server, 'GET', '/api/news/index_pop'))
    expect(en).toEqual({
      id: expect.any(Number),
      title: 'Please note',
      content:
        '<p>Market data in this app is simulated and does not come from an exchange. Trading carries risk: you can lose the amount you stake.</p>',
    })
    const ar = okMessage(
      await call<PopupNotice | null>(server, 'GET', '/api/news/index_pop', {
        body: { lang: 'ar' },
      }),
    )
    expect(ar?.title).toBe('يرجى الانتباه')
  })

  it('lists the quick entries with their routes, names translated', async () => {
    const items = okMessage(
      await call<MenuItem[]>(server, 'GET', '/api/menu', {
        headers: { 'accept-language': 'zh-CN' },
      }),
    )
    expect(items.map((i) => [i.key, i.path])).toEqual([
      ['recharge', '/pages/user/recharge'],
      ['withdraw', '/pages/user/withdrawl'],
      ['lockMining', '/pages/lockMining/lockMining'],
      ['follow', '/pages/follow/index'],
      ['earn', '/pages/earn/index'],
      ['p2p', '/pages/p2p/index'],
      ['collectibles', '/pages/collectibles/index'],
      ['help', '/pages/QA/QA'],
      ['service', '/pages/services/index'],
      ['invite', '/pages/tabs/me/me-k?invite=1'],
    ])
    expect(items.map((i) => i.name)).toEqual([
      '充值',
      '提现',
      '锁仓挖矿',
      '跟单',
      '理财',
      'P2P',
      '数字藏品',
      '帮助中心',
      '在线客服',
      '邀请好友',
    ])
  })
})

describe('logos', () => {
  it('draws a logo for every catalogue currency and nothing else', async () => {
    const btc = await fetch(`${server.url}/media/logos/btc.svg`)
    expect(btc.status).toBe(200)
    expect(await btc.text()).toContain('#f7931a')
    expect((await fetch(`${server.url}/media/logos/nope.svg`)).status).toBe(404)
    expect((await fetch(`${server.url}/media/banners/../../src/main.ts`)).status).toBe(404)
    expect((await fetch(`${server.url}/media/banners/%2e%2e%2fREADME.md`)).status).toBe(404)
  })
})
