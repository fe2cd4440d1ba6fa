// The simulated price of one symbol as a pure function of the grid step: a sum of octaves of
// interpolated hash noise (value noise), one octave per doubling of the time scale from one tick
// (250 ms) to about a year. Amplitudes grow with the square root of the scale, as a random walk's
// would, up to about a month and stay level above it, so prices wander like a market over weeks
// but stay within a plausible band over decades. Nothing is stored: history, settlement at a past
// instant, a restart and another node all compute the same numbers.
import { DAY } from '../infra/clock'
import { STEPS_PER_DAY, TICK_MS } from './grid'
import { hashString, noiseAt as importedNoiseAt } from './hash'

// Bound once: a bundler's live binding reaches the function through a getter on every call, which
// keeps it from being inlined in the hot loop below.
const noiseAt = importedNoiseAt

// See hash.ts: globals are slow to reach inside a vm context.
const { exp, floor, max, round } = Math

const YEAR_MS = 365 * DAY
const OCTAVES = 28
const CAP_MS = 30 * DAY

const SPANS = Array.from({ length: OCTAVES }, (_, k) => 2 ** k)
// Powers of two: multiplying by the inverse is exact and cheaper than dividing.
const INVERSE_SPANS = Float64Array.from(SPANS, (span) => 1 / span)
const RAW_AMPLITUDES = SPANS.map((span) => Math.sqrt(Math.min(span * TICK_MS, CAP_MS) / YEAR_MS))

/**
 * E[(y(t + d) - y(t))^2] for one octave of unit-variance values interpolated over segments of
 * length 1, at a random phase, for a lag of `delta` segments.
 */
export function octaveStructure(delta: number): number {
  if (delta <= 1) return 2 * delta ** 2 - delta ** 3
  if (delta >= 2) return 4 / 3
  // Between one and two segments apart the two points share at most one value; averaged over phase.
  const e = delta - 1
  const n = 2000
  let sum = 0
  for (let i = 0; i < n; i++) {
    const f = (i + 0.5) / n
    if (f + e < 1) {
      sum += (1 - f) ** 2 + (1 - 2 * f - e) ** 2 + (f + e) ** 2
    } else {
      const g = f + e - 1
      sum += (1 - f) ** 2 + f ** 2 + (1 - g) ** 2 + g ** 2
    }
  }
  return sum / n
}

// Variance of a daily log return for amplitudes RAW_AMPLITUDES; scaling them by sigma / sqrt(365 x
// this) gives an annual volatility of sigma measured from daily returns.
const DAILY_VARIANCE = RAW_AMPLITUDES.reduce(
  (sum, a, k) => sum + a * a * octaveStructure(STEPS_PER_DAY / SPANS[k]),
  0,
)

// Per-tick volume: a slow activity level (hours) times a lognormal-ish draw with mean one.
const ACTIVITY_SPAN = 2 ** 15
const ACTIVITY_AMPLITUDE = 0.35
const DRAW_SCALE = 0.5
const DRAW_MEAN = (() => {
  const a = DRAW_SCALE * Math.sqrt(6)
  return Math.exp(-a) * ((Math.exp(a) - 1) / a) ** 2
})()

export interface ProcessParams {
  seed: string
  /** what makes this symbol's path its own, e.g. 'BTC/USDT' */
  key: string
  /** the level prices wander around, in price units */
  basePrice: number
  pricePrecision: number
  qtyPrecision: number
  /** annual volatility of log returns */
  sigma: number
  /** typical traded quantity per day, in base units */
  dailyVolume: number
  /** ticks on every n-th grid step */
  tickEvery: number
}

export class PriceProcess {
  private readonly keys: Int32Array
  private readonly amplitudes: Float64Array
  // The last segment seen per octave and its two end values: successive calls (live steps, samples
  // of a candle) mostly stay inside the slow octaves' segments, so those cost no hashing.
  private readonly segment: Float64Array
  private readonly from: Float64Array
  private readonly to: Float64Array
  private readonly baseTicks: number
  private readonly activityKey: number
  private readonly drawKey: number
  private readonly unitsPerTick: number

  constructor(params: ProcessParams) {
    const root = hashString(`${params.seed}\u0000${params.key}`)
    this.keys = Int32Array.from(SPANS, (_, k) => hashString(`${root}:${k}`))
    const scale = params.sigma / Math.sqrt(365 * DAILY_VARIANCE)
    this.amplitudes = Float64Array.from(RAW_AMPLITUDES, (a) => a * scale)
    this.segment = new Float64Array(OCTAVES).fill(NaN)
    this.from = new Float64Array(OCTAVES)
    this.to = new Float64Array(OCTAVES)
    this.baseTicks = params.basePrice * 10 ** params.pricePrecision
    this.activityKey = hashString(`${root}:activity`)
    this.drawKey = hashString(`${root}:volume`)
    const ticksPerDay = STEPS_PER_DAY / params.tickEvery
    this.unitsPerTick = (params.dailyVolume * 10 ** params.qtyPrecision) / ticksPerDay
  }

  /** The log deviation from the base level at a grid step. */
  logLevel(step: number): number {
    let x = 0
    const { segment, from, to, amplitudes } = this
    for (let k = 0; k < OCTAVES; k++) {
      const u = step * INVERSE_SPANS[k]
      const n = floor(u)
      if (n !== segment[k]) {
        // Moving on by one segment, the old end value is the new start value.
        from[k] = n === segment[k] + 1 ? to[k] : noiseAt(this.keys[k], n)
        to[k] = noiseAt(this.keys[k], n + 1)
        segment[k] = n
      }
      const v0 = from[k]
      x += amplitudes[k] * (v0 + (to[k] - v0) * (u - n))
    }
    return x
  }

  /** The price at a grid step as a whole number of ticks, never below one tick. */
  ticksAt(step: number): number {
    return max(1, round(this.baseTicks * exp(this.logLevel(step))))
  }

  /** The expected quantity (in units of the last qty decimal) traded on a tick at `step`. */
  expectedUnits(step: number): number {
    const n = floor(step / ACTIVITY_SPAN)
    const f = (step - n * ACTIVITY_SPAN) / ACTIVITY_SPAN
    const v0 = noiseAt(this.activityKey, n)
    const level = v0 + (noiseAt(this.activityKey, n + 1) - v0) * f
    return this.unitsPerTick * exp(ACTIVITY_AMPLITUDE * level)
  }

  /** The quantity traded on the tick at `step`: at least one unit. */
  volumeUnits(step: number): number {
    const draw = exp(DRAW_SCALE * noiseAt(this.drawKey, step)) / DRAW_MEAN
    return max(1, round(this.expectedUnits(step) * draw))
  }
}
