// The k-line panes' value ranges over the visible candles (what ECharts' data zoom used to make
// each y axis compute): round steps as ECharts picks them, a margin, nulls and other candles left
// out.
import {
  PRICE_MARGIN,
  barRange,
  extentOver,
  niceRange,
  padded,
  paneRange,
} from '@/components/KlineChart/range'

describe('extentOver', () => {
  it('reads only the candles in the window, across every series, skipping gaps', () => {
    const lows = [1, 5, 6, 7, 0]
    const highs = [9, 8, 9, 12, 99]
    const ma = [null, null, 4.5, 13, 50]
    expect(extentOver([lows, highs, ma], { start: 1, end: 3 })).toEqual([4.5, 13])
    expect(extentOver([lows], { start: 3, end: 10 })).toEqual([0, 7])
  })

  it('has nothing to say about a window of gaps or of no candles', () => {
    expect(extentOver([[null, null, Number.NaN]], { start: 0, end: 2 })).toBeNull()
    expect(extentOver([[]], { start: 0, end: 0 })).toBeNull()
  })
})

describe('niceRange', () => {
  it('widens to whole steps of the round interval ECharts takes', () => {
    // span 6.5 over 4 intervals: 1.625 -> 2
    expect(niceRange(101.25, 107.75, 4)).toEqual({ min: 100, max: 108, interval: 2 })
    // prices of a few decimals: no float noise at the ends
    expect(niceRange(1.08512, 1.08597, 4)).toEqual({ min: 1.085, max: 1.086, interval: 0.0002 })
    expect(niceRange(0.3, 0.7, 4)).toEqual({ min: 0.3, max: 0.7, interval: 0.1 })
    expect(niceRange(61234, 64950, 4)).toEqual({ min: 61000, max: 65000, interval: 1000 })
  })

  it('works below zero (indicators)', () => {
    expect(niceRange(-0.42, 0.31, 2)).toEqual({ min: -0.6, max: 0.6, interval: 0.3 })
  })

  it('opens a flat window around its one value', () => {
    const r = niceRange(100, 100, 4)
    expect(r.min).toBeLessThan(100)
    expect(r.max).toBeGreaterThan(100)
    expect(niceRange(0, 0, 2)).toEqual({ min: -0.5, max: 0.5, interval: 0.5 })
  })
})

describe('pane ranges', () => {
  it('leaves the prices a margin above the highest and below the lowest value', () => {
    expect(padded([100, 200], PRICE_MARGIN)).toEqual([97, 203])
    // 100 and 180 are on steps of 20: they would be the ends exactly; with the margin the
    // candles keep off the edges
    expect(paneRange([[100, 180]], { start: 0, end: 1 }, 4)).toEqual({
      min: 100,
      max: 180,
      interval: 20,
    })
    expect(paneRange([[100, 180]], { start: 0, end: 1 }, 4, PRICE_MARGIN)).toEqual({
      min: 80,
      max: 200,
      interval: 20,
    })
    expect(paneRange([[null]], { start: 0, end: 0 }, 4)).toBeNull()
  })

  it('stands bars on zero, up to whole steps above the highest', () => {
    expect(barRange([5, 149, 20], { start: 0, end: 2 })).toEqual({
      min: 0,
      max: 200,
      interval: 100,
    })
    // as ECharts scaled it: 30 over one interval is a step of 30
    expect(barRange([5, 30, 1000], { start: 0, end: 1 })).toEqual({
      min: 0,
      max: 30,
      interval: 30,
    })
    expect(barRange([0, 0], { start: 0, end: 1 })).toEqual({ min: 0, max: 1, interval: 1 })
  })
})
