// The feed's recorded prices over a window, walked in time order: what the lever triggers and the
// price alerts check crossings against.
import { TICK_MS } from './grid'
import type { MarketFeed } from './feed'

export interface TickPrice {
  /** ms, on the feed's grid */
  time: number
  price: string
}

/** The recorded prices at the grid instants after `fromMs` up to `toMs`, oldest first. */
export function ticksBetween(
  feed: MarketFeed,
  matchId: number,
  fromMs: number,
  toMs: number,
): TickPrice[] {
  const ticks: TickPrice[] = []
  for (let t = Math.floor(fromMs / TICK_MS) * TICK_MS + TICK_MS; t <= toMs; t += TICK_MS) {
    ticks.push({ time: t, price: feed.priceAt(matchId, t) })
  }
  return ticks
}
