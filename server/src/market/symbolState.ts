// What the feed holds per listed symbol while it runs: the live candles of every period, the 24 h
// window and the latest tick. Built at start-up (or at the listing instant) from the price
// function, then advanced tick by tick.
import { MINUTE } from '../infra/clock'
import { PERIODS, type Period } from '@wire/market'
import { DayWindow, WINDOW_MINUTES } from './dayWindow'
import { floorToMultiple, STEPS_PER_MINUTE, stepAt, TICK_MS } from './grid'
import { LiveSeries } from './liveSeries'
import { PERIOD_GRIDS } from './periods'
import { sampleRange, samplingInterval, SAMPLES_PER_CANDLE } from './sampling'
import type { Quote } from './feed'
import type { SimSymbol } from './symbols'

/** Live candles kept per symbol and period (the most one candle call returns). */
export const LIVE_CANDLES = 1500

// Start-up fills each minute of the 24 h window from samples about 5 s apart.
const WINDOW_SAMPLE_STEPS = 20

export interface SymbolState {
  series: Record<Period, LiveSeries>
  window: DayWindow
  /** grid step of the latest tick */
  lastStep: number
  /** its price, in ticks */
  lastPrice: number
  quote?: Quote
}

/** State as of just before the tick at `step` (a tick step of the symbol), from the price function. */
export function initialState(sym: SimSymbol, step: number): SymbolState {
  const time = step * TICK_MS
  const series = {} as Record<Period, LiveSeries>
  for (const period of PERIODS) {
    const grid = PERIOD_GRIDS[period]
    const live = new LiveSeries(grid, LIVE_CANDLES)
    const start = grid.start(grid.index(time))
    const interval = samplingInterval(sym, grid.nominalMs / TICK_MS, SAMPLES_PER_CANDLE)
    const before = sampleRange(sym, stepAt(start), step, interval)
    if (before) {
      const { open, high, low, close, volume } = before
      live.seed({ time: start, open, high, low, close, volume })
    }
    series[period] = live
  }

  const window = new DayWindow()
  const minute = Math.floor(time / MINUTE)
  const interval = samplingInterval(sym, WINDOW_SAMPLE_STEPS, 1)
  for (let m = minute - WINDOW_MINUTES + 1; m <= minute; m++) {
    const end = Math.min((m + 1) * STEPS_PER_MINUTE, step)
    const range = sampleRange(sym, m * STEPS_PER_MINUTE, end, interval, true)
    if (range) window.fill(m, range.high, range.low, range.volume, range.turnover)
  }
  return { series, window, lastStep: step, lastPrice: sym.process.ticksAt(step) }
}

/** Records the tick at `step`; returns its price (ticks) and volume (units). */
export function applyTick(
  sym: SimSymbol,
  state: SymbolState,
  step: number,
): { price: number; volume: number } {
  const price = sym.process.ticksAt(step)
  const volume = sym.process.volumeUnits(step)
  const time = step * TICK_MS
  for (const period of PERIODS) state.series[period].apply(time, price, volume)
  state.window.apply(time, price, volume)
  state.lastStep = step
  state.lastPrice = price
  state.quote = undefined
  return { price, volume }
}

/** The latest tick at or before `step`, not before the listing. */
export function tickStepAtOrBefore(sym: SimSymbol, step: number): number {
  return Math.max(sym.listedStep, floorToMultiple(step, sym.every))
}
