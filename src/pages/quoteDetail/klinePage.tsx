// The k-line page (SPEC §2 Charts): one symbol's live quote, then its candles by period with an
// indicator, and a way to the full-screen chart. Params: match_id (default the Trade tab's
// symbol), period (default 15min), indicator (default MACD).
import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@/components/Button'
import type { Match, Period } from '@wire/market'
import { Screen } from '@/components/Screen'
import { ChangeText } from '@/components/ChangeText'
import { ChangeBase } from '@/components/ChangeText/ChangeBase'
import { SimulatedNote } from '@/components/SimulatedNote'
import { KlineChart, type Indicator } from '@/components/KlineChart'
import { ChartState } from '@/components/KlineChart/ChartState'
import { IndicatorTabs, PeriodTabs } from '@/components/KlineChart/controls'
import { SymbolMissing } from '@/components/KlineChart/SymbolMissing'
import { useKlineTarget } from '@/components/KlineChart/useKlineTarget'
import { useCandles } from '@/hooks/useCandles'
import { useT } from '@/hooks/useT'
import { ALERTS, KLINE_FULL } from '@/routes'
import { navigate } from '@/services/router'
import { windowInfo } from '@/services/device'
import { compact, priceColor, thousands } from '@/utils/format'
import './klinePage.scss'

/** Chart height: most of a phone screen, within reason on very small and very tall ones. */
function chartHeight(): number {
  const { windowHeight } = windowInfo()
  return Math.min(560, Math.max(320, Math.round(windowHeight * 0.56)))
}

export default function KlinePage() {
  const target = useKlineTarget()
  return (
    <Screen>
      {target.kind === 'ready' ? (
        <KlineView
          match={target.match}
          initialPeriod={target.params.period}
          initialIndicator={target.params.indicator}
        />
      ) : target.kind === 'missing' ? (
        <SymbolMissing />
      ) : (
        <View className='kline-page__pending'>
          <ChartState
            loading
            empty
            failed={target.kind === 'failed'}
            onRetry={target.kind === 'failed' ? target.retry : () => undefined}
          />
        </View>
      )}
    </Screen>
  )
}

interface KlineViewProps {
  match: Match
  initialPeriod: Period
  initialIndicator: Indicator
}

function KlineView({ match, initialPeriod, initialIndicator }: KlineViewProps) {
  const t = useT()
  const [period, setPeriod] = useState(initialPeriod)
  const [indicator, setIndicator] = useState(initialIndicator)
  const [height] = useState(chartHeight)
  const { candles, series, loading, failed, loadOlder, reload } = useCandles(match.id, period)
  const precision = match.price_precision

  return (
    <View className='kline-page'>
      <View className='kline-page__head'>
        <View className='kline-page__name'>
          <Text className='kline-page__symbol'>{match.symbol}</Text>
          <Text className='kline-page__full-name'>{match.full_name}</Text>
        </View>
        <View className='kline-page__quote'>
          <View className='kline-page__price-line'>
            <Text className='kline-page__price' style={{ color: priceColor(match.change) }}>
              {thousands(match.now_price, precision)}
            </Text>
            <ChangeText className='kline-page__change' value={match.change} />
            <ChangeBase />
          </View>
          <View className='kline-page__stats'>
            <Stat label={t('kline.high24h')} value={thousands(match.high, precision)} />
            <Stat label={t('kline.low24h')} value={thousands(match.low, precision)} />
            <Stat label={t('kline.volume24h')} value={compact(match.volume)} />
          </View>
        </View>
      </View>
      <PeriodTabs value={period} onChange={setPeriod} />
      <IndicatorTabs value={indicator} onChange={setIndicator} />
      <View className='kline-page__chart'>
        <KlineChart
          candles={candles}
          series={series}
          precision={precision}
          indicator={indicator}
          height={height}
          onReachStart={() => void loadOlder().catch(() => undefined)}
        />
        <ChartState
          loading={loading}
          failed={failed}
          empty={candles.length === 0}
          onRetry={reload}
        />
      </View>
      <Button
        className='kline-page__full'
        size='small'
        onPress={() => void navigate(KLINE_FULL, { match_id: match.id, period, indicator })}
      >
        {t('kline.fullScreen')}
      </Button>
      <Button
        className='kline-page__full'
        size='small'
        onPress={() => void navigate(ALERTS, { match_id: match.id })}
      >
        {t('trade.priceAlert')}
      </Button>
      <SimulatedNote />
    </View>
  )
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <View className='kline-page__stat'>
      <Text className='kline-page__stat-label'>{label}</Text>
      <Text className='kline-page__stat-value'>{value}</Text>
    </View>
  )
}
