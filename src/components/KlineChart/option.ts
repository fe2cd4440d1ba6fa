// The ECharts option of the k-line: candles and their overlay lines, volume, and an indicator
// pane, stacked on one time axis that a single dataZoom pans and zooms. `chartOption` builds it
// whole (first draw, another indicator); `dataUpdate` carries only what live candles change, to
// be merged into the chart without touching the user's zoom.
import type { EChartsOption } from 'echarts'
import { PRICE_COLORS, compact, thousands } from '@/utils/format'
import { niceStep, priceAxisLabel } from './axisLabel'
import type { ChartData } from './data'
import type { IndicatorLines, NamedLine } from './lines'
import { formatTime, timeStyle, type TimeStyle } from './readout'
import { MAX_VISIBLE, MIN_VISIBLE, type ZoomWindow } from './zoomWindow'

export const UP_COLOR = PRICE_COLORS.up
export const DOWN_COLOR = PRICE_COLORS.down
const TEXT_2 = '#8a8d99'
const LINE = '#2c2b36'
const GRID_LINE = '#1e1d26'
const LABEL_BG = '#25242e'
const FONT = 10
/** Intervals on the price axis. */
const PRICE_SPLITS = 4

/** Height of the time labels under the bottom pane (px). */
export const AXIS_HEIGHT = 20
/** Height of the value legend above each pane (px). */
export const LEGEND_HEIGHT = 16
/** Left edge of the plots (px); the price labels sit on the right. */
export const PLOT_LEFT = 6

/** A pane's plot area in px from the top of the canvas; its legend sits just above `top`. */
export interface Pane {
  top: number
  height: number
}

export interface Panes {
  price: Pane
  volume: Pane
  sub: Pane | null
}

/** Splits the canvas height between the price, volume and (if any) indicator panes. */
export function paneLayout(height: number, hasSub: boolean): Panes {
  const usable = Math.max(0, height - AXIS_HEIGHT)
  const shares = hasSub ? [0.6, 0.17, 0.23] : [0.76, 0.24]
  let top = 0
  const panes = shares.map((share) => {
    const size = usable * share
    const pane = {
      top: Math.round(top + LEGEND_HEIGHT),
      height: Math.max(0, Math.round(size - LEGEND_HEIGHT - 4)),
    }
    top += size
    return pane
  })
  return { price: panes[0], volume: panes[1], sub: hasSub ? panes[2] : null }
}

/** Room for the price labels on the right: as wide as the longest price drawn. */
export function labelWidth(highs: readonly number[], precision: number): number {
  let max = 0
  for (const h of highs) if (h > max) max = h
  const digits = String(Math.floor(max)).length
  const separators = Math.floor((digits - 1) / 3)
  const chars = digits + separators + (precision > 0 ? precision + 1 : 0)
  return Math.min(96, Math.max(40, chars * 6 + 10))
}

/** The price step the axis will show over the candles in `window`. */
export function priceStep(data: ChartData, window: ZoomWindow, splits: number): number {
  let low = Infinity
  let high = -Infinity
  for (let i = Math.max(0, window.start); i <= window.end && i < data.highs.length; i++) {
    if (data.lows[i] < low) low = data.lows[i]
    if (data.highs[i] > high) high = data.highs[i]
  }
  return high > low ? niceStep(high - low, splits) : 0
}

export interface OptionInput {
  data: ChartData
  lines: IndicatorLines
  /** price decimals of the symbol */
  precision: number
  /** canvas height in px */
  height: number
  window: ZoomWindow
  /**
   * let ECharts handle drag, pinch and wheel itself (H5); off where the chart's own gesture
   * handling drives the window instead (mini-programs, see KlineChart)
   */
  nativeGestures: boolean
}

type Formatter = (value: unknown) => string

/** Axis values arrive as numbers, numeric strings (category data) or Dates (ms). */
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value))

function lineSeries(line: NamedLine, axis: number) {
  return {
    id: line.id,
    name: line.label,
    type: 'line' as const,
    xAxisIndex: axis,
    yAxisIndex: axis,
    data: line.values,
    showSymbol: false,
    symbol: 'none',
    silent: true,
    lineStyle: { width: 1, color: line.color },
    itemStyle: { color: line.color },
    emphasis: { disabled: true },
  }
}

/** Bars coloured green or red one by one: volume by the candle's direction, MACD by sign. */
function colouredBars(values: readonly (number | null)[], rising: (i: number) => boolean) {
  return values.map((value, i) => ({
    value: value ?? '-',
    itemStyle: { color: rising(i) ? UP_COLOR : DOWN_COLOR },
  }))
}

function seriesData(data: ChartData, lines: IndicatorLines) {
  return {
    candles: data.times.map((_, i) => [data.opens[i], data.closes[i], data.lows[i], data.highs[i]]),
    volume: colouredBars(data.volumes, (i) => data.rising[i]),
    bars: lines.bars
      ? colouredBars(lines.bars.values, (i) => (lines.bars?.values[i] ?? 0) >= 0)
      : null,
  }
}

function xAxis(index: number, last: boolean, times: number[], style: TimeStyle) {
  const time: Formatter = (value) => formatTime(num(value), style)
  return {
    type: 'category' as const,
    gridIndex: index,
    data: times,
    boundaryGap: true,
    axisLine: { lineStyle: { color: LINE } },
    axisTick: { show: false },
    // the first and last dates start and end at the plot's edges instead of being cut in half
    axisLabel: {
      show: last,
      color: TEXT_2,
      fontSize: FONT,
      formatter: time,
      alignMinLabel: 'left' as const,
      alignMaxLabel: 'right' as const,
    },
    splitLine: { show: index === 0, lineStyle: { color: GRID_LINE } },
    axisPointer: crosshair(last, time),
  }
}

/**
 * One axis's line of the crosshair, drawn by the axes themselves: a tooltip whose box is never
 * shown would cost the main package 25 KB of ECharts for nothing more. The x axes' lines are linked
 * through every pane; a y axis's line shows in the pane touched.
 */
function crosshair(label: boolean, format: Formatter) {
  return {
    show: true,
    type: 'line' as const,
    triggerTooltip: false,
    lineStyle: { color: TEXT_2, type: 'dashed' as const, width: 1 },
    label: {
      show: label,
      backgroundColor: LABEL_BG,
      color: '#eaecef',
      fontSize: FONT,
      padding: [2, 4],
      formatter: (p: { value: unknown }) => format(p.value),
    },
  }
}

function yAxis(
  index: number,
  format: Formatter,
  scale: boolean,
  splitNumber: number,
  pointer: Formatter = format,
) {
  return {
    type: 'value' as const,
    gridIndex: index,
    position: 'right' as const,
    scale,
    splitNumber,
    axisLine: { show: false },
    axisTick: { show: false },
    axisLabel: { color: TEXT_2, fontSize: FONT, formatter: format, showMinLabel: index === 0 },
    splitLine: { lineStyle: { color: GRID_LINE } },
    axisPointer: crosshair(true, pointer),
  }
}

export function chartOption(input: OptionInput): EChartsOption {
  const { data, lines, precision, height, window, nativeGestures } = input
  const hasSub = lines.sub.length > 0 || lines.bars !== null
  const panes = paneLayout(height, hasSub)
  const right = labelWidth(data.highs, precision)
  const style = timeStyle(data.times)
  const values = seriesData(data, lines)
  const paneList = [panes.price, panes.volume, ...(panes.sub ? [panes.sub] : [])]
  const axes = paneList.map((_, i) => i)
  const step = priceStep(data, window, PRICE_SPLITS)
  const priceLabel: Formatter = (v) => priceAxisLabel(num(v), step, precision)
  // the crosshair reads a price anywhere on the axis: all the symbol's decimals
  const pricePointer: Formatter = (v) => thousands(num(v).toFixed(precision), precision)
  // axis ticks are round numbers: '1.2K', '300', '0.5' (the read-out keeps SPEC §9's 4 decimals)
  const volume: Formatter = (v) => {
    const n = num(v)
    // '60K' rather than '60.0K': an axis step is round
    return Math.abs(n) > 1000
      ? compact(n.toFixed(8)).replace(/[.,]0(?=[KM]$)/, '')
      : priceAxisLabel(n, 0, 4)
  }
  const plain: Formatter = (v) => priceAxisLabel(num(v), 0, 2)

  return {
    animation: false,
    backgroundColor: 'transparent',
    textStyle: { fontSize: FONT },
    grid: paneList.map((p) => ({ left: PLOT_LEFT, right, top: p.top, height: p.height })),
    xAxis: paneList.map((_, i) => xAxis(i, i === paneList.length - 1, data.times, style)),
    yAxis: [
      yAxis(0, priceLabel, true, PRICE_SPLITS, pricePointer),
      yAxis(1, volume, false, 1),
      ...(panes.sub ? [yAxis(2, plain, true, 2)] : []),
    ],
    // the crosshair: one vertical line through every pane, a horizontal one in the pane touched
    // the read-out above the chart says what is under the crosshair, not a floating box
    axisPointer: { link: [{ xAxisIndex: 'all' }] },
    dataZoom: [
      {
        type: 'inside',
        xAxisIndex: axes,
        startValue: window.start,
        endValue: window.end,
        minValueSpan: MIN_VISIBLE - 1,
        maxValueSpan: MAX_VISIBLE - 1,
        disabled: !nativeGestures,
        zoomOnMouseWheel: true,
        moveOnMouseMove: true,
        moveOnMouseWheel: false,
        preventDefaultMouseMove: true,
      },
    ],
    series: [
      {
        id: 'candles',
        type: 'candlestick',
        xAxisIndex: 0,
        yAxisIndex: 0,
        data: values.candles,
        barMaxWidth: 14,
        itemStyle: {
          color: UP_COLOR,
          color0: DOWN_COLOR,
          borderColor: UP_COLOR,
          borderColor0: DOWN_COLOR,
        },
        emphasis: { disabled: true },
      },
      ...lines.price.map((line) => lineSeries(line, 0)),
      {
        id: 'volume',
        type: 'bar',
        xAxisIndex: 1,
        yAxisIndex: 1,
        data: values.volume,
        barMaxWidth: 14,
        barCategoryGap: '30%',
        silent: true,
      },
      ...(values.bars && lines.bars
        ? [
            {
              id: lines.bars.id,
              type: 'bar' as const,
              xAxisIndex: 2,
              yAxisIndex: 2,
              data: values.bars,
              barMaxWidth: 6,
              silent: true,
            },
          ]
        : []),
      ...lines.sub.map((line) => lineSeries(line, 2)),
    ],
  }
}

/**
 * Only the data of a live update, merged into the chart as it is (same series ids). `window` is
 * given only when the candles shifted (older ones prepended, a new one opened while following
 * the newest); otherwise the dataZoom is left exactly as the user put it.
 */
export function dataUpdate(
  data: ChartData,
  lines: IndicatorLines,
  window: ZoomWindow | null,
): EChartsOption {
  const values = seriesData(data, lines)
  const hasSub = lines.sub.length > 0 || lines.bars !== null
  const axisCount = hasSub ? 3 : 2
  return {
    xAxis: Array.from({ length: axisCount }, () => ({ data: data.times })),
    series: [
      { id: 'candles', data: values.candles },
      ...lines.price.map((line) => ({ id: line.id, data: line.values })),
      { id: 'volume', data: values.volume },
      ...(values.bars && lines.bars ? [{ id: lines.bars.id, data: values.bars }] : []),
      ...lines.sub.map((line) => ({ id: line.id, data: line.values })),
    ],
    ...(window ? { dataZoom: [{ startValue: window.start, endValue: window.end }] } : {}),
  }
}
