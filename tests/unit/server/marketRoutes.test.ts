// Market calls over HTTP: the quote lists, currencies, a currency's profile and both candle calls.
import { t } from '../../../server/src/infra/i18n'
import Decimal from 'decimal.js'
import type { CodeResponse } from '../../../types/envelope'
import type { Candle, Currency, CurrencyProfile, Match, QuoteGroup } from '../../../types/market'
import { contextOf } from '../../../server/src/app'
import { MINUTE, ManualClock } from '../../../server/src/infra/clock'
import { CURRENCIES, SYMBOLS } from '../../../server/src/market/catalogue'
import { listMatches, quoteGroups } from '../../../server/src/market/matches'
import type { MarketFeed } from '../../../server/src/market/feed'
import { SimulatedFeed } from '../../../server/src/market/simulatedFeed'
import { BOOT_TIMEOUT, call, failure, okMessage, startServer, type TestServer } from './helpers'

// Every field of a Match; the type below fails to compile when the list misses one.
const MATCH_KEYS = [
  'id',
  'currency_id',
  'legal_id',
  'currency_name',
  'legal_name',
  'symbol',
  'full_name',
  'currency_type',
  'now_price',
  'change',
  'volume',
  'turnover',
  'high',
  'low',
  'yesterday_close',
  'today_open',
  'market_cap',
  'price_precision',
  'qty_precision',
  'listed_at',
  'logo',
  'open_microtrade',
  'open_coin_trade',
  'open_lever',
  'micro_trade_fee',
  'sort',
] as const satisfies readonly (keyof Match)[]
const allMatchKeys: Exclude<keyof Match, (typeof MATCH_KEYS)[number]> extends never ? true : never =
  true

const NOW = '2026-11-21T12:00:00.000Z'

let server: TestServer
let feed: MarketFeed
beforeAll(async () => {
  server = await startServer({ clock: new ManualClock(NOW) })
  feed = contextOf(server.app).feed
}, BOOT_TIMEOUT)
afterAll(() => server.close())

/** Moves the test clock and the feed with it. */
function advance(ms: number) {
  server.clock.advance(ms)
  feed.advanceTo(server.clock.now().getTime())
}

const price = (p: number) => new RegExp(`^\\d+${p > 0 ? `\\.\\d{${p}}` : ''}$`)

describe('quotation_new', () => {
  it('groups every match by quote currency, each group by sort', async () => {
    const groups = okMessage(await call<QuoteGroup[]>(server, 'GET', '/api/currency/quotation_new'))
    expect(allMatchKeys).toBe(true)
    expect(groups.map((g) => [g.id, g.name])).toEqual([
      [3, 'USDT'],
      [7, 'USD'],
      [42, 'JPY'],
      [43, 'CHF'],
      [45, 'CAD'],
    ])
    const all = groups.flatMap((g) => g.quotation)
    expect(all).toHaveLength(feed.matches().length)
    for (const group of groups) {
      const sorts = group.quotation.map((m) => m.sort)
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
      for (const m of group.quotation) {
        expect(Object.keys(m).sort()).toEqual([...MATCH_KEYS].sort())
        expect([m.legal_id, m.legal_name]).toEqual([group.id, group.name])
        for (const field of [
          'now_price',
          'high',
          'low',
          'yesterday_close',
          'today_open',
        ] as const) {
          expect([m.symbol, field, m[field]]).toEqual([
            m.symbol,
            field,
            expect.stringMatching(price(m.price_precision)),
          ])
        }
        expect(m.volume).toMatch(price(m.qty_precision))
        expect(m.turnover).toMatch(/^\d+\.\d{2}$/)
        expect(m.change).toMatch(/^([+-]\d+\.\d{2}|0\.00)$/)
        expect(m.market_cap === null || /^\d+\.\d{2}$/.test(m.market_cap)).toBe(true)
        expect(m.logo).toMatch(/^\/media\/logos\/[a-z]+\.svg$/)
      }
    }
    expect(groups[0].quotation[0]).toMatchObject({
      id: 1,
      currency_id: 1,
      legal_id: 3,
      symbol: 'BTC/USDT',
      full_name: 'Bitcoin',
      currency_type: 2,
      open_microtrade: 1,
      open_coin_trade: 1,
      micro_trade_fee: '0.001',
    })
  })

  it('leaves out a symbol until its listing', () => {
    const before = new SimulatedFeed({ clock: new ManualClock('2026-11-15T12:00:00Z') })
    const symbols = listMatches(before).map((m) => m.symbol)
    expect(symbols).toContain('TON/USDT')
    expect(symbols).not.toContain('APT/USDT')
    expect(quoteGroups(before)[0].quotation).toHaveLength(15)
  })

  it('shows the same quotes flat in quotation_match', async () => {
    const flat = okMessage(await call<Match[]>(server, 'GET', '/api/currency/quotation_match'))
    expect(flat.map((m) => m.id)).toEqual(feed.matches().map((m) => m.id))
    const btc = flat[0]
    expect(btc.now_price).toBe(feed.quote(1)?.now_price)
    expect(btc.market_cap).toBe(new Decimal(btc.now_price).times('19950000').toFixed(2))
  })
})

describe('listing dates on the wire', () => {
  const listed = SYMBOLS.flatMap((s) =>
    s.listedAt === undefined ? [] : [[`${s.base}/${s.quote}`, Date.parse(s.listedAt)] as const],
  )
  const dated = (matches: Match[]) =>
    matches.filter((m) => m.listed_at !== null).map((m) => [m.symbol, m.listed_at])

  it('is the listing for the symbols listed on a date, null for the rest, never 1940', async () => {
    const flat = okMessage(await call<Match[]>(server, 'GET', '/api/currency/quotation_match'))
    const groups = okMessage(await call<QuoteGroup[]>(server, 'GET', '/api/currency/quotation_new'))
    expect(listed.map(([symbol]) => symbol)).toEqual(['SUI/USDT', 'TON/USDT', 'APT/USDT'])
    expect(dated(flat)).toEqual(listed)
    expect(dated(groups.flatMap((g) => g.quotation))).toEqual(listed)
    expect(flat.filter((m) => m.listed_at === null)).toHaveLength(flat.length - listed.length)
  })

  it('tells no currency a date from before the app', async () => {
    for (const { id } of CURRENCIES) {
      const profile = okMessage(
        await call<CurrencyProfile>(server, 'GET', '/api/currency/address', {
          body: { id: String(id) },
        }),
      )
      const at = profile.listed_at
      expect([profile.name, at === null || at >= Date.parse('2026-01-01')]).toEqual([
        profile.name,
        true,
      ])
    }
  })
})

describe('currencies', () => {
  it('lists every currency with its type', async () => {
    const list = okMessage(await call<Currency[]>(server, 'GET', '/api/currency/list'))
    expect(list.slice(0, 4)).toEqual([
      { id: 1, name: 'BTC', full_name: 'Bitcoin', type: 2 },
      { id: 2, name: 'ETH', full_name: 'Ethereum', type: 2 },
      { id: 3, name: 'USDT', full_name: 'Tether USDt', type: 2 },
      { id: 5, name: 'USDC', full_name: 'USD Coin', type: 2 },
    ])
    expect(list.find((c) => c.name === 'AAPL')?.type).toBe(3)
  })

  it('describes a currency in the request language, with its token contracts', async () => {
    const usdt = okMessage(
      await call<CurrencyProfile>(server, 'GET', '/api/currency/address', { body: { id: '3' } }),
    )
    expect(usdt).toMatchObject({
      currency_id: 3,
      name: 'USDT',
      type: 2,
      circulating: expect.any(String),
    })
    expect(usdt.networks).toEqual([
      { network: 'TRC20', contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
      { network: 'ERC20', contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
    ])
    expect(usdt.description).toBe('Tether USDt (USDT) is a digital currency.')

    const btc = okMessage(
      await call<CurrencyProfile>(server, 'GET', '/api/currency/address', {
        body: { id: '1', lang: 'de' },
      }),
    )
    expect(btc.networks).toEqual([])
    expect(btc.description).toBe(
      'Bitcoin (BTC) ist eine digitale Währung. In dieser App wird der Kurs in USDT angegeben; die Marktdaten sind simuliert.',
    )
    const gold = okMessage(
      await call<CurrencyProfile>(server, 'GET', '/api/currency/address', { body: { id: '32' } }),
    )
    expect(gold).toMatchObject({ name: 'GC', type: 4, circulating: null })
  })

  it('tells a listing date only where there is a real one', async () => {
    const profile = async (id: string) =>
      okMessage(
        await call<CurrencyProfile>(server, 'GET', '/api/currency/address', { body: { id } }),
      )
    // simulated since long before the app: no date rather than 1940-01-01
    expect((await profile('1')).listed_at).toBeNull()
    // APT came to the market in November 2026
    expect((await profile('21')).listed_at).toBe(Date.parse('2026-11-16T00:00:00Z'))
  })

  it.each(['999', '4', '6', ''])('refuses currency id %p', async (id) => {
    const res = await call(server, 'GET', '/api/currency/address', { body: { id, lang: 'fr' } })
    expect(failure(res)).toEqual({ type: 'error', message: 'Devise introuvable' })
  })

  it('refuses a currency id that is not digits for its form', async () => {
    const body = { id: 'abc', lang: 'fr' }
    const res = await call(server, 'GET', '/api/currency/address', { body })
    expect(failure(res).message).toBe(t('fr', 'field_format_whole', { field: 'id' }))
  })
})

describe('new_timeshar', () => {
  const to = Math.floor(Date.parse(NOW) / 1000)

  async function timeshar(query: Record<string, string>) {
    const res = await call(server, 'GET', '/api/currency/new_timeshar', { body: query })
    return res.body as unknown as CodeResponse<Candle[]>
  }

  it('answers without an envelope, in ascending time, from seconds or milliseconds', async () => {
    const query = { symbol: 'BTC/USDT', period: '1min', from: String(to - 3600), to: String(to) }
    const answer = await timeshar(query)
    expect(Object.keys(answer).sort()).toEqual(['code', 'data', 'msg'])
    expect(answer.code).toBe(1)
    expect(answer.msg).toBe('success')
    expect(answer.data).toHaveLength(61)
    const times = answer.data.map((c) => c.time)
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(Object.keys(answer.data[0]).sort()).toEqual([
      'close',
      'high',
      'low',
      'open',
      'time',
      'volume',
    ])
    expect(answer.data[0].open).toMatch(/^\d+\.\d{2}$/)
    const inMs = await timeshar({
      ...query,
      symbol: 'btcusdt',
      from: `${query.from}000`,
      to: `${query.to}000`,
    })
    expect(inMs).toEqual(answer)
  })

  it('caps an answer at 1500 candles, the latest ones', async () => {
    const answer = await timeshar({ symbol: 'ETH/USDT', period: '1min', from: '0', to: String(to) })
    expect(answer.data).toHaveLength(1500)
    expect(answer.data.at(-1)?.time).toBe(Date.parse(NOW))
  })

  it.each([
    [{ symbol: 'BTC/USDT', period: '2min' }, 'Période de bougie non prise en charge'],
    [{ symbol: 'NOPE/USDT', period: '1min' }, 'Symbole introuvable'],
    [
      { symbol: 'BTC/USDT', period: '1min', from: '1700000100', to: '1700000000' },
      'Plage horaire invalide',
    ],
    [
      { symbol: 'BTC/USDT', period: '1min', from: 'yesterday' },
      t('fr', 'field_format_whole', { field: 'from' }),
    ],
  ])('answers %p with code -1 and a translated message', async (query, msg) => {
    expect(await timeshar({ ...query, lang: 'fr' })).toEqual({ code: -1, msg, data: [] })
  })
})

describe('new_kline', () => {
  it('returns enveloped candles whose last one is live', async () => {
    const from = String(Date.parse(NOW) - 30 * MINUTE)
    const body = { match_id: '1', period: '5min', from, to: String(Date.parse(NOW) + 3 * MINUTE) }
    advance(2000)
    const candles = okMessage(
      await call<Candle[]>(server, 'POST', '/api/currency/new_kline', { body }),
    )
    expect(candles).toHaveLength(7)
    expect(candles.at(-1)?.close).toBe(feed.quote(1)?.now_price)
    advance(2000)
    const later = okMessage(
      await call<Candle[]>(server, 'POST', '/api/currency/new_kline', { body }),
    )
    expect(later.slice(0, -1)).toEqual(candles.slice(0, -1))
    expect(later.at(-1)?.close).toBe(feed.quote(1)?.now_price)
  })

  it('defaults `to` to now and refuses what it cannot serve', async () => {
    const candles = okMessage(
      await call<Candle[]>(server, 'POST', '/api/currency/new_kline', {
        body: { match_id: '2', period: '1day' },
      }),
    )
    expect(candles).toHaveLength(1500)
    const unknown = await call(server, 'POST', '/api/currency/new_kline', {
      body: { match_id: '999', period: '1min', lang: 'de' },
    })
    expect(failure(unknown).message).toBe('Symbol nicht gefunden')
    const period = await call(server, 'POST', '/api/currency/new_kline', {
      body: { match_id: '1', period: '1h' },
    })
    expect(failure(period).message).toBe('Unsupported candle period')
  })
})
