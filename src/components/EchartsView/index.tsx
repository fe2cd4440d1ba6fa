// The charts' host. Mini-programs keep taro-react-echarts as it is. On H5 that library starts
// drawing three timer turns after mounting, and when it finds no element then (the chart was
// unmounted or replaced meanwhile, as on a cold load) it falls into its WeChat canvas path and logs
// a WeChat-only error ('基础库版本过低'); this host draws into its own element and cancels the
// pending start when it goes away, so H5 never reaches that path.
import { useEffect, useRef, type CSSProperties } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import Echarts, { type EChartsProps } from 'taro-react-echarts'
import type { EChartsType } from 'echarts'
import { px, type EchartsViewProps } from './props'

interface EchartsCore {
  init(
    el: HTMLElement,
    theme?: unknown,
    opts?: { width?: number | string; height?: number | string; devicePixelRatio?: number },
  ): EChartsType
}

function H5EchartsView({ echarts, option, style, canvasId, onChartReady }: EchartsViewProps) {
  const hostRef = useRef<HTMLElement | null>(null)
  const chartRef = useRef<EChartsType | null>(null)
  const latest = useRef({ option, onChartReady, style })
  useEffect(() => {
    latest.current = { option, onChartReady, style }
  })

  useEffect(() => {
    let gone = false
    const draw = () => {
      const el = hostRef.current
      if (gone || !el) return
      const { option: first, onChartReady: ready, style: size } = latest.current
      const chart = (echarts as EchartsCore).init(el, undefined, {
        width: px(size?.width) ?? (el.clientWidth || window.innerWidth),
        height: px(size?.height) ?? (el.clientHeight || 300),
        devicePixelRatio: window.devicePixelRatio,
      })
      chartRef.current = chart
      chart.setOption(first, true)
      ready?.(chart)
    }
    // as late as the library starts on H5, so the element has its laid-out size by then
    setTimeout(() => setTimeout(() => setTimeout(() => void Taro.nextTick(draw))))
    return () => {
      gone = true
      chartRef.current?.dispose()
      chartRef.current = null
    }
  }, [echarts])

  useEffect(() => {
    chartRef.current?.setOption(option, true)
  }, [option])

  const width = style?.width
  const height = style?.height
  useEffect(() => {
    chartRef.current?.resize({ width: px(width) ?? 'auto', height: px(height) ?? 'auto' })
  }, [width, height])

  const boxStyle: CSSProperties = { width: '100%', height: '300px', ...style }
  return <View id={canvasId} ref={hostRef} style={boxStyle} />
}

export const EchartsView =
  process.env.TARO_ENV === 'h5'
    ? H5EchartsView
    : (props: EchartsViewProps) => <Echarts {...(props as Omit<EChartsProps, 'ref'>)} />
