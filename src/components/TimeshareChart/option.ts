import type { EChartsOption } from 'echarts'
import type { Candle } from '@wire/market'
import { PRICE_COLORS, priceTrend } from '@/utils/format'

/** A line of closes, green or red by the 24 h change, the y axis hugging the range shown. */
export function timeshareOption(candles: readonly Candle[], change: string): EChartsOption {
  const color = PRICE_COLORS[priceTrend(change)]
  return {
    animation: false,
    grid: { left: 8, right: 8, top: 12, bottom: 12 },
    xAxis: { type: 'time', show: false },
    yAxis: { type: 'value', scale: true, show: false },
    series: [
      {
        type: 'line',
        showSymbol: false,
        lineStyle: { width: 1.5, color },
        areaStyle: { color, opacity: 0.12 },
        // drawing only: the screen shows the exact decimal elsewhere
        data: candles.map((c) => [c.time, Number(c.close)]),
      },
    ],
  }
}
