// Candles the k-line tests draw and read: one a minute, each rising by 1 from 100, every third
// one falling.
import type { Candle } from '@wire/market'

export const MIN = 60_000
const T0 = Date.UTC(2026, 0, 5, 0, 0)

/** `n` one-minute candles from `from`, closes rising by 1 from 100 (every third one falls). */
export function candles(n: number, from = 0): Candle[] {
  return Array.from({ length: n }, (_, k) => {
    const i = from + k
    const open = 100 + i
    const close = i % 3 === 2 ? open - 0.5 : open + 1
    return {
      time: T0 + i * MIN,
      open: open.toFixed(2),
      high: (Math.max(open, close) + 0.25).toFixed(2),
      low: (Math.min(open, close) - 0.25).toFixed(2),
      close: close.toFixed(2),
      volume: String(10 + i),
    }
  })
}
