// Which indicator lines each choice draws, computed once per data change and shared by the
// chart option and the value legends above each pane.
import { boll, kdj, ma, macd, rsi, type Line } from '@/utils/indicators'
import type { ChartData } from './data'

export const INDICATORS = ['MACD', 'KDJ', 'RSI', 'BOLL'] as const
export type Indicator = (typeof INDICATORS)[number]

export function isIndicator(value: unknown): value is Indicator {
  return typeof value === 'string' && (INDICATORS as readonly string[]).includes(value)
}

/** Line colours in order: gold, blue, violet (readable on the dark background). */
export const LINE_COLORS = ['#e6b645', '#3c9cff', '#c86cf0'] as const

export interface NamedLine {
  /** series id (stable, so live updates merge into the same series) */
  id: string
  /** legend text; indicator names are not translated (MA5, DIF, K...) */
  label: string
  color: string
  values: Line
}

export interface IndicatorLines {
  /** drawn over the candles: MA5/MA10/MA30, or the Bollinger bands when BOLL is chosen */
  price: NamedLine[]
  /** heading of the sub-pane legend, e.g. 'MACD(12,26,9)'; null when there is no sub-pane */
  subTitle: string | null
  sub: NamedLine[]
  /** the MACD histogram (drawn as bars), else null */
  bars: NamedLine | null
}

const named = (id: string, label: string, values: Line, n: number): NamedLine => ({
  id,
  label,
  color: LINE_COLORS[n % LINE_COLORS.length],
  values,
})

export const MA_PERIODS = [5, 10, 30] as const

export function indicatorLines(data: ChartData, indicator: Indicator): IndicatorLines {
  const { closes, highs, lows } = data
  if (indicator === 'BOLL') {
    const b = boll(closes, 20, 2)
    return {
      price: [
        named('boll-mid', 'MID', b.mid, 0),
        named('boll-upper', 'UPPER', b.upper, 1),
        named('boll-lower', 'LOWER', b.lower, 2),
      ],
      subTitle: null,
      sub: [],
      bars: null,
    }
  }
  const price = MA_PERIODS.map((n, i) => named(`ma${n}`, `MA${n}`, ma(closes, n), i))
  if (indicator === 'MACD') {
    const m = macd(closes, 12, 26, 9)
    return {
      price,
      subTitle: 'MACD(12,26,9)',
      sub: [named('macd-dif', 'DIF', m.dif, 0), named('macd-dea', 'DEA', m.dea, 1)],
      bars: named('macd-hist', 'MACD', m.hist, 2),
    }
  }
  if (indicator === 'KDJ') {
    const s = kdj(highs, lows, closes, 9, 3, 3)
    return {
      price,
      subTitle: 'KDJ(9,3,3)',
      sub: [named('kdj-k', 'K', s.k, 0), named('kdj-d', 'D', s.d, 1), named('kdj-j', 'J', s.j, 2)],
      bars: null,
    }
  }
  return {
    price,
    subTitle: 'RSI',
    sub: [6, 12, 24].map((n, i) => named(`rsi${n}`, `RSI${n}`, rsi(closes, n), i)),
    bars: null,
  }
}
