// A rolling 24-hour window of one symbol in minute buckets: high, low, volume and turnover. Filled
// from the price function at start-up, then from ticks.
import { MINUTE } from '../infra/clock'

// See hash.ts: globals are slow to reach inside a vm context.
const { floor, max, min } = Math
const big = BigInt
const isNaN = Number.isNaN

export const WINDOW_MINUTES = 1440

export interface WindowStats {
  high: number
  low: number
  volume: number
  /** ticks x units */
  turnover: bigint
}

export class DayWindow {
  private readonly high = new Float64Array(WINDOW_MINUTES).fill(NaN)
  private readonly low = new Float64Array(WINDOW_MINUTES).fill(NaN)
  private readonly volume = new Float64Array(WINDOW_MINUTES)
  private readonly turnover: bigint[] = new Array<bigint>(WINDOW_MINUTES).fill(0n)
  private minute = -Infinity
  private volumeSum = 0
  private turnoverSum = 0n
  // High and low of the buckets before the current minute, recomputed once after the minute turns.
  private pastHigh = NaN
  private pastLow = NaN
  private pastStale = false

  /** Puts a whole minute's figures in (start-up); minutes must come in ascending order. */
  fill(minute: number, high: number, low: number, volume: number, turnover: bigint): void {
    this.roll(minute)
    const at = this.slot(minute)
    this.high[at] = high
    this.low[at] = low
    this.volume[at] = volume
    this.turnover[at] = turnover
    this.volumeSum += volume
    this.turnoverSum += turnover
  }

  apply(time: number, price: number, volume: number): void {
    const minute = floor(time / MINUTE)
    this.roll(minute)
    const at = this.slot(minute)
    if (!(price <= this.high[at])) this.high[at] = price
    if (!(price >= this.low[at])) this.low[at] = price
    this.volume[at] += volume
    this.volumeSum += volume
    const turnover = big(price) * big(volume)
    this.turnover[at] += turnover
    this.turnoverSum += turnover
  }

  stats(): WindowStats {
    const at = this.slot(this.minute)
    if (this.pastStale) this.scanPast(at)
    return {
      high: maxOf(this.pastHigh, this.high[at]),
      low: minOf(this.pastLow, this.low[at]),
      volume: this.volumeSum,
      turnover: this.turnoverSum,
    }
  }

  private slot(minute: number): number {
    return ((minute % WINDOW_MINUTES) + WINDOW_MINUTES) % WINDOW_MINUTES
  }

  // Moves the window so that `minute` is its newest bucket, emptying the buckets it drops.
  private roll(minute: number): void {
    if (minute <= this.minute) return
    const gap = min(minute - this.minute, WINDOW_MINUTES)
    for (let i = 1; i <= gap; i++) {
      const at = this.slot(minute - gap + i)
      this.volumeSum -= this.volume[at]
      this.turnoverSum -= this.turnover[at]
      this.high[at] = NaN
      this.low[at] = NaN
      this.volume[at] = 0
      this.turnover[at] = 0n
    }
    this.minute = minute
    this.pastStale = true
  }

  private scanPast(current: number): void {
    let high = NaN
    let low = NaN
    for (let at = 0; at < WINDOW_MINUTES; at++) {
      if (at === current) continue
      high = maxOf(high, this.high[at])
      low = minOf(low, this.low[at])
    }
    this.pastHigh = high
    this.pastLow = low
    this.pastStale = false
  }
}

// NaN stands for an empty bucket.
function maxOf(a: number, b: number): number {
  return isNaN(a) ? b : isNaN(b) ? a : max(a, b)
}

function minOf(a: number, b: number): number {
  return isNaN(a) ? b : isNaN(b) ? a : min(a, b)
}
