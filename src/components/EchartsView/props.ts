import type { EChartsOption, EChartsType } from 'echarts'

/** What our charts pass to the host on every platform; sizes are CSS pixel lengths ('180px'). */
export interface EchartsViewProps {
  /** the chart's own ECharts build (echarts/core with the pieces it uses) */
  echarts: unknown
  option: EChartsOption
  style?: { width?: string; height?: string }
  canvasId?: string
  isPage?: boolean
  disableScroll?: boolean
  onChartReady?: (instance: EChartsType) => void
  /** React Native only: raw touch handlers on the chart's host (the other hosts leave touches to
   * the view around them) */
  touches?: {
    onTouchStart(e: object): void
    onTouchMove(e: object): void
    onTouchEnd(e: object): void
    onTouchCancel(e: object): void
  }
}

/** '180px' → 180 */
export const px = (length: string | undefined) =>
  length === undefined ? undefined : parseFloat(length)
