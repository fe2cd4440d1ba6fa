// Turns the feed's ticks into socket events without flooding anyone: `daymarket` to everyone at
// most once a second per symbol, `kline` and `market_depth` only to rooms that have members, at
// most every 250 ms and 500 ms. Throttling follows the feed's own time, so it behaves the same
// under a test clock, and an update held back is sent (as the latest state) on a later flush.
// Ticks of one advance are collected and flushed together in a microtask.
import type { DefaultEventsMap, Server } from 'socket.io'
import { PERIODS, SOCKET_EVENTS, type DayMarketEvent, type KlineEvent } from '@wire/market'
import type { MarketFeed, SymbolInfo, Tick } from '../../market/feed'
import { depthRoom, klineRoom } from './realtime'

export const DAYMARKET_INTERVAL_MS = 1000
export const KLINE_INTERVAL_MS = 250
export const DEPTH_INTERVAL_MS = 500

export class Fanout {
  private now = -Infinity
  private scheduled = false
  private readonly dayDirty = new Set<number>()
  private readonly klineDirty = new Set<number>()
  private readonly depthDirty = new Set<number>()
  private readonly lastSent = new Map<string, number>()
  private infos = new Map<number, SymbolInfo>()

  constructor(
    private readonly io: Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, unknown>,
    private readonly feed: MarketFeed,
    private readonly onError: (err: unknown) => void,
  ) {}

  tick(tick: Tick): void {
    if (tick.time > this.now) this.now = tick.time
    this.dayDirty.add(tick.matchId)
    this.klineDirty.add(tick.matchId)
    this.depthDirty.add(tick.matchId)
    if (this.scheduled) return
    this.scheduled = true
    queueMicrotask(() => {
      this.scheduled = false
      try {
        this.flush()
      } catch (err) {
        this.onError(err)
      }
    })
  }

  private flush(): void {
    for (const matchId of this.dayDirty) {
      if (!this.due(`day:${matchId}`, DAYMARKET_INTERVAL_MS)) continue
      const event = this.dayMarket(matchId)
      if (event) this.io.local.emit(SOCKET_EVENTS.daymarket, event)
      this.dayDirty.delete(matchId)
    }
    for (const matchId of this.klineDirty) {
      let held = false
      for (const period of PERIODS) {
        const room = klineRoom(matchId, period)
        if (!this.hasMembers(room)) continue
        if (!this.due(room, KLINE_INTERVAL_MS)) {
          held = true
          continue
        }
        const [candle] = this.feed.candles(matchId, period, this.now, this.now, 1)
        const info = this.info(matchId)
        if (!candle || !info) continue
        const event: KlineEvent = {
          ...candle,
          period,
          match_id: matchId,
          currency_id: info.currency_id,
          legal_id: info.legal_id,
          symbol: info.symbol,
        }
        this.io.local.to(room).emit(SOCKET_EVENTS.kline, event)
      }
      if (!held) this.klineDirty.delete(matchId)
    }
    for (const matchId of this.depthDirty) {
      const room = depthRoom(matchId)
      if (this.hasMembers(room)) {
        if (!this.due(room, DEPTH_INTERVAL_MS)) continue
        this.io.local.to(room).emit(SOCKET_EVENTS.depth, this.feed.depth(matchId))
      }
      this.depthDirty.delete(matchId)
    }
  }

  // True (and the send recorded) when `key` last went out at least `interval` ago.
  private due(key: string, interval: number): boolean {
    const last = this.lastSent.get(key)
    if (last !== undefined && this.now - last < interval) return false
    this.lastSent.set(key, this.now)
    return true
  }

  // A feed may list new symbols while it runs; the lookup is rebuilt when one is missing.
  private info(matchId: number): SymbolInfo | undefined {
    if (!this.infos.has(matchId)) this.infos = new Map(this.feed.matches().map((m) => [m.id, m]))
    return this.infos.get(matchId)
  }

  private hasMembers(room: string): boolean {
    return (this.io.sockets.adapter.rooms.get(room)?.size ?? 0) > 0
  }

  private dayMarket(matchId: number): DayMarketEvent | undefined {
    const info = this.info(matchId)
    const quote = this.feed.quote(matchId)
    if (!info || !quote) return undefined
    return {
      match_id: matchId,
      currency_id: info.currency_id,
      legal_id: info.legal_id,
      symbol: info.symbol,
      now_price: quote.now_price,
      change: quote.change,
      volume: quote.volume,
      turnover: quote.turnover,
      high: quote.high,
      low: quote.low,
      time: quote.time,
    }
  }
}
