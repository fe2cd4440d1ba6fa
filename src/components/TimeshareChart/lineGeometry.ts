// What the H5 line (Plot.h5.tsx) draws, worked out apart from drawing it: the closes as a path in a
// box of BOX × BOX units (stretched to the plot, y down), the price ticks and the time ticks as
// fractions of the plot, and where the last price is marked. The same rules as the ECharts option
// the other platforms draw (option.ts): three round price steps, labels with only the decimals
// their step needs, clock times under the line, the last price tagged on the price axis.
import type { Candle } from '@wire/market'
import { formatInstant } from '@/utils/dates'
import { thousands } from '@/utils/format'
import { niceStep, priceAxisLabel } from '@/components/KlineChart/axisLabel'

export const BOX = 1000
const PRICE_SPLITS = 3
const TIME_SPLITS = 3
const MINUTE = 60_000
/** Round spacings for clock times, in minutes. */
const TIME_STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 180, 240, 360, 720, 1440]
/** Time labels are centred on their tick: none closer to an edge than this (fraction of width). */
const TIME_MARGIN = 0.08

export interface Tick {
  /** 0 at the top or left of the plot, 1 at the bottom or right */
  at: number
  label: string
}

export interface LineGeometry {
  line: string
  /** the line closed down to the bottom, for the fill under it */
  area: string
  prices: Tick[]
  times: Tick[]
  last: Tick
}

export interface LineInput {
  candles: readonly Candle[]
  /** the live price, marked across the plot */
  last: string
  precision: number
}

/** Two or more candles in time order; drawing only, so plain numbers (the exact values show elsewhere). */
export function lineGeometry({ candles, last, precision }: LineInput): LineGeometry {
  const closes = candles.map((c) => Number(c.close))
  const lastValue = Number(last)
  const seen = Number.isFinite(lastValue) ? [...closes, lastValue] : closes
  const low = Math.min(...seen)
  const high = Math.max(...seen)
  // a flat line still gets a scale of one price step around it
  const step = niceStep(high - low, PRICE_SPLITS) || niceStep(10 ** -precision * PRICE_SPLITS, 1)
  const bottom = Math.floor(low / step) * step
  const top = Math.max(Math.ceil(high / step) * step, bottom + step)
  const yOf = (value: number) => exact((top - value) / (top - bottom))

  const first = candles[0].time
  const span = Math.max(1, candles[candles.length - 1].time - first)
  const xOf = (time: number) => (time - first) / span

  const points = candles.map((c, i) => `${round(xOf(c.time) * BOX)},${round(yOf(closes[i]) * BOX)}`)
  const line = `M${points.join('L')}`

  const prices: Tick[] = []
  const count = Math.round((top - bottom) / step)
  for (let i = 0; i <= count; i++) {
    const value = bottom + i * step
    prices.push({ at: yOf(value), label: priceAxisLabel(value, step, precision) })
  }

  return {
    line,
    area: `${line}L${BOX},${BOX}L0,${BOX}Z`,
    prices,
    times: timeTicks(first, span),
    last: {
      at: Number.isFinite(lastValue) ? yOf(lastValue) : yOf(closes[closes.length - 1]),
      label: thousands(last, precision),
    },
  }
}

function timeTicks(first: number, span: number): Tick[] {
  const wanted = span / TIME_SPLITS / MINUTE
  // the widest round step that still gives about TIME_SPLITS labels
  const minutes = [...TIME_STEPS].reverse().find((m) => m <= wanted) ?? TIME_STEPS[0]
  const every = minutes * MINUTE
  const ticks: Tick[] = []
  for (let time = Math.ceil(first / every) * every; time <= first + span; time += every) {
    const at = exact((time - first) / span)
    if (at >= TIME_MARGIN && at <= 1 - TIME_MARGIN) {
      ticks.push({ at, label: formatInstant(time, 'MM-DD HH:mm').slice(6) })
    }
  }
  return ticks
}

const round = (n: number) => Math.round(n * 10) / 10
/** A fraction without the float's last digits: the top tick is at 0, not -1.8e-13 or -0. */
const exact = (n: number) => Math.round(n * 1e6) / 1e6 + 0
