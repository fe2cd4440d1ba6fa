import { View } from '@tarojs/components'
import Echarts from 'taro-react-echarts'
import { useTimeshare } from '@/hooks/useTimeshare'
import echarts from './echarts'
import { timeshareOption } from './option'
import './index.scss'

export interface TimeshareChartProps {
  matchId: number
  symbol: string
  change: string
}

export function TimeshareChart({ matchId, symbol, change }: TimeshareChartProps) {
  const candles = useTimeshare(matchId, symbol)
  return (
    <View className='timeshare'>
      {candles.length > 1 ? (
        <Echarts
          echarts={echarts}
          canvasId={`timeshare-${matchId}`}
          option={timeshareOption(candles, change)}
          style={{ height: '160px' }}
        />
      ) : null}
    </View>
  )
}
