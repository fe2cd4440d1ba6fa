// Bundled by the bench for Chromium: draws N candles with the app's own k-line code on a real
// canvas and reports how long that took, up to the frame that shows them.
import type { Candle } from '@wire/market'
import echarts from '@/components/KlineChart/echarts'
import { toChartData } from '@/components/KlineChart/data'
import { draw, freshState } from '@/components/KlineChart/draw'
import { indicatorLines } from '@/components/KlineChart/lines'

function candles(n: number): Candle[] {
  let price = 60000
  return Array.from({ length: n }, (_, i) => {
    const open = price
    price = Math.max(1, price + Math.sin(i / 7) * 120 + ((i * 7919) % 97) - 48)
    const close = price
    return {
      time: Date.UTC(2026, 0, 1) + i * 60000,
      open: open.toFixed(2),
      high: (Math.max(open, close) + 40).toFixed(2),
      low: (Math.min(open, close) - 40).toFixed(2),
      close: close.toFixed(2),
      volume: String(100 + (i % 50)),
    }
  })
}

declare global {
  interface Window {
    renderCandles: (n: number) => Promise<number>
  }
}

window.renderCandles = async (n: number) => {
  const host = document.createElement('div')
  host.style.cssText = 'width:390px;height:560px'
  document.body.appendChild(host)
  const data = toChartData(candles(n))
  const started = performance.now()
  const chart = echarts.init(host, undefined, { renderer: 'canvas' })
  draw(
    // echarts/core and echarts declare the same instance type twice
    chart as unknown as Parameters<typeof draw>[0],
    {
      data,
      series: 'bench',
      lines: indicatorLines(data, 'MACD'),
      precision: 2,
      height: 560,
      structure: 'bench',
    },
    freshState(),
  )
  await new Promise((r) => requestAnimationFrame(() => r(null)))
  const took = performance.now() - started
  chart.dispose()
  host.remove()
  return took
}
