// The line itself: ECharts drawing the closes.
import type { Candle } from '@wire/market'
import { EchartsView } from '@/components/EchartsView'
import { labelWidth } from '@/components/KlineChart/option'
import echarts from './echarts'
import { timeshareOption } from './option'

export interface LinePlotProps {
  matchId: number
  candles: readonly Candle[]
  /** 24 h change (the line's colour) */
  change: string
  /** the live price, marked across the line */
  last: string
  precision: number
}

export function LinePlot({ matchId, candles, change, last, precision }: LinePlotProps) {
  const closes = candles.map((c) => Number(c.close))
  return (
    <EchartsView
      echarts={echarts}
      canvasId={`timeshare-${matchId}`}
      option={timeshareOption({
        candles,
        change,
        last,
        precision,
        daily: false,
        labelWidth: labelWidth(closes, precision),
      })}
      style={{ height: '180px' }}
    />
  )
}
