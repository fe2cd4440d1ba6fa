// The simulated order book around the last price (issue 25 item 18): on every symbol and every tick
// the best bid is at or below the last price and the best ask at or above it, never crossed.
import Decimal from 'decimal.js'
import { SOCKET_EVENTS, type DepthEvent } from '../../../types/market'
import { SYMBOLS } from '../../../server/src/market/catalogue'
import { buildDepth, DEPTH_LEVELS } from '../../../server/src/market/depth'
import { TICK_MS } from '../../../server/src/market/grid'
import type { SimulatedFeed } from '../../../server/src/market/simulatedFeed'
import { simSymbols } from '../../../server/src/market/symbols'
import { formatUnits } from '../../../server/src/market/units'
import { Fanout } from '../../../server/src/infra/realtime/fanout'
import { decimals, feedAt, NOW } from './marketHelpers'

/** Why `depth` does not straddle `last`, or null when it does. */
function straddleFault(depth: DepthEvent, last: string, pricePrecision: number): string | null {
  const bids = depth.bids.map(([p]) => new Decimal(p))
  const asks = depth.asks.map(([p]) => new Decimal(p))
  const at = `${depth.symbol} at ${last}`
  if (bids.length === 0 || asks.length === 0) return `${at}: an empty side`
  if (bids[0].gt(last)) return `${at}: best bid ${depth.bids[0][0]} above the last price`
  if (asks[0].lt(last)) return `${at}: best ask ${depth.asks[0][0]} below the last price`
  if (!bids[0].lt(asks[0])) return `${at}: crossed or locked book`
  if (bids.some((p, i) => i > 0 && !p.lt(bids[i - 1]))) return `${at}: bids not descending`
  if (asks.some((p, i) => i > 0 && !p.gt(asks[i - 1]))) return `${at}: asks not ascending`
  const prices = [...depth.bids, ...depth.asks].map(([p]) => p)
  if (prices.some((p) => decimals(p) !== pricePrecision)) return `${at}: not at its decimals`
  return null
}

/** Every listed symbol's book against its quote's last price, as they stand now. */
function faults(feed: SimulatedFeed): string[] {
  const out: string[] = []
  for (const info of feed.matches()) {
    const quote = feed.quote(info.id)
    if (!quote) continue
    const fault = straddleFault(feed.depth(info.id), quote.now_price, info.price_precision)
    if (fault) out.push(fault)
  }
  return out
}

describe('order book around the last price', () => {
  it('straddles the last price on every symbol at every tick for two minutes', () => {
    const { clock, feed } = feedAt(NOW)
    const found = faults(feed)
    let checked = 0
    for (let step = 0; step < (2 * 60 * 1000) / TICK_MS; step++) {
      clock.advance(TICK_MS)
      feed.advanceTo(clock.now().getTime())
      found.push(...faults(feed))
      checked++
    }
    expect(checked).toBe(480)
    expect(found.slice(0, 5)).toEqual([])
  })

  it('straddles it at instants years apart, where every symbol stands at another level', () => {
    const found: string[] = []
    for (let i = 0; i < 8; i++) {
      const at = Date.parse('2027-01-01T00:00:00Z') + i * 263 * 86_400_000 + i * 7_919
      const { clock, feed } = feedAt(at)
      found.push(...faults(feed))
      clock.advance(5 * TICK_MS)
      feed.advanceTo(clock.now().getTime())
      found.push(...faults(feed))
    }
    expect(found.slice(0, 5)).toEqual([])
  })

  it('straddles a price on a level, between levels and of a single tick', () => {
    const found: string[] = []
    for (const sym of simSymbols('tradeapp')) {
      const pp = sym.info.price_precision
      const base = Math.round(sym.spec.price * 10 ** pp)
      for (const ticks of [1, 2, 9, 10, 11, 99, 100, 101, base - 1, base, base + 1, 20_000_000]) {
        const depth = buildDepth(sym, ticks, 1_000_000)
        const fault = straddleFault(depth, formatUnits(ticks, pp), pp)
        if (fault) found.push(fault)
        expect(depth.asks).toHaveLength(DEPTH_LEVELS)
      }
    }
    expect(found.slice(0, 5)).toEqual([])
  })

  it('straddles the last price in every market_depth event the socket sends', async () => {
    const { clock, feed } = feedAt(NOW)
    const found: string[] = []
    let sent = 0
    const rooms = new Map(feed.matches().map((m) => [`depth:${m.id}`, new Set(['client'])]))
    const io = {
      local: {
        emit: () => undefined,
        to: () => ({
          emit: (event: string, depth: DepthEvent) => {
            if (event !== SOCKET_EVENTS.depth) return
            sent++
            const info = feed.matches()[depth.match_id - 1]
            const last = feed.quote(depth.match_id)?.now_price ?? ''
            // the app shows the event's own price between the sides: it is the quote's, now
            if (depth.price !== last)
              found.push(`${depth.symbol}: book at ${depth.price}, last ${last}`)
            const fault = straddleFault(depth, depth.price ?? '', info.price_precision)
            if (fault) found.push(fault)
          },
        }),
      },
      sockets: { adapter: { rooms } },
    } as unknown as ConstructorParameters<typeof Fanout>[0]
    const fanout = new Fanout(io, feed, (err) => found.push(String(err)))
    feed.onTick((tick) => fanout.tick(tick))
    feed.quote(1)
    for (let i = 0; i < 40; i++) {
      clock.advance(TICK_MS)
      feed.advanceTo(clock.now().getTime())
      await Promise.resolve()
    }
    expect(sent).toBeGreaterThan(4 * feed.matches().length)
    expect(found.slice(0, 5)).toEqual([])
  })

  it('covers the whole catalogue', () => {
    const { feed } = feedAt(NOW)
    expect(feed.matches()).toHaveLength(SYMBOLS.length)
  })
})
