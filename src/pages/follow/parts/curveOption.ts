// The trader's cumulative realised profit at the end of each day with a close, as a line over
// those days, with a zero line: above it the trader has made money for their record, below lost.
import type { EChartsOption } from 'echarts'
import { PRICE_COLORS, priceTrend, thousands } from '@/utils/format'

const TEXT_2 = '#8a8d99'
const GRID_LINE = '#1e1d26'
const FONT = 10

export function curveOption(points: readonly { day: string; profit: string }[]): EChartsOption {
  const last = points[points.length - 1]?.profit ?? '0'
  const color = PRICE_COLORS[priceTrend(last)]
  return {
    animation: false,
    grid: { left: 8, right: 56, top: 12, bottom: 22 },
    xAxis: {
      type: 'category',
      data: points.map((p) => p.day.slice(5)),
      axisLine: { lineStyle: { color: GRID_LINE } },
      axisTick: { show: false },
      axisLabel: { color: TEXT_2, fontSize: FONT, hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      position: 'right',
      splitNumber: 3,
      axisLabel: { color: TEXT_2, fontSize: FONT, formatter: (v: number) => thousands(v, 0) },
      splitLine: { lineStyle: { color: GRID_LINE } },
    },
    series: [
      {
        type: 'line',
        showSymbol: points.length < 20,
        lineStyle: { width: 1.5, color },
        itemStyle: { color },
        areaStyle: { color, opacity: 0.12 },
        // drawing only: the exact figures are the text beside the chart
        data: points.map((p) => Number(p.profit)),
        markLine: {
          silent: true,
          symbol: 'none',
          label: { show: false },
          lineStyle: { color: TEXT_2, type: 'dashed', width: 1 },
          data: [{ yAxis: 0 }],
        },
      },
    ],
  }
}
