// services/realtime.ts, the market store and the market calls against the real server and its
// simulated feed (ticking in real time).
import type { Candle, KlineEvent } from '@wire/market'
import { fetchKline, fetchTimeshare } from '@/services/api/market'
import { connectRealtime, subscribeKline } from '@/services/realtime'
import { ensureQuotes, market } from '@/stores/market'
import { loadWatchlist, toggleWatch, watchlist } from '@/stores/watchlist'
import { observePlatform, resetClient, signedInUser, until } from './support'

beforeAll(async () => {
  await resetClient()
  await ensureQuotes()
  connectRealtime()
  await until(() => market.connection === 'online')
})

describe('live quotes', () => {
  it('loads every symbol and then keeps it moving through socket ticks', async () => {
    const btc = Object.values(market.quotes).find((q) => q.symbol === 'BTC/USDT')
    expect(btc).toBeDefined()
    expect(market.ids.length).toBeGreaterThanOrEqual(40)
    const seen = new Set<string>([btc!.now_price])
    await until(() => {
      seen.add(market.quotes[btc!.id].now_price)
      return seen.size >= 3
    }, 15000)
    expect(market.quotes[btc!.id].now_price).toMatch(/^\d+\.\d{2}$/)
  })
})

describe('candles', () => {
  it('joins the live candle onto the REST history without a gap or a duplicate', async () => {
    const btc = Object.values(market.quotes).find((q) => q.symbol === 'BTC/USDT')!
    const live: KlineEvent[] = []
    const off = subscribeKline(btc.id, '1min', (e) => live.push(e))
    await until(() => live.length > 0)
    const now = Date.now()
    const history: Candle[] = await fetchKline(btc.id, '1min', now - 30 * 60000, now)
    await until(() => live.some((e) => e.time >= history[history.length - 1].time))
    off()
    const last = history[history.length - 1]
    const next = live.filter((e) => e.time >= last.time)[0]
    expect([0, 60000]).toContain(next.time - last.time)
    for (let i = 1; i < history.length; i++)
      expect(history[i].time - history[i - 1].time).toBe(60000)
  })

  it('reads the un-enveloped time-share answer as candles', async () => {
    const now = Date.now()
    const line = await fetchTimeshare('BTC/USDT', '1min', now - 3600000, now)
    expect(line.length).toBeGreaterThan(50)
    expect(line[0]).toEqual(
      expect.objectContaining({
        time: expect.any(Number),
        close: expect.stringMatching(/^\d+\.\d+$/),
      }),
    )
  })
})

describe('watchlist', () => {
  it('adds and removes through the store, per user', async () => {
    observePlatform()
    await signedInUser()
    await loadWatchlist()
    expect(watchlist.order).toEqual([])
    const eth = Object.values(market.quotes).find((q) => q.symbol === 'ETH/USDT')!
    await toggleWatch(eth.id, eth.currency_id)
    expect(watchlist.order).toEqual([eth.id])
    await loadWatchlist()
    expect(watchlist.order).toEqual([eth.id])
    expect(watchlist.entries[eth.id]).toBeGreaterThan(0)

    await signedInUser() // somebody else
    await loadWatchlist()
    expect(watchlist.order).toEqual([])
  })
})
