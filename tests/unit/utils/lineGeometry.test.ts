import type { Candle } from '@wire/market'
import { BOX, lineGeometry } from '@/components/TimeshareChart/lineGeometry'

const MINUTE = 60_000
// 16:07 Shanghai (the tests' zone) on 1 Jan 2030
const START = Date.UTC(2030, 0, 1, 8, 7)

const candles = (closes: readonly string[], every = MINUTE): Candle[] =>
  closes.map((close, i) => ({
    time: START + i * every,
    open: close,
    high: close,
    low: close,
    close,
    volume: '1',
  }))

/** The points of an `M x,y L x,y ...` path. */
const points = (path: string) =>
  path
    .slice(1)
    .split('L')
    .map((p) => p.split(',').map(Number))

describe("H5 Trade line's geometry", () => {
  it('runs the closes across the whole width, the highest at the top of its scale', () => {
    const shape = lineGeometry({
      candles: candles(['64100', '64350', '64800', '64500']),
      last: '64500',
      precision: 2,
    })
    const line = points(shape.line)
    expect(line.map(([x]) => x)).toEqual([0, 333.3, 666.7, 1000])
    // a third of the 700 range rounded as ECharts rounds it: steps of 200 from 64,000 to 64,800
    expect(shape.prices.map((t) => t.label)).toEqual([
      '64,000',
      '64,200',
      '64,400',
      '64,600',
      '64,800',
    ])
    expect(shape.prices.map((t) => t.at)).toEqual([1, 0.75, 0.5, 0.25, 0])
    // y down: the highest close at the top, the lowest 0.125 of the scale above the bottom
    expect(line[2][1]).toBe(0)
    expect(line[0][1]).toBe(0.875 * BOX)
    expect(shape.last).toEqual({ at: 0.375, label: '64,500.00' })
    // the fill closes the line down to the bottom corners
    expect(shape.area.startsWith(shape.line)).toBe(true)
    expect(shape.area.endsWith(`L${BOX},${BOX}L0,${BOX}Z`)).toBe(true)
  })

  it('keeps a last price beyond the closes inside the scale, tagged at the symbol precision', () => {
    const shape = lineGeometry({
      candles: candles(['1.0851', '1.0853', '1.0852']),
      last: '1.08612',
      precision: 5,
    })
    expect(shape.last.at).toBeGreaterThanOrEqual(0)
    expect(shape.last.at).toBeLessThanOrEqual(1)
    expect(shape.last.label).toBe('1.08612')
    const top = shape.prices[shape.prices.length - 1]
    expect(Number(top.label)).toBeGreaterThanOrEqual(1.08612)
    expect(top.at).toBe(0)
  })

  it('draws a flat line across the middle of a one-step scale', () => {
    const shape = lineGeometry({ candles: candles(['100', '100']), last: '100', precision: 2 })
    const line = points(shape.line)
    expect(line.every(([x, y]) => Number.isFinite(x) && Number.isFinite(y))).toBe(true)
    expect(shape.prices.length).toBeGreaterThanOrEqual(2)
    expect(shape.prices.every((t) => t.at >= 0 && t.at <= 1)).toBe(true)
    expect(shape.last.label).toBe('100.00')
  })

  it('labels round clock times, none at the very edges', () => {
    // four hours of minutes from 16:07: every hour is a round step for a third of the span
    const shape = lineGeometry({
      candles: candles(Array.from({ length: 241 }, (_, i) => String(100 + (i % 7)))),
      last: '101',
      precision: 2,
    })
    expect(shape.times.map((t) => t.label)).toEqual(['17:00', '18:00', '19:00'])
    expect(shape.times[0].at).toBeCloseTo(53 / 240)
    expect(shape.times.every((t) => t.at >= 0.08 && t.at <= 0.92)).toBe(true)
  })
})
