// Puts the latest candles on an existing chart instance without disturbing what the user did
// with it: a merge of the series data, the dataZoom touched only when the candles shifted.
import type { EChartsType } from 'echarts'
import type { ChartData } from './data'
import type { IndicatorLines } from './lines'
import { chartOption, dataUpdate } from './option'
import { initialWindow, placeWindow, type Shown } from './zoomWindow'

export interface DrawInput {
  data: ChartData
  lines: IndicatorLines
  precision: number
  /** canvas height (px) */
  height: number
  nativeGestures: boolean
  /** identifies the option's structure: another value rebuilds the option whole */
  structure: string
}

/** What a chart instance currently shows (kept per instance by KlineChart). */
export interface DrawState {
  shown: Shown
  /** `structure` of the option last built whole, '' before the first draw */
  built: string
}

export const freshState = (): DrawState => ({
  shown: { window: initialWindow(0), length: 0, firstTime: null },
  built: '',
})

/** Draws `input` and returns what is shown afterwards. */
export function draw(chart: EChartsType, input: DrawInput, state: DrawState): DrawState {
  const { data, lines } = input
  const { window, reset } = placeWindow(state.shown, data.times)
  const shown: Shown = { window, length: data.times.length, firstTime: data.times[0] ?? null }
  if (reset || state.built !== input.structure) {
    // first candles, another symbol or period, another indicator or size: a new option,
    // with the window carried over (or the newest candles after a reset)
    chart.setOption(chartOption({ ...input, window }), { notMerge: true })
    return { shown, built: input.structure }
  }
  // the zoom is kept by ECharts as percents of the axis: when the candle count changes, pin it
  // to the same candles again
  const moved =
    shown.length !== state.shown.length ||
    window.start !== state.shown.window.start ||
    window.end !== state.shown.window.end
  chart.setOption(dataUpdate(data, lines, moved ? window : null))
  return { shown, built: state.built }
}
