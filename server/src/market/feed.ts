// What the rest of the server knows about a market: symbols, live quotes, the price in force at an
// instant, candles, depth and a stream of ticks. The simulator implements it; a real exchange feed
// can replace it without touching routes, the socket gateway or settlement.
import type { Candle, DepthEvent, Match, Period } from '@wire/market'

/** The live part of a Match. */
export type QuoteField =
  | 'now_price'
  | 'change'
  | 'volume'
  | 'turnover'
  | 'high'
  | 'low'
  | 'yesterday_close'
  | 'today_open'
  | 'market_cap'

/**
 * A symbol as listed: everything of a Match but its quote. Every symbol has a first instant with a
 * price, which the server needs (no candle, quote or trade before it); the Match tells it as a
 * listing date only where it is one, never as the start of a simulated history.
 */
export type SymbolInfo = Omit<Match, QuoteField | 'listed_at'> & {
  /** the first instant with a price (ms) */
  listed_at: number
  /** true when listed_at is the symbol's listing date, the one the Match tells */
  listing_known: boolean
}

export type Quote = Pick<Match, QuoteField> & {
  /** time of the latest tick (ms) */
  time: number
}

export interface Tick {
  matchId: number
  /** ms, on the 250 ms grid */
  time: number
  price: string
  volume: string
}

export type TickListener = (tick: Tick) => void

/** The most candles one call returns. */
export const MAX_CANDLES = 1500

export interface MarketFeed {
  matches(): readonly SymbolInfo[]
  /** undefined for an unknown symbol, or one not listed yet */
  quote(matchId: number): Quote | undefined
  /**
   * The recorded tick price in force at `timeMs` (the latest tick at or before it). Throws a
   * RangeError for an unknown symbol or an instant before its listing.
   */
  priceAt(matchId: number, timeMs: number): string
  /**
   * Candles of `period` that overlap [fromMs, toMs], ascending, at most `limit` (the latest ones),
   * never reaching past the feed's present; the last is the live candle when `toMs` reaches it.
   */
  candles(matchId: number, period: Period, fromMs: number, toMs: number, limit?: number): Candle[]
  depth(matchId: number): DepthEvent
  /** Calls `listener` for every tick from now on; returns the unsubscribe. */
  onTick(listener: TickListener): () => void
  /**
   * Processes every tick up to `timeMs`. The app's job runner calls it on the 250 ms grid
   * (market/jobs.ts); a feed whose ticks arrive by themselves does nothing here.
   */
  advanceTo(timeMs: number): void
}
