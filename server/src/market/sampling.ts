// OHLCV of a stretch of time computed from the price function instead of from ticks: open and
// close exactly (the first and last tick), high and low from samples, volume from the expected
// volume of each sample's ticks. Used for everything before the feed started.
import { ceilToMultiple, floorToMultiple } from './grid'
import type { SimSymbol } from './symbols'

// See hash.ts: globals are slow to reach inside a vm context.
const { max, min, round } = Math
const big = BigInt

/** A candle in integer units: prices in ticks, volume in units of the last qty decimal. */
export interface RawCandle {
  time: number
  open: number
  high: number
  low: number
  close: number
  volume: number
}

export interface RawRange extends Omit<RawCandle, 'time'> {
  /** sum of price x volume, in ticks x units */
  turnover: bigint
}

/** Samples per candle for high and low. */
export const SAMPLES_PER_CANDLE = 120

/** A sampling interval of about `spanSteps / samples`, in whole ticks of the symbol. */
export function samplingInterval(sym: SimSymbol, spanSteps: number, samples: number): number {
  return Math.max(sym.every, ceilToMultiple(Math.ceil(spanSteps / samples), sym.every))
}

/**
 * The ticks of `sym` on steps [fromStep, endStep), sampled every `interval` steps (a multiple of
 * the symbol's tick spacing); null when no tick falls in the range.
 */
export function sampleRange(
  sym: SimSymbol,
  fromStep: number,
  endStep: number,
  interval: number,
  withTurnover = false,
): RawRange | null {
  const first = ceilToMultiple(max(fromStep, sym.listedStep), sym.every)
  const last = floorToMultiple(endStep - 1, sym.every)
  if (first > last) return null
  const { process } = sym
  const open = process.ticksAt(first)
  const close = process.ticksAt(last)
  let high = max(open, close)
  let low = min(open, close)
  let volume = 0
  let turnover = 0n
  for (let step = first; step <= last; step += interval) {
    const price = step === first ? open : process.ticksAt(step)
    if (price > high) high = price
    if (price < low) low = price
    // This sample stands for the ticks up to the next one.
    const ticks = (min(step + interval, last + sym.every) - step) / sym.every
    const units = round(process.expectedUnits(step) * ticks)
    volume += units
    if (withTurnover) turnover += big(price) * big(units)
  }
  return { open, high, low, close, volume, turnover }
}
