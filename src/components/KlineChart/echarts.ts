// The k-line's own ECharts build: only the pieces a candlestick chart with panes and a crosshair
// needs (the crosshair is the axes' pointers, without the tooltip component; pan and zoom are the
// chart's own, setting the axes' ranges, without the data zoom component). Only the k-line pages
// import this (through KlineChart), so on H5 it lands in their lazily loaded chunk and never in
// the first screen.
import * as echarts from 'echarts/core'
import { BarChart, CandlestickChart, LineChart } from 'echarts/charts'
import { AxisPointerComponent, GridComponent } from 'echarts/components'
import { CanvasRenderer } from 'echarts/renderers'

echarts.use([
  CandlestickChart,
  LineChart,
  BarChart,
  GridComponent,
  AxisPointerComponent,
  CanvasRenderer,
])

export default echarts
