// The full-screen k-line (SPEC §2 Charts): the chart across the long side of the phone, with
// compact period and indicator tabs and a close button. Mini-programs turn the page itself to
// landscape (pageOrientation in kline-app-page.config.ts); on H5 a portrait phone gets the
// chart area turned a quarter (a box of the screen's height by its width, rotated 90°).
import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
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
import { back } from '@/services/router'
import { onWindowResize, windowInfo } from '@/services/device'
import { priceColor, thousands } from '@/utils/format'
import './kline-app-page.scss'
import { isH5 } from '@/services/platform'

/** Height of the control bar above the chart: two rows of 34 px (as in the stylesheet). A phone
 *  on its side is too short of width for the quote, every period and indicator and the note in
 *  one row. */
const BAR_HEIGHT = 68
/** Side margins of the chart (px), clear of rounded corners. */
const SIDE = 8

interface Frame {
  /** long side and short side of the area the page lays out in (px) */
  width: number
  height: number
  /** H5 on a portrait screen: the frame is turned 90° to lie along the long side */
  rotated: boolean
}

function measure(): Frame {
  if (isH5()) {
    const w = window.innerWidth
    const h = window.innerHeight
    return h > w ? { width: h, height: w, rotated: true } : { width: w, height: h, rotated: false }
  }
  // the page is landscape; measuring may still see the portrait window while it turns
  const { windowWidth, windowHeight } = windowInfo()
  return {
    width: Math.max(windowWidth, windowHeight),
    height: Math.min(windowWidth, windowHeight),
    rotated: false,
  }
}

function useFrame(): Frame {
  const [frame, setFrame] = useState(measure)
  useEffect(() => {
    const update = () => setFrame(measure())
    if (isH5()) {
      window.addEventListener('resize', update)
      window.addEventListener('orientationchange', update)
      return () => {
        window.removeEventListener('resize', update)
        window.removeEventListener('orientationchange', update)
      }
    }
    return onWindowResize(update)
  }, [])
  return frame
}

export default function KlineAppPage() {
  const target = useKlineTarget()
  const frame = useFrame()
  const t = useT()
  const box = frame.rotated
    ? // top-left corner at the screen's top-right, turned clockwise about it
      { width: `${frame.width}px`, height: `${frame.height}px`, left: `${frame.height}px` }
    : { width: `${frame.width}px`, height: `${frame.height}px`, left: '0' }

  // Said upright: only a chart needs the long side of the phone.
  if (target.kind === 'missing') {
    return (
      <Screen bare>
        <SymbolMissing />
      </Screen>
    )
  }

  return (
    <Screen bare>
      <View className={`kline-full${frame.rotated ? ' kline-full--rotated' : ''}`} style={box}>
        {target.kind === 'ready' ? (
          <FullChart
            match={target.match}
            initialPeriod={target.params.period}
            initialIndicator={target.params.indicator}
            frame={frame}
          />
        ) : (
          <>
            <View className='kline-full__bar'>
              <View className='kline-full__row'>
                <View className='kline-full__spacer' />
                <CloseButton label={t('kline.exitFullScreen')} />
              </View>
            </View>
            <View
              className='kline-full__chart'
              style={{ height: `${frame.height - BAR_HEIGHT}px` }}
            >
              <ChartState
                loading
                empty
                failed={target.kind === 'failed'}
                onRetry={target.kind === 'failed' ? target.retry : () => undefined}
              />
            </View>
          </>
        )}
      </View>
    </Screen>
  )
}

function CloseButton({ label }: { label: string }) {
  return (
    <Pressable className='kline-full__close' label={label} onPress={() => void back()}>
      <View className='kline-full__cross' />
    </Pressable>
  )
}

interface FullChartProps {
  match: Match
  initialPeriod: Period
  initialIndicator: Indicator
  frame: Frame
}

function FullChart({ match, initialPeriod, initialIndicator, frame }: FullChartProps) {
  const t = useT()
  const [period, setPeriod] = useState(initialPeriod)
  const [indicator, setIndicator] = useState(initialIndicator)
  const { candles, series, loading, failed, loadOlder, reload } = useCandles(match.id, period)
  const height = frame.height - BAR_HEIGHT
  return (
    <>
      <View className='kline-full__bar'>
        <View className='kline-full__row'>
          <View className='kline-full__quote'>
            <Text className='kline-full__symbol'>{match.symbol}</Text>
            <Text className='kline-full__price' style={{ color: priceColor(match.change) }}>
              {thousands(match.now_price, match.price_precision)}
            </Text>
            <ChangeText className='kline-full__change' value={match.change} />
            <ChangeBase />
          </View>
          <SimulatedNote />
          <CloseButton label={t('kline.exitFullScreen')} />
        </View>
        <View className='kline-full__row'>
          <PeriodTabs value={period} onChange={setPeriod} compact />
          <IndicatorTabs value={indicator} onChange={setIndicator} compact />
        </View>
      </View>
      <View className='kline-full__chart' style={{ height: `${height}px` }}>
        <KlineChart
          candles={candles}
          series={series}
          precision={match.price_precision}
          indicator={indicator}
          width={frame.width - 2 * SIDE}
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
    </>
  )
}
