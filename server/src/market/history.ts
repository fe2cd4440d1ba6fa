// Candles from before the feed started, computed from the price function and kept in a bounded
// cache of fixed-size chunks (least recently used out first). A chunk holds only candles that end
// before `liveFrom`: those never change, so a cached value never goes stale.
import type { Period } from '@wire/market'
import { stepAt, TICK_MS } from './grid'
import { endOf, PERIOD_GRIDS } from './periods'
import { sampleRange, samplingInterval, SAMPLES_PER_CANDLE, type RawCandle } from './sampling'
import type { SimSymbol } from './symbols'

const CHUNK = 128
const FIELDS = 5 // open high low close volume

export class HistoryCandles {
  private readonly chunks = new Map<string, Float64Array>()

  constructor(
    /** the first instant (ms) that is not history */
    private from: number,
    private readonly maxChunks = 1024,
  ) {}

  /** A new boundary forgets everything: chunks near the old one were computed only partly. */
  reset(liveFrom: number): void {
    this.from = liveFrom
    this.chunks.clear()
  }

  get liveFrom(): number {
    return this.from
  }

  get size(): number {
    return this.chunks.size
  }

  /** Candle `index` of `period`, or null if it has no tick or does not end before liveFrom. */
  candle(sym: SimSymbol, period: Period, index: number): RawCandle | null {
    const chunkIndex = Math.floor(index / CHUNK)
    const key = `${sym.info.id}:${period}:${chunkIndex}`
    let chunk = this.chunks.get(key)
    if (chunk) {
      // Refresh its place in the eviction order.
      this.chunks.delete(key)
    } else {
      chunk = this.compute(sym, period, chunkIndex)
      if (this.chunks.size >= this.maxChunks) {
        const oldest = this.chunks.keys().next().value
        if (oldest !== undefined) this.chunks.delete(oldest)
      }
    }
    this.chunks.set(key, chunk)
    const at = (index - chunkIndex * CHUNK) * FIELDS
    if (Number.isNaN(chunk[at])) return null
    return {
      time: PERIOD_GRIDS[period].start(index),
      open: chunk[at],
      high: chunk[at + 1],
      low: chunk[at + 2],
      close: chunk[at + 3],
      volume: chunk[at + 4],
    }
  }

  private compute(sym: SimSymbol, period: Period, chunkIndex: number): Float64Array {
    const grid = PERIOD_GRIDS[period]
    const chunk = new Float64Array(CHUNK * FIELDS).fill(NaN)
    const interval = samplingInterval(sym, grid.nominalMs / TICK_MS, SAMPLES_PER_CANDLE)
    for (let i = 0; i < CHUNK; i++) {
      const index = chunkIndex * CHUNK + i
      const end = endOf(grid, index)
      if (end > this.from) break
      if (end <= sym.info.listed_at) continue
      const range = sampleRange(sym, stepAt(grid.start(index)), stepAt(end), interval)
      if (!range) continue
      chunk.set([range.open, range.high, range.low, range.close, range.volume], i * FIELDS)
    }
    return chunk
  }
}
