import type { EChartsOption } from 'echarts'
import type { Candle } from '@wire/market'
import { formatInstant } from '@/utils/dates'
import { PRICE_COLORS, priceTrend, thousands } from '@/utils/format'
import { niceStep, priceAxisLabel } from '@/components/KlineChart/axisLabel'

const TEXT_2 = '#8a8d99'
const GRID_LINE = '#1e1d26'
const FONT = 10
const PRICE_SPLITS = 3

export interface TimeshareInput {
  candles: readonly Candle[]
  /** 24 h change: the line is green or red with it */
  change: string
  /** the live price, marked across the chart */
  last: string
  precision: number
  /** whole days per point: the time axis shows dates rather than clock times */
  daily: boolean
  /** px on the right for the price labels */
  labelWidth: number
}

/**
 * Closes as a line over a time axis, prices on the right with only the decimals their step needs,
 * and a dashed line at the last price with its value tagged on the price axis.
 */
export function timeshareOption(input: TimeshareInput): EChartsOption {
  const { candles, change, last, precision, daily, labelWidth } = input
  const color = PRICE_COLORS[priceTrend(change)]
  // drawing only: the screen shows the exact decimal elsewhere
  const closes = candles.map((c) => Number(c.close))
  const step = niceStep(Math.max(...closes) - Math.min(...closes), PRICE_SPLITS)
  return {
    animation: false,
    grid: { left: 8, right: labelWidth, top: 12, bottom: 22 },
    xAxis: {
      type: 'time',
      axisLine: { lineStyle: { color: GRID_LINE } },
      axisTick: { show: false },
      splitLine: { show: false },
      splitNumber: 3,
      axisLabel: {
        color: TEXT_2,
        fontSize: FONT,
        hideOverlap: true,
        formatter: (v: number) =>
          formatInstant(v, daily ? 'YYYY-MM-DD' : 'MM-DD HH:mm').slice(daily ? 5 : 6),
      },
    },
    yAxis: {
      type: 'value',
      position: 'right',
      scale: true,
      splitNumber: PRICE_SPLITS,
      axisLabel: {
        color: TEXT_2,
        fontSize: FONT,
        formatter: (v: number) => priceAxisLabel(v, step, precision),
      },
      splitLine: { lineStyle: { color: GRID_LINE } },
    },
    series: [
      {
        type: 'line',
        showSymbol: false,
        lineStyle: { width: 1.5, color },
        areaStyle: { color, opacity: 0.12 },
        data: candles.map((c, i) => [c.time, closes[i]]),
        markLine: {
          silent: true,
          symbol: 'none',
          lineStyle: { color, type: 'dashed', width: 1 },
          // a tag on the price axis, as exchange apps draw it: inside the plot it covered the line
          label: {
            position: 'end',
            distance: 2,
            color: '#fff',
            backgroundColor: color,
            padding: [2, 3],
            borderRadius: 2,
            fontSize: FONT,
            formatter: () => thousands(last, precision),
          },
          data: [{ yAxis: Number(last) }],
        },
      },
    ],
  }
}
