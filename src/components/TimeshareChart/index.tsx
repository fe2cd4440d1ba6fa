// The Trade tab's chart: the line of recent closes with its price and time axes, the last price
// marked across it, and a switch between short periods (the k-line pages have the rest).
import { useState } from 'react'
import { View } from '@tarojs/components'
import type { Match, Period } from '@wire/market'
import { PeriodTabs } from '@/components/KlineChart/controls'
import { useTimeshare } from '@/hooks/useTimeshare'
import { readStored, writeStored } from '@/stores/storage'
import { Plot } from './Plot'
import './index.scss'

export const LINE_PERIODS: readonly Period[] = ['1min', '5min', '15min', '60min']
const PERIOD_KEY = 'tradeLinePeriod'

export function TimeshareChart({ quote }: { quote: Match }) {
  const [period, setPeriod] = useState<Period>(() => {
    const stored = readStored<Period>(PERIOD_KEY)
    return stored && LINE_PERIODS.includes(stored) ? stored : '1min'
  })
  const candles = useTimeshare(quote.id, quote.symbol, period)
  return (
    <View className='timeshare' data-section='chart'>
      <PeriodTabs
        compact
        periods={LINE_PERIODS}
        value={period}
        onChange={(p) => {
          setPeriod(p)
          writeStored(PERIOD_KEY, p)
        }}
      />
      <View className='timeshare__plot'>
        {candles.length > 1 ? (
          <Plot
            matchId={quote.id}
            candles={candles}
            change={quote.change}
            last={quote.now_price}
            precision={quote.price_precision}
          />
        ) : null}
      </View>
    </View>
  )
}
