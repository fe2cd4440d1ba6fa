// Puts the latest candles on an existing chart instance without disturbing what the user did
// with it: a merge of the series data and the axis ranges, the x range touched only when the
// candles shifted. And moves the window when the user pans or zooms, the same way.
import type { EChartsType } from 'echarts'
import type { ChartData } from './data'
import type { IndicatorLines } from './lines'
import { chartOption, dataUpdate, windowUpdate } from './option'
import { initialWindow, placeWindow, sameWindow, type Shown, type ZoomWindow } from './zoomWindow'

export interface DrawInput {
  data: ChartData
  /** the symbol and period of the candles */
  series: string
  lines: IndicatorLines
  precision: number
  /** canvas height (px) */
  height: number
  /** identifies the option's structure: another value rebuilds the option whole */
  structure: string
}

/** What a chart instance currently shows (kept per instance by KlineChart). */
export interface DrawState {
  shown: Shown
  /** `structure` of the option last built whole, '' before the first draw */
  built: string
  series: string
}

export const freshState = (): DrawState => ({
  shown: { window: initialWindow(0), length: 0, firstTime: null },
  built: '',
  series: '',
})

/** Draws `input` and returns what is shown afterwards. */
export function draw(chart: EChartsType, input: DrawInput, state: DrawState): DrawState {
  const { data, series } = input
  // another symbol or period opens on its newest candles, even where its candle times meet the
  // old ones (an hour's candle starts where a quarter's did)
  const prior = state.series === series ? state.shown : freshState().shown
  const { window, reset } = placeWindow(prior, data.times)
  const shown: Shown = { window, length: data.times.length, firstTime: data.times[0] ?? null }
  if (reset || state.built !== input.structure) {
    // first candles, another symbol or period, another indicator or size: a new option,
    // with the window carried over (or the newest candles after a reset)
    chart.setOption(chartOption({ ...input, window }), { notMerge: true })
    return { shown, built: input.structure, series }
  }
  // the x axes' range is in candle indices: when the candles shifted (older ones prepended, a
  // new one while following the newest), pin it to the same candles again
  chart.setOption(dataUpdate(input, window, !sameWindow(window, state.shown.window)))
  return { shown, built: state.built, series }
}

/** Shows `window` of the candles drawn last (the user panned or zoomed). */
export function moveWindow(
  chart: EChartsType,
  input: DrawInput,
  state: DrawState,
  window: ZoomWindow,
): DrawState {
  if (sameWindow(window, state.shown.window)) return state
  chart.setOption(windowUpdate(input, window))
  return { ...state, shown: { ...state.shown, window } }
}
