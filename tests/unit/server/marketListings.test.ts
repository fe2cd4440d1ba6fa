// Symbols that came to the market on a date of their own (issue 25 item 22): recent at the test
// clock, no price or candle before the listing, a first live price that continues the history,
// and what the app's New listings list makes of the server's matches.
import Decimal from 'decimal.js'
import { PERIODS } from '../../../types/market'
import { NEW_LISTING_MS, selectMatches } from '@/utils/marketLists'
import { DAY, HOUR, MINUTE } from '../../../server/src/infra/clock'
import { SYMBOLS } from '../../../server/src/market/catalogue'
import { listMatches } from '../../../server/src/market/matches'
import { feedAt, NOW, run, T0 } from './marketHelpers'

const LISTED = SYMBOLS.flatMap((spec, i) =>
  spec.listedAt === undefined ? [] : [{ id: i + 1, spec, at: Date.parse(spec.listedAt) }],
)

describe('recent listings', () => {
  it('are a few digital currencies listed within the last 90 days of the test clock', () => {
    expect(LISTED.length).toBeGreaterThanOrEqual(3)
    expect(LISTED.length).toBeLessThanOrEqual(5)
    for (const { spec, at } of LISTED) {
      expect([spec.base, spec.type]).toEqual([spec.base, 2])
      expect([spec.base, T0 - at > 0 && T0 - at <= 90 * DAY]).toEqual([spec.base, true])
    }
  })

  it('have no price and no candle of any period before the listing', () => {
    const { feed } = feedAt(NOW)
    for (const { id, at } of LISTED) {
      expect(() => feed.priceAt(id, at - 1)).toThrow(RangeError)
      for (const period of PERIODS) {
        expect([id, period, feed.candles(id, period, 0, at - 1)]).toEqual([id, period, []])
        const candles = feed.candles(id, period, at - 400 * DAY, at + 2 * HOUR)
        expect(candles.length).toBeGreaterThan(0)
        // The first candle is the one the listing falls in (a calendar month may open before it),
        // opening on the listing's price.
        expect(candles[0].time).toBeLessThanOrEqual(at)
        expect(candles[0].open).toBe(feed.priceAt(id, at))
        if (candles.length > 1) expect(candles[1].time).toBeGreaterThan(at)
      }
    }
  })

  it('start ticking at the listing on the price the history shows, without a jump', () => {
    for (const { id, spec, at } of LISTED) {
      const { clock, feed } = feedAt(at - 2000)
      feed.quote(1)
      expect(feed.quote(id)).toBeUndefined()
      const ticks = run(feed, clock, 2 * MINUTE).filter((t) => t.matchId === id)
      expect(ticks[0].time).toBe(at)
      // A feed started later (another node, a restart) shows the same first prices; its volume
      // is the expected one, not the ticks' draws.
      const later = feedAt(at + HOUR).feed
      expect(ticks[0].price).toBe(later.priceAt(id, at))
      const [ran] = feed.candles(id, '1min', at, at)
      const [computed] = later.candles(id, '1min', at, at)
      expect([computed.time, computed.open, computed.close]).toEqual([at, ran.open, ran.close])
      // Tick to tick it moves as any tick does: far less than a percent.
      const prices = ticks.map((t) => new Decimal(t.price))
      const moves = prices.slice(1).map((p, i) => p.minus(prices[i]).abs().div(prices[i]))
      expect([spec.base, moves.every((m) => m.lt(0.005))]).toEqual([spec.base, true])
      expect(feed.quote(id)?.now_price).toBe(ticks.at(-1)?.price)
    }
  })
})

describe('New listings over the server matches', () => {
  it('picks exactly the recent listings, newest first, and nothing of other types', () => {
    const { feed } = feedAt(NOW)
    const matches = listMatches(feed)
    const fresh = selectMatches(matches, { type: 2, list: 'new', now: T0 }).map((m) => m.symbol)
    const expected = [...LISTED]
      .sort((a, b) => b.at - a.at)
      .map(({ spec }) => `${spec.base}/${spec.quote}`)
    expect(fresh).toEqual(expected)
    expect(fresh).toEqual(['APT/USDT', 'TON/USDT', 'SUI/USDT'])
    for (const type of [3, 4, 5] as const) {
      expect(selectMatches(matches, { type, list: 'new', now: T0 })).toEqual([])
    }
  })

  it('lets a listing age out after NEW_LISTING_MS rather than ever show a symbol without a date', () => {
    const last = Math.max(...LISTED.map((l) => l.at))
    const { feed } = feedAt(last + NEW_LISTING_MS + DAY)
    const matches = listMatches(feed)
    expect(matches.filter((m) => m.listed_at === null).length).toBeGreaterThan(30)
    const now = last + NEW_LISTING_MS + DAY
    expect(selectMatches(matches, { type: 2, list: 'new', now })).toEqual([])
  })
})
