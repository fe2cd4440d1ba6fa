// Candles as numbers, for drawing only: the read-out shows the exact decimal strings instead.
import type { Candle } from '@wire/market'

export interface ChartData {
  times: number[]
  opens: number[]
  highs: number[]
  lows: number[]
  closes: number[]
  volumes: number[]
  /** per candle, whether it counts as rising (green) the way ECharts colours the candle */
  rising: boolean[]
}

export function toChartData(candles: readonly Candle[]): ChartData {
  const data: ChartData = {
    times: [],
    opens: [],
    highs: [],
    lows: [],
    closes: [],
    volumes: [],
    rising: [],
  }
  candles.forEach((c, i) => {
    const open = Number(c.open)
    const close = Number(c.close)
    data.times.push(c.time)
    data.opens.push(open)
    data.highs.push(Number(c.high))
    data.lows.push(Number(c.low))
    data.closes.push(close)
    data.volumes.push(Number(c.volume))
    // ECharts' rule for a candle that closes where it opened: compare with the previous close.
    data.rising.push(
      close > open ? true : close < open ? false : i === 0 || close >= data.closes[i - 1],
    )
  })
  return data
}
