// The ECharts option of the k-line: candles and their overlay lines, volume, and an indicator
// pane, stacked on one time axis. The visible candles (the zoom window) are each x axis's range,
// and each pane's y range is computed over them (range.ts); the chart moves the window itself
// (KlineChart), without ECharts' data zoom. `chartOption` builds the option whole (first draw,
// another indicator); `dataUpdate` carries only what live candles change and `windowUpdate` only
// the ranges of a moved window, to be merged into the chart.
import type { EChartsOption } from 'echarts'
import { PRICE_COLORS, compact, thousands } from '@/utils/format'
import { priceAxisLabel } from './axisLabel'
import type { ChartData } from './data'
import type { IndicatorLines, NamedLine } from './lines'
import { PRICE_MARGIN, barRange, paneRange, type AxisRange } from './range'
import { formatTime, timeStyle, type TimeStyle } from './readout'
import type { ZoomWindow } from './zoomWindow'

export const UP_COLOR = PRICE_COLORS.up
export const DOWN_COLOR = PRICE_COLORS.down
const TEXT_2 = '#8a8d99'
const LINE = '#2c2b36'
const GRID_LINE = '#1e1d26'
const LABEL_BG = '#25242e'
const FONT = 10
/** Intervals on the price axis and on the indicator pane's axis. */
const PRICE_SPLITS = 4
const SUB_SPLITS = 2

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

/** What the chart shows: the candles and the indicator lines drawn over them. */
export interface ViewInput {
  data: ChartData
  lines: IndicatorLines
  /** price decimals of the symbol */
  precision: number
}

export interface OptionInput extends ViewInput {
  /** canvas height in px */
  height: number
  window: ZoomWindow
}

type Formatter = (value: unknown) => string

/** Axis values arrive as numbers, numeric strings (category data) or Dates (ms). */
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value))

const hasSubPane = (lines: IndicatorLines): boolean => lines.sub.length > 0 || lines.bars !== null

/** The price axis's labels: as many decimals as the step between them needs. */
const priceLabels =
  (step: number, precision: number): Formatter =>
  (v) =>
    priceAxisLabel(num(v), step, precision)

type YRange = Partial<AxisRange> & { axisLabel?: { formatter: Formatter } }

/**
 * Each value axis's range over the candles in `window`, price pane first: what the data zoom's
 * filtering used to make ECharts compute. The price pane counts its overlay lines too (Bollinger
 * bands reach past the candles); the price labels' decimals follow the step of the range.
 */
function yRanges({ data, lines, precision }: ViewInput, window: ZoomWindow): YRange[] {
  // no candles: nothing to fit, ECharts scales the empty axis itself
  const range = (r: AxisRange | null): YRange => (r ? { ...r } : {})
  const price = paneRange(
    [data.lows, data.highs, ...lines.price.map((l) => l.values)],
    window,
    PRICE_SPLITS,
    PRICE_MARGIN,
  )
  const ranges = [
    { ...range(price), axisLabel: { formatter: priceLabels(price?.interval ?? 0, precision) } },
    range(barRange(data.volumes, window)),
  ]
  if (hasSubPane(lines)) {
    const sub = [...lines.sub.map((l) => l.values), ...(lines.bars ? [lines.bars.values] : [])]
    ranges.push(range(paneRange(sub, window, SUB_SPLITS)))
  }
  return ranges
}

/** The x axes' range: the window's first and last candle (category indices). */
const xRange = (window: ZoomWindow) => ({ min: window.start, max: window.end })

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

function yAxis(index: number, format: Formatter, pointer: Formatter = format) {
  return {
    type: 'value' as const,
    gridIndex: index,
    position: 'right' as const,
    axisLine: { show: false },
    axisTick: { show: false },
    axisLabel: { color: TEXT_2, fontSize: FONT, formatter: format, showMinLabel: index === 0 },
    splitLine: { lineStyle: { color: GRID_LINE } },
    axisPointer: crosshair(true, pointer),
  }
}

export function chartOption(input: OptionInput): EChartsOption {
  const { data, lines, precision, height, window } = input
  const panes = paneLayout(height, hasSubPane(lines))
  const right = labelWidth(data.highs, precision)
  const style = timeStyle(data.times)
  const values = seriesData(data, lines)
  const paneList = [panes.price, panes.volume, ...(panes.sub ? [panes.sub] : [])]
  const ranges = yRanges(input, window)
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
    xAxis: paneList.map((_, i) => ({
      ...xAxis(i, i === paneList.length - 1, data.times, style),
      ...xRange(window),
    })),
    yAxis: [
      yAxis(0, priceLabels(0, precision), pricePointer),
      yAxis(1, volume),
      ...(panes.sub ? [yAxis(2, plain)] : []),
    ].map((axis, i) => ({
      ...axis,
      ...ranges[i],
      axisLabel: { ...axis.axisLabel, ...ranges[i].axisLabel },
    })),
    // the crosshair: one vertical line through every pane, a horizontal one in the pane touched
    // the read-out above the chart says what is under the crosshair, not a floating box
    axisPointer: { link: [{ xAxisIndex: 'all' }] },
    series: [
      {
        id: 'candles',
        type: 'candlestick',
        xAxisIndex: 0,
        yAxisIndex: 0,
        data: values.candles,
        // every loaded candle is in the series (the axes show the window of them): past 600 the
        // default would switch to one path for all candles; this way only the visible ones are
        // drawn, each as its own box (those outside the plot are skipped)
        large: false,
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
 * Only the data of a live update, merged into the chart as it is (same series ids), with the y
 * ranges over `window` (the live candle may have made a new high). The x range is given only
 * when `moved` (older candles prepended, a new one opened while following the newest); otherwise
 * the window is left exactly as the user put it.
 */
export function dataUpdate(input: ViewInput, window: ZoomWindow, moved: boolean): EChartsOption {
  const { data, lines } = input
  const values = seriesData(data, lines)
  const axisCount = hasSubPane(lines) ? 3 : 2
  return {
    xAxis: Array.from({ length: axisCount }, () => ({
      data: data.times,
      ...(moved ? xRange(window) : {}),
    })),
    yAxis: yRanges(input, window),
    series: [
      { id: 'candles', data: values.candles },
      ...lines.price.map((line) => ({ id: line.id, data: line.values })),
      { id: 'volume', data: values.volume },
      ...(values.bars && lines.bars ? [{ id: lines.bars.id, data: values.bars }] : []),
      ...lines.sub.map((line) => ({ id: line.id, data: line.values })),
    ],
  }
}

/** The ranges of the window the user moved to: merged into the chart, the data left alone. */
export function windowUpdate(input: ViewInput, window: ZoomWindow): EChartsOption {
  const axisCount = hasSubPane(input.lines) ? 3 : 2
  return {
    xAxis: Array.from({ length: axisCount }, () => xRange(window)),
    yAxis: yRanges(input, window),
  }
}
