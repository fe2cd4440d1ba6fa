// H5: the Trade tab paints its quote and order panel first; the chart library (ECharts, the
// largest script the tab has) is fetched and run only after that first paint, into the plot's
// box, which keeps its height meanwhile. The line is then redrawn at most four times a second
// however often the price ticks: each redraw replaces the chart's whole option, and under a slow
// CPU that kept the tab's main thread busy.
import { lazy, memo, Suspense, useEffect, useMemo, useState } from 'react'
import { useThrottled } from '@/components/KlineChart/useThrottled'
import type { LinePlotProps } from './LinePlot'

const LinePlot = memo(lazy(() => import('./LinePlot').then((m) => ({ default: m.LinePlot }))))

/** At most 4 redraws a second, as the k-line. */
const REDRAW_MS = 250

/** true once the page has painted what it has: a frame, then the task after it. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}

export function Plot({ candles, change, last, ...rest }: LinePlotProps) {
  const painted = usePainted()
  const drawn = useThrottled(
    useMemo(() => ({ candles, change, last }), [candles, change, last]),
    REDRAW_MS,
  )
  return painted ? (
    <Suspense fallback={null}>
      <LinePlot {...rest} {...drawn} />
    </Suspense>
  ) : null
}
