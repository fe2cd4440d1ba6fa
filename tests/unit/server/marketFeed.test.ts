// The simulated feed as a deterministic function of time: ticks, the price in force at an
// instant, what a restart or another seed changes, quotes, depth and catching up.
import Decimal from 'decimal.js'
import { DAY, HOUR, MINUTE, ManualClock } from '../../../server/src/infra/clock'
import { CURRENCIES, SYMBOLS } from '../../../server/src/market/catalogue'
import type { Tick } from '../../../server/src/market/feed'
import { TICK_MS } from '../../../server/src/market/grid'
import { MAX_CATCH_UP_STEPS, SimulatedFeed } from '../../../server/src/market/simulatedFeed'
import { APT, BTC, byBase, decimals, feedAt, NOW, run, SHIB, T0, TRX } from './marketHelpers'

describe('determinism', () => {
  it('gives the same ticks and candles for the same seed, and others for another seed', () => {
    const a = feedAt(NOW)
    const b = feedAt(NOW)
    const c = feedAt(NOW, 'another seed')
    for (const f of [a, b, c]) f.feed.quote(BTC)
    const [ta, tb, tc] = [a, b, c].map((f) => run(f.feed, f.clock, 20_000))
    expect(ta.length).toBeGreaterThan(1000)
    expect(tb).toEqual(ta)
    expect(tc.map((t) => t.price)).not.toEqual(ta.map((t) => t.price))
    const from = T0 - 3 * HOUR
    expect(b.feed.candles(BTC, '5min', from, T0 + MINUTE)).toEqual(
      a.feed.candles(BTC, '5min', from, T0 + MINUTE),
    )
    expect(c.feed.candles(BTC, '5min', from, T0)).not.toEqual(a.feed.candles(BTC, '5min', from, T0))
  })
})

describe('prices', () => {
  const { feed } = feedAt(NOW)

  it.each(SYMBOLS.map((s, i) => [`${s.base}/${s.quote}`, i + 1] as const))(
    '%s: exact decimals of its precision, above zero, over decades',
    (_base, id) => {
      const info = feed.matches()[id - 1]
      const start = Math.max(info.listed_at, Date.parse('1950-01-01'))
      for (let i = 0; i <= 200; i++) {
        const price = feed.priceAt(id, start + ((T0 - start) * i) / 200)
        expect(price).toMatch(/^\d+(\.\d+)?$/)
        expect(decimals(price)).toBe(info.price_precision)
        expect(new Decimal(price).gt(0)).toBe(true)
      }
    },
  )

  it('writes a tiny coin and a large one as they are quoted', () => {
    expect(feed.quote(SHIB)?.now_price).toMatch(/^0\.0000\d{4}$/)
    expect(feed.quote(BTC)?.now_price).toMatch(/^\d{5,6}\.\d{2}$/)
  })

  it('moves with about the volatility of its kind (annualised from daily returns)', () => {
    const bands: Record<number, [number, number]> = {
      2: [0.5, 1.4],
      3: [0.21, 0.58],
      4: [0.17, 0.4],
      5: [0.05, 0.14],
    }
    const days = 1200
    const start = Date.parse('2022-01-01T00:00:00Z')
    for (const info of feed.matches().filter((m) => m.listed_at < start)) {
      const returns: number[] = []
      let prev = Math.log(Number(feed.priceAt(info.id, start)))
      for (let d = 1; d <= days; d++) {
        const x = Math.log(Number(feed.priceAt(info.id, start + d * DAY)))
        returns.push(x - prev)
        prev = x
      }
      const mean = returns.reduce((s, r) => s + r, 0) / days
      const variance = returns.reduce((s, r) => s + (r - mean) ** 2, 0) / (days - 1)
      const annual = Math.sqrt(variance * 365)
      const spec = SYMBOLS[info.id - 1]
      const [lo, hi] = bands[info.currency_type]
      expect([info.symbol, annual > lo && annual < hi]).toEqual([info.symbol, true])
      expect([info.symbol, Math.abs(annual / spec.sigma - 1) < 0.15]).toEqual([info.symbol, true])
    }
  })
})

describe('price in force at an instant', () => {
  it('is the latest tick at or before it, and a fresh feed (a restart) agrees', () => {
    const { clock, feed } = feedAt(NOW)
    feed.quote(BTC)
    const ticks = run(feed, clock, 5000)
    const restarted = feedAt(clock.now().getTime()).feed
    for (const tick of ticks) {
      expect(feed.priceAt(tick.matchId, tick.time)).toBe(tick.price)
      expect(restarted.priceAt(tick.matchId, tick.time)).toBe(tick.price)
    }
    // TRX ticks every 750 ms: between its ticks the last one stays in force.
    const trx = ticks.filter((t) => t.matchId === TRX)
    expect(trx[1].time - trx[0].time).toBe(3 * TICK_MS)
    expect(feed.priceAt(TRX, trx[0].time + 600)).toBe(trx[0].price)
    // An instant long past, with the server down: the same answer from any feed.
    const past = Date.parse('2026-03-14T09:26:53.589Z')
    expect(restarted.priceAt(BTC, past)).toBe(feed.priceAt(BTC, past))
    expect(feedAt('2030-01-01').feed.priceAt(BTC, past)).toBe(feed.priceAt(BTC, past))
  })

  it('does not exist before a listing or for an unknown symbol', () => {
    const { feed } = feedAt(NOW)
    const listed = feed.matches()[APT - 1].listed_at
    expect(() => feed.priceAt(APT, listed - 1)).toThrow(RangeError)
    expect(feed.priceAt(APT, listed)).toMatch(/^\d+\.\d{3}$/)
    expect(() => feed.priceAt(999, T0)).toThrow(RangeError)
  })
})

describe('quote', () => {
  const { clock, feed } = feedAt(NOW)
  feed.quote(BTC)
  run(feed, clock, 3000)
  const now = clock.now().getTime()

  it.each([
    ['BTC', BTC],
    ['SHIB', SHIB],
    ['AAPL', byBase('AAPL')],
  ])('%s: change and market cap are exact decimal arithmetic', (_name, id) => {
    const quote = feed.quote(id)
    if (!quote) throw new Error('no quote')
    const before = new Decimal(feed.priceAt(id, quote.time - DAY))
    const change = new Decimal(quote.now_price).minus(before).div(before).times(100).toFixed(2)
    expect(quote.change).toBe(
      /^-?0\.00$/.test(change) ? '0.00' : change.startsWith('-') ? change : `+${change}`,
    )
    const base = CURRENCIES.find((c) => c.code === feed.matches()[id - 1].currency_name)
    expect(quote.market_cap).toBe(
      new Decimal(quote.now_price).times(base?.circulating ?? 0).toFixed(2),
    )
  })

  it('keeps the 24 h range around the price and knows the day', () => {
    for (const info of feed.matches()) {
      const q = feed.quote(info.id)
      if (!q) throw new Error(`no quote for ${info.symbol}`)
      expect(new Decimal(q.high).gte(q.now_price)).toBe(true)
      expect(new Decimal(q.low).lte(q.now_price)).toBe(true)
      expect(new Decimal(q.volume).gt(0)).toBe(true)
      expect(new Decimal(q.turnover).gt(0)).toBe(true)
      expect(q.change).toMatch(/^([+-]\d+\.\d{2}|0\.00)$/)
      expect(q.today_open).toBe(feed.priceAt(info.id, Date.parse('2026-11-21T00:00:00Z')))
      expect(q.yesterday_close).toBe(feed.priceAt(info.id, Date.parse('2026-11-21T00:00:00Z') - 1))
      expect(q.market_cap === null).toBe(info.currency_type === 4 || info.currency_type === 5)
      expect(q.time).toBeLessThanOrEqual(now)
    }
  })
})

describe('depth', () => {
  it('has ten levels a side around the price, at least a tick apart, the same for a step', () => {
    const { feed } = feedAt(NOW)
    for (const id of [BTC, SHIB, byBase('EUR')]) {
      const depth = feed.depth(id)
      const info = feed.matches()[id - 1]
      expect(depth.bids).toHaveLength(10)
      expect(depth.asks).toHaveLength(10)
      const bids = depth.bids.map(([p]) => new Decimal(p))
      const asks = depth.asks.map(([p]) => new Decimal(p))
      const tick = new Decimal(10).pow(-info.price_precision)
      bids.slice(1).forEach((p, i) => expect(bids[i].minus(p).gte(tick)).toBe(true))
      asks.slice(1).forEach((p, i) => expect(p.minus(asks[i]).gte(tick)).toBe(true))
      expect(bids[0].lt(asks[0])).toBe(true)
      const price = new Decimal(feed.quote(id)?.now_price ?? 0)
      expect(bids[0].lte(price) && asks[0].gt(price)).toBe(true)
      for (const [p, q] of [...depth.bids, ...depth.asks]) {
        expect(decimals(p)).toBe(info.price_precision)
        expect(decimals(q)).toBe(info.qty_precision)
        expect(new Decimal(q).gt(0)).toBe(true)
      }
      expect(feed.depth(id)).toEqual(depth)
    }
  })
})

describe('advancing', () => {
  it('catches up missed steps, and restarts after a long gap instead of replaying it', () => {
    const { clock, feed } = feedAt(NOW)
    feed.quote(BTC)
    const ticks: Tick[] = []
    feed.onTick((t) => ticks.push(t))
    clock.advance(5 * MINUTE)
    feed.advanceTo(clock.now().getTime())
    const btc = ticks.filter((t) => t.matchId === BTC)
    expect(btc).toHaveLength((5 * MINUTE) / TICK_MS)
    ticks.length = 0
    clock.advance((MAX_CATCH_UP_STEPS + 1) * TICK_MS)
    feed.advanceTo(clock.now().getTime())
    expect(ticks).toHaveLength(0)
    expect(feed.quote(BTC)?.now_price).toBe(feed.priceAt(BTC, clock.now().getTime()))
  })

  it('keeps running when a listener throws', () => {
    const errors: unknown[] = []
    const clock = new ManualClock(NOW)
    const feed = new SimulatedFeed({ clock, onError: (e) => errors.push(e) })
    feed.quote(BTC)
    let calls = 0
    feed.onTick(() => {
      calls++
      throw new Error('listener failed')
    })
    clock.advance(1000)
    feed.advanceTo(clock.now().getTime())
    expect(calls).toBeGreaterThan(4)
    expect(errors).toHaveLength(calls)
  })
})
