// Only what a line needs, so the Trade tab stays light (the k-line pages load the rest).
import * as echarts from 'echarts/core'
import { LineChart } from 'echarts/charts'
import { GridComponent, MarkLineComponent } from 'echarts/components'
import { CanvasRenderer } from 'echarts/renderers'

echarts.use([LineChart, GridComponent, MarkLineComponent, CanvasRenderer])

export default echarts
