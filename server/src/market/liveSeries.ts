// Candles of one symbol and period built from the ticks the feed has produced (exact OHLCV), the
// last one being the live candle. Bounded: the oldest fall off past `cap`.
import type { RawCandle } from './sampling'
import type { PeriodGrid } from './periods'

export class LiveSeries {
  readonly candles: RawCandle[] = []
  private end = -Infinity

  constructor(
    private readonly grid: PeriodGrid,
    private readonly cap: number,
  ) {}

  get current(): RawCandle | undefined {
    return this.candles.at(-1)
  }

  /** Starts the series with a candle that already holds what came before the feed started. */
  seed(candle: RawCandle): void {
    this.candles.length = 0
    this.candles.push(candle)
    this.end = this.grid.start(this.grid.index(candle.time) + 1)
  }

  apply(time: number, price: number, volume: number): void {
    const current = this.current
    if (!current || time >= this.end) {
      const index = this.grid.index(time)
      this.end = this.grid.start(index + 1)
      const start = this.grid.start(index)
      this.candles.push({ time: start, open: price, high: price, low: price, close: price, volume })
      if (this.candles.length > this.cap) this.candles.splice(0, this.candles.length - this.cap)
      return
    }
    if (price > current.high) current.high = price
    if (price < current.low) current.low = price
    current.close = price
    current.volume += volume
  }

  /** The candle opening at `time`, if the series still holds it. */
  find(time: number): RawCandle | undefined {
    const { candles } = this
    let lo = 0
    let hi = candles.length - 1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      const t = candles[mid].time
      if (t === time) return candles[mid]
      if (t < time) lo = mid + 1
      else hi = mid - 1
    }
    return undefined
  }
}
