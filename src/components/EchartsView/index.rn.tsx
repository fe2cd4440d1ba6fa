// The charts' host on React Native: ECharts' SVG renderer drawing through react-native-svg
// (@wuba/react-native-echarts), with touches passed to the chart as its pointer events, so the
// k-line's crosshair and pan work as on the other platforms. There is no element to measure: the
// chart starts as wide as the window (the charts span it) and takes the width the layout gives.
import { useEffect, useRef, useState } from 'react'
import { Dimensions, View, type LayoutChangeEvent } from 'react-native'
import SvgChart, { SVGRenderer } from '@wuba/react-native-echarts/svgChart'
import type { EChartsType } from 'echarts'
import { px, type EchartsViewProps } from './props'

interface EchartsCore {
  use(extension: unknown): void
  init(
    host: unknown,
    theme?: unknown,
    opts?: { renderer: 'svg'; width: number; height: number },
  ): EChartsType
}

const DEFAULT_HEIGHT = 300

export function EchartsView({ echarts, option, style, onChartReady, touches }: EchartsViewProps) {
  const hostRef = useRef(null)
  const chartRef = useRef<EChartsType | null>(null)
  const [width, setWidth] = useState(() => Math.round(Dimensions.get('window').width))
  const height = px(style?.height) ?? DEFAULT_HEIGHT
  const latest = useRef({ option, onChartReady })
  useEffect(() => {
    latest.current = { option, onChartReady }
  })

  useEffect(() => {
    if (!hostRef.current) return
    const core = echarts as EchartsCore
    core.use(SVGRenderer)
    const chart = core.init(hostRef.current, undefined, { renderer: 'svg', width, height })
    chartRef.current = chart
    chart.setOption(latest.current.option, true)
    latest.current.onChartReady?.(chart)
    return () => {
      chart.dispose()
      chartRef.current = null
    }
    // the size follows in the resize below; a new chart only for a new build
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [echarts])

  useEffect(() => {
    chartRef.current?.setOption(option, true)
  }, [option])

  useEffect(() => {
    if (width > 0) chartRef.current?.resize({ width, height })
  }, [width, height])

  const onLayout = (e: LayoutChangeEvent) => setWidth(Math.round(e.nativeEvent.layout.width))
  return (
    <View style={{ width: '100%', height }} onLayout={onLayout} {...touches}>
      <SvgChart ref={hostRef} />
    </View>
  )
}
