// The k-line chart: candles with MA or Bollinger overlays, volume, and an indicator pane, with a
// crosshair read-out and pan / pinch / wheel zoom. One chart instance lives as long as the
// component; live candles are merged into it (at most 4 redraws a second) so the user's zoom and
// pan survive every tick.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { View, Text, type ViewProps } from '@tarojs/components'
import { EchartsView } from '@/components/EchartsView'
import type { EChartsType } from 'echarts'
import type { Candle } from '@wire/market'
import { useT } from '@/hooks/useT'
import { PRICE_COLORS } from '@/utils/format'
import echarts from './echarts'
import { toChartData } from './data'
import { draw, freshState, moveWindow, type DrawState } from './draw'
import { indicatorLines, type Indicator, type NamedLine } from './lines'
import { LEGEND_HEIGHT, PLOT_LEFT, labelWidth, paneLayout } from './option'
import { mouseGestures } from './mouse'
import { lineValue, readout, timeStyle } from './readout'
import { useThrottled } from './useThrottled'
import {
  atOldest,
  indexOfTime,
  moveGesture,
  startGesture,
  type Gesture,
  type TouchPoint,
  type ZoomWindow,
} from './zoomWindow'
import './index.scss'

export type { Indicator } from './lines'
export { INDICATORS, isIndicator } from './lines'

export interface KlineChartProps {
  /** oldest first; the last one may change several times a second */
  candles: readonly Candle[]
  /** which symbol and period the candles are of: another one opens on its newest candles */
  series: string
  /** price decimals of the symbol */
  precision: number
  /** the sub-pane (MACD, KDJ, RSI) or, for BOLL, the bands over the candles */
  indicator: Indicator
  /** the user panned to the oldest loaded candle (load older ones; they keep their place) */
  onReachStart?: () => void
  /** height of the whole component, read-out included (px) */
  height: number
  /** width (px); by default the container's width */
  width?: number
}

/** Height of the OHLC read-out above the canvas (px). */
export const READOUT_HEIGHT = 34
/** At most 4 redraws a second for live candles. */
const REDRAW_MS = 250
/** At most 8 read-out updates a second while the crosshair moves (each is a setData on weapp). */
const POINTER_MS = 125
const EMPTY_OPTION = {}

// The chart moves its window itself, from the touches on every platform (onTouchMove below) and
// from the mouse on H5 (mouse.ts), and sets it as the x axes' range: ECharts' data zoom, which
// did it on H5 before, is not in the build (5.5 KB gzip of the k-line chunk, and of the WeChat
// main package; on mini-programs taro-react-echarts re-sends every touchmove as a fresh
// mousedown, so it never saw a drag there anyway).
const H5 = process.env.TARO_ENV === 'h5'
// React Native: the chart host (react-native-echarts) takes the touch responder for ECharts' own
// pointer, so Taro's View never hears a touch start; the host's raw touch events carry the
// gestures there instead
const RN = process.env.TARO_ENV === 'rn'

interface PointerEvent {
  axesInfo?: { axisDim: string; value: number | string }[]
}

/** The crosshair as the read-out follows it. */
interface Pointer {
  /** time of the candle under the crosshair; null when it is hidden */
  time: number | null
  /** where the pointer was last seen on the canvas (px) */
  at: { x: number; y: number } | null
  /** pending read-out update (throttled) */
  timer: ReturnType<typeof setTimeout> | null
  /** pending re-placement of the crosshair after the candles moved under it */
  resync: ReturnType<typeof setTimeout> | null
}

export function KlineChart({
  candles,
  series,
  precision,
  indicator,
  onReachStart,
  height,
  width,
}: KlineChartProps) {
  const t = useT()
  // candles and their series are throttled as one, so a draw never pairs one with the other's
  const view = useThrottled(
    useMemo(() => ({ candles, series }), [candles, series]),
    REDRAW_MS,
  )
  const drawn = view.candles
  const data = useMemo(() => toChartData(drawn), [drawn])
  const lines = useMemo(() => indicatorLines(data, indicator), [data, indicator])
  const canvasHeight = Math.max(120, Math.round(height - READOUT_HEIGHT))
  const hasSub = lines.sub.length > 0 || lines.bars !== null
  const panes = useMemo(() => paneLayout(canvasHeight, hasSub), [canvasHeight, hasSub])

  // the candle under the crosshair, by time so that prepended candles don't move it
  const [pointed, setPointed] = useState<number | null>(null)

  const chartRef = useRef<EChartsType | null>(null)
  const stateRef = useRef<DrawState>(freshState())
  const timesRef = useRef<number[]>([])
  const reachedRef = useRef(false)
  const onReachStartRef = useRef(onReachStart)
  const gestureRef = useRef<Gesture | null>(null)
  const unmouseRef = useRef<(() => void) | null>(null)
  const pointerRef = useRef<Pointer>({ time: null, at: null, timer: null, resync: null })
  const input = useMemo(
    () => ({
      data,
      series: view.series,
      lines,
      precision,
      height: canvasHeight,
      structure: `${indicator}|${precision}|${canvasHeight}`,
    }),
    [data, view.series, lines, precision, canvasHeight, indicator],
  )
  const inputRef = useRef(input)

  useEffect(() => {
    onReachStartRef.current = onReachStart
  }, [onReachStart])

  /**
   * ECharts keeps the crosshair on a candle index, and places it before a drag moves the candles
   * in the same pointer move; so once the candles have moved, place it again where the pointer
   * is (or hide it), and the read-out follows the event that sends.
   */
  const resyncPointer = useCallback((kind: 'move' | 'hide') => {
    const p = pointerRef.current
    if (p.time === null) return
    if (p.resync) clearTimeout(p.resync)
    p.resync = setTimeout(() => {
      p.resync = null
      const chart = chartRef.current
      if (!chart || chart.isDisposed()) return
      const at = p.at
      chart.dispatchAction(
        kind === 'move' && at
          ? { type: 'updateAxisPointer', currTrigger: 'mousemove', x: at.x, y: at.y }
          : { type: 'updateAxisPointer', currTrigger: 'leave' },
      )
    }, 0)
  }, [])

  // redraw when the (throttled) candles, the indicator, the precision or the size change
  useEffect(() => {
    inputRef.current = input
    timesRef.current = input.data.times
    const chart = chartRef.current
    if (!chart) return
    const before = stateRef.current.shown
    stateRef.current = draw(chart, input, stateRef.current)
    const after = stateRef.current.shown
    if (after.firstTime !== before.firstTime) {
      // older candles arrived (or new data altogether): the user may pan to the start again,
      // and the crosshair now stands on another candle
      reachedRef.current = false
      resyncPointer('hide')
    } else if (after.length !== before.length) {
      resyncPointer('move')
    }
  }, [input, resyncPointer])

  /** Shows `next` after a pan or zoom, and asks for older candles at the oldest one. */
  const moveTo = useCallback(
    (next: ZoomWindow) => {
      const chart = chartRef.current
      const state = stateRef.current
      if (!chart || chart.isDisposed()) return
      stateRef.current = moveWindow(chart, inputRef.current, state, next)
      if (stateRef.current === state) return
      resyncPointer('move')
      if (!atOldest(next)) {
        reachedRef.current = false
      } else if (!reachedRef.current && state.shown.length > 0) {
        reachedRef.current = true
        onReachStartRef.current?.()
      }
    },
    [resyncPointer],
  )

  const onPointer = useCallback((event: PointerEvent) => {
    const x = event.axesInfo?.find((a) => a.axisDim === 'x')
    const index = x === undefined ? null : Number(x.value)
    const time = index === null ? null : (timesRef.current[index] ?? null)
    const p = pointerRef.current
    p.time = time
    if (p.timer) return
    p.timer = setTimeout(() => {
      p.timer = null
      setPointed(p.time)
    }, POINTER_MS)
  }, [])

  /** The plot's left edge and width (px from the canvas's left): price labels take the right. */
  const plot = useCallback((chart: EChartsType) => {
    const { data, precision: decimals } = inputRef.current
    const right = labelWidth(data.highs, decimals)
    return { left: PLOT_LEFT, width: chart.getWidth() - PLOT_LEFT - right }
  }, [])

  const onChartReady = useCallback(
    (chart: EChartsType) => {
      chartRef.current = chart
      chart.on('updateAxisPointer', (e) => onPointer(e as PointerEvent))
      chart.getZr().on('mousemove', (e) => {
        pointerRef.current.at = { x: e.offsetX, y: e.offsetY }
      })
      if (H5) {
        unmouseRef.current?.()
        unmouseRef.current = mouseGestures(chart.getDom(), {
          shown: () => stateRef.current.shown,
          plot: () => plot(chart),
          moveTo,
        })
      }
      stateRef.current = draw(chart, inputRef.current, freshState())
    },
    [onPointer, moveTo, plot],
  )

  useEffect(() => {
    const pointer = pointerRef.current
    return () => {
      if (pointer.timer) clearTimeout(pointer.timer)
      if (pointer.resync) clearTimeout(pointer.resync)
      unmouseRef.current?.()
      unmouseRef.current = null
      chartRef.current = null
    }
  }, [])

  // H5: follow the container when the window is resized (the chart draws at a fixed size)
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5' || width !== undefined) return
    const onResize = () => chartRef.current?.resize()
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [width])

  // One finger drags the candles, two pinch them (see H5).
  // View's touch handlers are typed as plain events; the touches are there at run time
  const touches = (e: object): TouchPoint[] => {
    const event = e as {
      touches?: ArrayLike<TouchPoint>
      nativeEvent?: { touches?: ArrayLike<TouchPoint> }
    }
    return Array.from(event.touches ?? event.nativeEvent?.touches ?? [])
  }
  const onTouchStart = (e: object) => {
    gestureRef.current = startGesture(stateRef.current.shown.window, touches(e))
  }
  const onTouchMove = (e: object) => {
    const chart = chartRef.current
    const gesture = gestureRef.current
    if (!chart || !gesture) return
    const { left, width: plotWidth } = plot(chart)
    // touches are in page px; a pinch zooms around the plot point between the fingers (H5 can
    // ask where the canvas is; the mini-programs' charts span the screen's width)
    const origin = H5 ? chart.getDom().getBoundingClientRect().left : 0
    const { length } = stateRef.current.shown
    moveTo(moveGesture(gesture, touches(e), origin + left, plotWidth, length))
  }
  const onTouchEnd = (e: object) => {
    // a finger lifted off a pinch: carry on panning with the one left
    gestureRef.current =
      touches(e).length > 0 ? startGesture(stateRef.current.shown.window, touches(e)) : null
  }
  const gestures = { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel: onTouchEnd }

  const style = useMemo(
    () => ({ height: `${canvasHeight}px`, ...(width ? { width: `${width}px` } : {}) }),
    [canvasHeight, width],
  )

  const index = pointed === null ? -1 : indexOfTime(data.times, pointed)
  const at = index >= 0 ? index : drawn.length - 1
  const info = readout(drawn, at, precision, timeStyle(data.times))
  const legend = (items: NamedLine[], decimals: number) =>
    items.map((line) => (
      <Text key={line.id} className='kline__legend-item' style={{ color: line.color }}>
        {`${line.label} ${lineValue(line.values, at, decimals)}`}
      </Text>
    ))

  return (
    <View
      className='kline'
      style={{ height: `${height}px`, ...(width ? { width: `${width}px` } : {}) }}
    >
      <View className='kline__readout' style={{ height: `${READOUT_HEIGHT}px` }}>
        {info ? (
          <>
            <Text className='kline__time'>{info.time}</Text>
            <Pair label={t('kline.open')} value={info.open} />
            <Pair label={t('kline.high')} value={info.high} />
            <Pair label={t('kline.low')} value={info.low} />
            <Pair label={t('kline.close')} value={info.close} />
            <Pair
              label={t('kline.change')}
              value={`${info.change} ${info.rate}`}
              color={PRICE_COLORS[info.trend]}
            />
            <Pair label={t('kline.volume')} value={info.volume} />
          </>
        ) : null}
      </View>
      <View className='kline__canvas' {...(RN ? {} : (gestures as ViewProps))}>
        <EchartsView
          echarts={echarts}
          option={EMPTY_OPTION}
          onChartReady={onChartReady}
          isPage={false}
          disableScroll
          style={style}
          touches={RN ? gestures : undefined}
        />
        <View className='kline__legend' style={{ top: `${panes.price.top - LEGEND_HEIGHT}px` }}>
          {legend(lines.price, precision)}
        </View>
        <View className='kline__legend' style={{ top: `${panes.volume.top - LEGEND_HEIGHT}px` }}>
          <Text className='kline__legend-item'>
            {`${t('kline.volume')} ${info ? info.volume : '--'}`}
          </Text>
        </View>
        {panes.sub ? (
          <View className='kline__legend' style={{ top: `${panes.sub.top - LEGEND_HEIGHT}px` }}>
            <Text className='kline__legend-item'>{lines.subTitle}</Text>
            {legend(lines.bars ? [...lines.sub, lines.bars] : lines.sub, 2)}
          </View>
        ) : null}
      </View>
    </View>
  )
}

function Pair({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <View className='kline__pair'>
      <Text className='kline__label'>{label}</Text>
      <Text className='kline__value' style={color ? { color } : undefined}>
        {value}
      </Text>
    </View>
  )
}
