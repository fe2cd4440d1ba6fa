// The value range of each pane over the visible candles. ECharts' data zoom used to filter the
// series to the window and let each y axis scale itself to what was left; the chart now sets the
// x axes' range itself (one data zoom component less in the bundle), so it sets the y ranges too,
// the way ECharts would have: widened to whole steps of a round interval. Pure, so it is tested
// without a canvas.
import { niceStep } from './axisLabel'
import type { ZoomWindow } from './zoomWindow'

/** A value axis's range and the step between its ticks (given to ECharts as `interval`). */
export interface AxisRange {
  min: number
  max: number
  interval: number
}

/**
 * Room kept above the highest and below the lowest price, as a share of their span, so no candle
 * touches the pane's edge. Only for the price pane: on the volume and indicator panes (one or two
 * intervals) it could cost a whole step, half the pane, so they keep ECharts' ranges exactly.
 */
export const PRICE_MARGIN = 0.03

/** Smallest and largest finite value of `series` over candles `window.start..end`, or null. */
export function extentOver(
  series: readonly (readonly (number | null)[])[],
  window: ZoomWindow,
): [number, number] | null {
  let low = Infinity
  let high = -Infinity
  for (const values of series) {
    const end = Math.min(window.end, values.length - 1)
    for (let i = Math.max(0, window.start); i <= end; i++) {
      const v = values[i]
      if (v === null || !Number.isFinite(v)) continue
      if (v < low) low = v
      if (v > high) high = v
    }
  }
  return low <= high ? [low, high] : null
}

/** Cuts the float noise of `k × step` (0.30000000000000004) off at the step's own decimals. */
function onStep(k: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step))) + 1
  return Number((k * step).toFixed(Math.min(20, decimals)))
}

/**
 * The range ECharts gives an axis scaled to [low, high] with `splits` intervals: the round step
 * for that span (1, 2, 3 or 5 × 10^k), the ends moved out to whole steps. A flat span (one price
 * all window long) is opened by a hundredth of the value around it, so the line sits mid-pane.
 */
export function niceRange(low: number, high: number, splits: number): AxisRange {
  let lo = low
  let hi = high
  if (!(hi > lo)) {
    const half = Math.abs(lo) / 200 || 0.5
    lo -= half
    hi += half
  }
  const step = niceStep(hi - lo, splits)
  // 1e-9: a bound already on a step (0.3 / 0.1 = 2.9999999999999996) stays where it is
  const min = onStep(Math.floor(lo / step + 1e-9), step)
  const max = onStep(Math.ceil(hi / step - 1e-9), step)
  return { min, max, interval: onStep(1, step) }
}

/** [low, high] with `margin` of their span added on each side. */
export function padded([low, high]: [number, number], margin: number): [number, number] {
  const room = (high - low) * margin
  return [low - room, high + room]
}

/** A pane whose values swing around any level (prices, indicators), `margin` added, made round. */
export function paneRange(
  series: readonly (readonly (number | null)[])[],
  window: ZoomWindow,
  splits: number,
  margin = 0,
): AxisRange | null {
  const extent = extentOver(series, window)
  return extent ? niceRange(...padded(extent, margin), splits) : null
}

/** A pane of bars standing on zero (volume): from 0 to the highest bar, one interval. */
export function barRange(values: readonly number[], window: ZoomWindow): AxisRange | null {
  const extent = extentOver([values], window)
  if (!extent) return null
  // no volume at all: still an axis from 0 up, not one around 0
  return extent[1] > 0 ? niceRange(0, extent[1], 1) : { min: 0, max: 1, interval: 1 }
}
