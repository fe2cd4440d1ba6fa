// Candles: aggregated exactly from the ticks the feed produced, computed from the price function
// before it started, consistent across periods, and never before a listing.
import Decimal from 'decimal.js'
import { PERIODS, type Candle } from '../../../types/market'
import { DAY, HOUR, MINUTE, ManualClock } from '../../../server/src/infra/clock'
import type { Tick } from '../../../server/src/market/feed'
import { PERIOD_GRIDS } from '../../../server/src/market/periods'
import { SimulatedFeed } from '../../../server/src/market/simulatedFeed'
import { APT, BTC, feedAt, NOW, run, T0, TRX } from './marketHelpers'

/** What the ticks of one candle add up to. */
function aggregate(ticks: Tick[], time: number): Omit<Candle, 'volume'> & { volume: Decimal } {
  return {
    time,
    open: ticks[0].price,
    close: ticks[ticks.length - 1].price,
    high: ticks.reduce((m, t) => (new Decimal(t.price).gt(m) ? t.price : m), ticks[0].price),
    low: ticks.reduce((m, t) => (new Decimal(t.price).lt(m) ? t.price : m), ticks[0].price),
    volume: ticks.reduce((sum, t) => sum.plus(t.volume), new Decimal(0)),
  }
}

describe('candles from ticks', () => {
  // Started just before 12:00, run to 12:10:30: ten whole minutes and two 5-minute candles live.
  const clock = new ManualClock(new Date(T0 - 1000))
  const feed = new SimulatedFeed({ clock })
  feed.quote(BTC)
  const ticks = run(feed, clock, 10 * MINUTE + 31_000)

  it.each([
    ['BTC', BTC],
    ['TRX', TRX],
  ])('%s: 1min and 5min OHLCV equal the ticks they aggregate', (_name, id) => {
    const mine = ticks.filter((t) => t.matchId === id)
    for (const [period, count] of [
      ['1min', 10],
      ['5min', 2],
    ] as const) {
      const ms = PERIOD_GRIDS[period].nominalMs
      const candles = feed.candles(id, period, T0, T0 + count * ms - 1)
      expect(candles).toHaveLength(count)
      for (const candle of candles) {
        const inside = mine.filter((t) => t.time >= candle.time && t.time < candle.time + ms)
        const expected = aggregate(inside, candle.time)
        const qp = feed.matches()[id - 1].qty_precision
        expect(candle).toEqual({ ...expected, volume: expected.volume.toFixed(qp) })
      }
    }
  })

  it('includes the live candle, which the last tick closes', () => {
    const [last] = feed.candles(BTC, '1min', T0 + 10 * MINUTE, T0 + HOUR)
    const lastTick = ticks.filter((t) => t.matchId === BTC).at(-1)
    expect(last.time).toBe(T0 + 10 * MINUTE)
    expect(last.close).toBe(lastTick?.price)
    expect(feed.quote(BTC)?.now_price).toBe(lastTick?.price)
  })

  it('never reaches past the present', () => {
    const candles = feed.candles(BTC, '1min', T0, T0 + DAY)
    expect(candles.at(-1)?.time).toBe(T0 + 10 * MINUTE)
  })
})

describe('history', () => {
  const { feed } = feedAt(NOW)
  const day = Date.parse('2026-11-10T00:00:00Z')

  it('has exact opens and closes, consistent across periods', () => {
    const hours = feed.candles(BTC, '60min', day, day + DAY - 1)
    expect(hours).toHaveLength(24)
    for (const h of hours) {
      expect(h.open).toBe(feed.priceAt(BTC, h.time))
      expect(h.close).toBe(feed.priceAt(BTC, h.time + HOUR - 1))
      expect(new Decimal(h.high).gte(Decimal.max(h.open, h.close))).toBe(true)
      expect(new Decimal(h.low).lte(Decimal.min(h.open, h.close))).toBe(true)
    }
    const [daily] = feed.candles(BTC, '1day', day, day)
    expect(daily.open).toBe(hours[0].open)
    expect(daily.close).toBe(hours[23].close)
    const highest = hours.reduce((m, h) => Decimal.max(m, h.high), new Decimal(0))
    // Sampled at different rates, the day's high is close to the highest hourly high.
    expect(new Decimal(daily.high).minus(highest).abs().div(highest).lt(0.003)).toBe(true)
  })

  it('reaches back at least 1000 candles in every period', () => {
    const listed = feed.matches()[BTC - 1].listed_at
    for (const period of PERIODS) {
      const candles = feed.candles(BTC, period, listed, T0)
      expect([period, candles.length >= 1000]).toEqual([period, true])
      const times = candles.map((c) => c.time)
      expect(times).toEqual([...times].sort((x, y) => x - y))
      expect(new Set(times).size).toBe(times.length)
    }
    expect(feed.candles(BTC, '1min', 0, T0, 5000)).toHaveLength(1500)
  })

  it('serves a cached period again at once', () => {
    const fresh = feedAt(NOW).feed
    const cold = performance.now()
    const first = fresh.candles(BTC, '15min', T0 - 1000 * 15 * MINUTE, T0)
    const coldMs = performance.now() - cold
    const warm = performance.now()
    expect(fresh.candles(BTC, '15min', T0 - 1000 * 15 * MINUTE, T0)).toEqual(first)
    expect(performance.now() - warm).toBeLessThan(coldMs)
  })

  it('has no candle before a new listing', () => {
    const listed = feed.matches()[APT - 1].listed_at
    expect(new Date(listed).toISOString()).toBe('2026-11-16T00:00:00.000Z')
    for (const period of PERIODS) {
      const candles = feed.candles(APT, period, Date.parse('2026-01-01'), listed + 2 * HOUR)
      const grid = PERIOD_GRIDS[period]
      expect(candles.length).toBeGreaterThan(0)
      // The first candle is the one the listing falls in; a Monday listing starts it exactly
      // for every period but the calendar month.
      expect(candles[0].time).toBe(grid.start(grid.index(listed)))
      if (period !== '1mon') expect(candles[0].time).toBe(listed)
      expect(candles[0].open).toBe(feed.priceAt(APT, listed))
    }
  })
})

describe('a listing while the feed runs', () => {
  it('starts ticking at the listing instant and not before', () => {
    const { clock, feed } = feedAt('2026-11-15T23:59:58Z')
    expect(feed.quote(APT)).toBeUndefined()
    expect(feed.quote(BTC)).toBeDefined()
    const ticks = run(feed, clock, 4000).filter((t) => t.matchId === APT)
    expect(ticks[0].time).toBe(Date.parse('2026-11-16T00:00:00Z'))
    expect(feed.quote(APT)?.now_price).toBe(ticks.at(-1)?.price)
    expect(feed.candles(APT, '1min', 0, Date.parse('2026-11-16T01:00:00Z'))).toHaveLength(1)
  })
})
