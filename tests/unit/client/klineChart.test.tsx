// The k-line chart's pure parts: the option it draws, how live data is merged, and where the zoom
// window goes (the read-out and the pages' parameters: klineReadout.test.ts). The ECharts instance in the draw
// tests is a recorder of setOption calls (the library's edge), nothing of ours is replaced.
import type { EChartsOption } from 'echarts'
import type { EChartsType } from 'echarts'
import type { Candle } from '@wire/market'
import { toChartData } from '@/components/KlineChart/data'
import { draw, freshState, moveWindow, type DrawInput } from '@/components/KlineChart/draw'
import { indicatorLines, type Indicator } from '@/components/KlineChart/lines'
import {
  DOWN_COLOR,
  UP_COLOR,
  chartOption,
  dataUpdate,
  paneLayout,
  windowUpdate,
} from '@/components/KlineChart/option'
import {
  initialWindow,
  moveGesture,
  panBy,
  placeWindow,
  startGesture,
  wheelZoom,
  zoomBy,
  type Shown,
} from '@/components/KlineChart/zoomWindow'
import { candles, MIN } from './klineCandles'

const times = (list: Candle[]) => list.map((c) => c.time)

type Series = { id?: string; type?: string; data?: unknown[]; xAxisIndex?: number }
const seriesOf = (option: EChartsOption): Series[] => option.series as Series[]
const ids = (option: EChartsOption) => seriesOf(option).map((s) => s.id)
type Axis = { min?: number; max?: number; interval?: number; data?: unknown[] }
const xAxes = (option: EChartsOption) => option.xAxis as Axis[]
const yAxes = (option: EChartsOption) => option.yAxis as Axis[]
const range = ({ min, max, interval }: Axis) => ({ min, max, interval })

const viewOf = (list: Candle[], indicator: Indicator) => {
  const data = toChartData(list)
  return { data, lines: indicatorLines(data, indicator), precision: 2 }
}

function optionFor(list: Candle[], indicator: Indicator, window = initialWindow(list.length)) {
  return chartOption({ ...viewOf(list, indicator), height: 400, window })
}

describe('chartOption', () => {
  it('draws candles, MA5/10/30, volume and the MACD pane on three grids', () => {
    const option = optionFor(candles(100), 'MACD')
    expect(ids(option)).toEqual([
      'candles',
      'ma5',
      'ma10',
      'ma30',
      'volume',
      'macd-hist',
      'macd-dif',
      'macd-dea',
    ])
    expect(option.grid).toHaveLength(3)
    expect(option.xAxis).toHaveLength(3)
    expect(option.yAxis).toHaveLength(3)
    const [candle, , , , volume, hist, dif] = seriesOf(option)
    // ECharts' candlestick order: open, close, low, high
    expect(candle.data?.[0]).toEqual([100, 101, 99.75, 101.25])
    expect(candle.data?.[2]).toEqual([102, 101.5, 101.25, 102.25])
    expect(volume.data?.[0]).toEqual({ value: 10, itemStyle: { color: UP_COLOR } })
    expect(volume.data?.[2]).toEqual({ value: 12, itemStyle: { color: DOWN_COLOR } })
    expect([hist.xAxisIndex, dif.xAxisIndex]).toEqual([2, 2])
  })

  it('keeps the first and last time labels whole inside the canvas', () => {
    const option = optionFor(candles(100), 'MACD')
    const bottom = (option.xAxis as { axisLabel: Record<string, unknown> }[])[2].axisLabel
    expect(bottom).toMatchObject({ show: true, alignMinLabel: 'left', alignMaxLabel: 'right' })
  })

  it('uses the spec colours: rising candles green, falling red', () => {
    const candle = seriesOf(optionFor(candles(5), 'KDJ'))[0] as Series & {
      itemStyle: Record<string, string>
    }
    expect(candle.itemStyle).toEqual({
      color: '#0ecb81',
      color0: '#f6465d',
      borderColor: '#0ecb81',
      borderColor0: '#f6465d',
    })
  })

  it('puts BOLL over the candles instead of the MAs, with no indicator pane', () => {
    const option = optionFor(candles(40), 'BOLL')
    expect(ids(option)).toEqual(['candles', 'boll-mid', 'boll-upper', 'boll-lower', 'volume'])
    expect(option.grid).toHaveLength(2)
    expect(seriesOf(option)[1].xAxisIndex).toBe(0)
  })

  it('draws K, D, J or RSI 6/12/24 in the indicator pane', () => {
    expect(ids(optionFor(candles(40), 'KDJ')).slice(5)).toEqual(['kdj-k', 'kdj-d', 'kdj-j'])
    expect(ids(optionFor(candles(40), 'RSI')).slice(5)).toEqual(['rsi6', 'rsi12', 'rsi24'])
  })

  it('shows the newest 80 candles on every pane, without a data zoom', () => {
    const option = optionFor(candles(300), 'MACD')
    expect(xAxes(option).map(({ min, max }) => [min, max])).toEqual([
      [220, 299],
      [220, 299],
      [220, 299],
    ])
    expect(option.dataZoom).toBeUndefined()
    // all candles stay in the series, each drawn as its own box however many there are
    expect(seriesOf(option)[0]).toMatchObject({ data: expect.any(Array), large: false })
    expect(seriesOf(option)[0].data).toHaveLength(300)
  })

  it('fits each pane to the candles in view, on round steps', () => {
    // candles 220..299: lowest 319.75 (220), highest 399.25 (299); with 3% of the span each
    // side, 317.4..401.6, whose round step over 4 intervals is 20
    const option = optionFor(candles(300), 'MACD')
    const [price, volume, sub] = yAxes(option)
    expect(range(price)).toEqual({ min: 300, max: 420, interval: 20 })
    // volumes 230..309, from 0 up to whole steps (309 over one interval: a step of 300)
    expect(range(volume)).toEqual({ min: 0, max: 600, interval: 300 })
    expect(sub.interval).toBeGreaterThan(0)
    // older candles in view (99.75..179.25): the range moves down with them
    const back = optionFor(candles(300), 'MACD', { start: 0, end: 79 })
    expect(range(yAxes(back)[0])).toEqual({ min: 80, max: 200, interval: 20 })
  })

  it('keeps the Bollinger bands inside the price pane', () => {
    const list = candles(60).map((c, i) => (i === 40 ? { ...c, close: '400.00' } : c))
    const view = viewOf(list, 'BOLL')
    const option = optionFor(list, 'BOLL')
    const [price] = yAxes(option)
    const upper = view.lines.price.find((l) => l.id === 'boll-upper')?.values ?? []
    const highest = Math.max(...upper.map((v) => v ?? -Infinity))
    expect(highest).toBeGreaterThan(Math.max(...view.data.highs))
    expect(price.max).toBeGreaterThanOrEqual(highest)
  })

  it('labels the price axis with the decimals of its step', () => {
    const option = optionFor(candles(300), 'MACD')
    const label = (yAxes(option)[0] as { axisLabel: { formatter: (v: number) => string } })
      .axisLabel
    // a step of 20: whole numbers
    expect(label.formatter(340)).toBe('340')
  })

  it('stacks the panes inside the canvas height', () => {
    const panes = paneLayout(400, true)
    expect(panes.price.top).toBeLessThan(panes.volume.top)
    expect(panes.sub).not.toBeNull()
    expect((panes.sub?.top ?? 0) + (panes.sub?.height ?? 0)).toBeLessThanOrEqual(400 - 20)
    expect(paneLayout(400, false).sub).toBeNull()
  })
})

describe('dataUpdate', () => {
  it('carries the same series, data and ranges only, the x range only when moved', () => {
    const list = candles(50)
    const view = viewOf(list, 'MACD')
    const window = initialWindow(50)
    const update = dataUpdate(view, window, false)
    expect(ids(update)).toEqual(ids(optionFor(list, 'MACD')))
    expect(update.dataZoom).toBeUndefined()
    expect(update.grid).toBeUndefined()
    expect(xAxes(update)).toHaveLength(3)
    expect(xAxes(update)[0].min).toBeUndefined()
    // the y ranges follow the data (a live candle may make a new high)
    expect(yAxes(update).map(range)).toEqual(yAxes(optionFor(list, 'MACD')).map(range))
    const moved = dataUpdate(view, { start: 5, end: 30 }, true)
    expect(xAxes(moved).map(({ min, max }) => [min, max])).toEqual([
      [5, 30],
      [5, 30],
      [5, 30],
    ])
  })

  it('moves the window as ranges alone, leaving the data', () => {
    const view = viewOf(candles(300), 'BOLL')
    const update = windowUpdate(view, { start: 0, end: 79 })
    expect(update.series).toBeUndefined()
    expect(xAxes(update)).toEqual([
      { min: 0, max: 79 },
      { min: 0, max: 79 },
    ])
    expect(yAxes(update)).toHaveLength(2)
    expect(range(yAxes(update)[0])).toEqual(
      range(yAxes(optionFor(candles(300), 'BOLL', { start: 0, end: 79 }))[0]),
    )
  })
})

describe('zoom window', () => {
  const shownOf = (list: Candle[], start: number, end: number): Shown => ({
    window: { start, end },
    length: list.length,
    firstTime: list[0]?.time ?? null,
  })

  it('starts on the newest 80 candles (all of them when fewer)', () => {
    expect(initialWindow(300)).toEqual({ start: 220, end: 299 })
    expect(initialWindow(30)).toEqual({ start: 0, end: 29 })
    expect(initialWindow(0)).toEqual({ start: 0, end: 0 })
  })

  it('resets on the first candles and on another symbol or period', () => {
    const list = candles(300)
    expect(placeWindow(freshState().shown, times(list))).toEqual({
      window: { start: 220, end: 299 },
      reset: true,
    })
    const other = candles(300, 10_000)
    expect(placeWindow(shownOf(list, 10, 50), times(other)).reset).toBe(true)
  })

  it('stays put while the last candle changes', () => {
    const list = candles(300)
    expect(placeWindow(shownOf(list, 100, 179), times(list))).toEqual({
      window: { start: 100, end: 179 },
      reset: false,
    })
  })

  it('follows a new candle only when the newest one was in view', () => {
    const list = candles(300)
    const grown = times(candles(301))
    expect(placeWindow(shownOf(list, 220, 299), grown).window).toEqual({ start: 221, end: 300 })
    expect(placeWindow(shownOf(list, 100, 179), grown).window).toEqual({ start: 100, end: 179 })
  })

  it('keeps the same candles on screen when older ones are prepended', () => {
    const list = candles(300, 300)
    const withOlder = times([...candles(300), ...list])
    // the user looked at candles 0..79 of the old list, now at 300..379
    expect(placeWindow(shownOf(list, 0, 79), withOlder)).toEqual({
      window: { start: 300, end: 379 },
      reset: false,
    })
  })

  it('opens wide when the history arrives after the live candle it ends on', () => {
    const list = candles(300)
    const live = list.slice(-1)
    expect(placeWindow(shownOf(live, 0, 0), times(list))).toEqual({
      window: { start: 220, end: 299 },
      reset: false,
    })
    // a window the user narrowed on a long series keeps its candles
    expect(placeWindow(shownOf(list.slice(200), 0, 9), times(list)).window).toEqual({
      start: 200,
      end: 209,
    })
  })

  it('zooms by the wheel around the pointer: up for fewer candles, down for more', () => {
    const w = { start: 220, end: 299 }
    // one notch of a mouse wheel (100 px) up, pointer at the right edge: the newest candle stays
    const closer = wheelZoom(w, 0, -100, 1, 300)
    expect(closer.window.end).toBe(299)
    expect(closer.window.end - closer.window.start + 1).toBe(65)
    expect(closer.held).toBe(0)
    const further = wheelZoom(w, 0, 100, 1, 300)
    expect(further.window.end).toBe(299)
    expect(further.window.end - further.window.start + 1).toBeGreaterThan(80)
  })

  it("adds up a touchpad's small scrolls until they move the window", () => {
    let step = { window: { start: 220, end: 299 }, held: 0 }
    const seen: number[] = []
    for (let i = 0; i < 10; i++) {
      step = wheelZoom(step.window, step.held, -2, 0.5, 300)
      seen.push(step.window.end - step.window.start + 1)
    }
    // 2 px alone rounds back to 80 candles every time; together they zoom in
    expect(seen[0]).toBe(80)
    expect(seen[9]).toBeLessThan(80)
    // a turn the other way starts afresh instead of first undoing what was held
    const held = wheelZoom({ start: 290, end: 299 }, 0, -300, 0.5, 300)
    expect(held.held).toBe(-300)
    expect(wheelZoom(held.window, held.held, 100, 0.5, 300).window).not.toEqual(held.window)
  })

  it('pans within the candles, keeping the width', () => {
    expect(panBy({ start: 10, end: 19 }, -15, 100)).toEqual({ start: 0, end: 9 })
    expect(panBy({ start: 80, end: 89 }, 50, 100)).toEqual({ start: 90, end: 99 })
  })

  it('zooms around the anchor within 10..400 candles', () => {
    // 80 candles shown, twice as close around the middle: 40 candles around index 259.5
    expect(zoomBy({ start: 220, end: 299 }, 2, 0.5, 300)).toEqual({ start: 240, end: 279 })
    expect(zoomBy({ start: 220, end: 299 }, 100, 1, 300)).toEqual({ start: 290, end: 299 })
    // zooming out anchored on the right edge stops at 400 candles ending on the same one
    expect(zoomBy({ start: 620, end: 699 }, 0.01, 1, 1000)).toEqual({ start: 300, end: 699 })
    // and where there are not enough older candles, the window grows to the right instead
    expect(zoomBy({ start: 220, end: 299 }, 0.01, 1, 1000)).toEqual({ start: 0, end: 399 })
  })

  it('turns a drag to the right into older candles, and a spread into fewer', () => {
    const gesture = startGesture({ start: 220, end: 299 }, [{ x: 100 }])
    // 80 candles over 320 px: 4 px a candle; 40 px right = 10 candles older
    expect(moveGesture(gesture, [{ x: 140 }], 0, 320, 300)).toEqual({ start: 210, end: 289 })
    const pinch = startGesture({ start: 220, end: 299 }, [{ clientX: 100 }, { clientX: 200 }])
    const spread = moveGesture(pinch, [{ clientX: 50 }, { clientX: 250 }], 0, 300, 300)
    expect(spread.end - spread.start + 1).toBe(40)
  })
})

describe('draw', () => {
  function recorder() {
    const calls: { option: EChartsOption; opts?: unknown }[] = []
    const chart = {
      setOption: (option: EChartsOption, opts?: unknown) => calls.push({ option, opts }),
    } as unknown as EChartsType
    return { chart, calls }
  }
  const inputOf = (
    list: Candle[],
    indicator: Indicator = 'MACD',
    series = 'BTC:1min',
  ): DrawInput => {
    const data = toChartData(list)
    return {
      data,
      series,
      lines: indicatorLines(data, indicator),
      precision: 2,
      height: 400,
      structure: `${indicator}|2|400`,
    }
  }

  it('builds once, then merges live data without touching the zoom', () => {
    const { chart, calls } = recorder()
    let state = draw(chart, inputOf(candles(300)), freshState())
    expect(calls[0].opts).toEqual({ notMerge: true })
    // the user pans back; ECharts reports it and KlineChart records it in the state
    state = { ...state, shown: { ...state.shown, window: { start: 100, end: 179 } } }
    const live = candles(300)
    live[299] = { ...live[299], close: '420.00' }
    state = draw(chart, inputOf(live), state)
    expect(calls[1].opts).toBeUndefined()
    expect(xAxes(calls[1].option)[0].min).toBeUndefined()
    expect(state.shown.window).toEqual({ start: 100, end: 179 })
    // the price pane fits the candles the user looks at (199.75..279.25), not the newest ones
    expect(range(yAxes(calls[1].option)[0])).toEqual({ min: 180, max: 300, interval: 20 })
  })

  it('follows a new candle at the right edge by moving the x range', () => {
    const { chart, calls } = recorder()
    const state = draw(chart, inputOf(candles(300)), freshState())
    draw(chart, inputOf(candles(301)), state)
    expect(xAxes(calls[1].option)[0]).toMatchObject({ min: 221, max: 300 })
  })

  it('pins the window to the same candles when older ones arrive', () => {
    const { chart, calls } = recorder()
    const list = candles(100, 300)
    let state = draw(chart, inputOf(list), freshState())
    state = { ...state, shown: { ...state.shown, window: { start: 0, end: 79 } } }
    state = draw(chart, inputOf([...candles(300), ...list]), state)
    expect(xAxes(calls[1].option)[0]).toMatchObject({ min: 300, max: 379 })
    expect(state.shown.window).toEqual({ start: 300, end: 379 })
  })

  it('opens another period on its newest candles, even where its times meet the old ones', () => {
    const { chart, calls } = recorder()
    // quarter-hours from t0, then hours from 200 h before: the quarters' first candle is the hours' 200th
    const t0 = candles(1)[0].time
    const quarters = candles(300).map((c, i) => ({ ...c, time: t0 + i * 15 * MIN }))
    const hours = candles(301).map((c, i) => ({ ...c, time: t0 + (i - 200) * 60 * MIN }))
    const state = draw(chart, inputOf(quarters, 'MACD', 'BTC:15min'), freshState())
    const after = draw(chart, inputOf(hours, 'MACD', 'BTC:60min'), state)
    expect(after.shown.window).toEqual({ start: 221, end: 300 })
    expect(xAxes(calls[1].option)[0]).toMatchObject({ min: 221, max: 300 })
  })

  it('rebuilds the option, keeping the window, for another indicator', () => {
    const { chart, calls } = recorder()
    let state = draw(chart, inputOf(candles(300)), freshState())
    state = { ...state, shown: { ...state.shown, window: { start: 50, end: 99 } } }
    draw(chart, inputOf(candles(300), 'BOLL'), state)
    expect(calls[1].opts).toEqual({ notMerge: true })
    expect(xAxes(calls[1].option)[0]).toMatchObject({ min: 50, max: 99 })
  })

  it('moves the window the user pans to, and only when it changed', () => {
    const { chart, calls } = recorder()
    const input = inputOf(candles(300))
    const state = draw(chart, input, freshState())
    const moved = moveWindow(chart, input, state, { start: 200, end: 279 })
    expect(moved.shown.window).toEqual({ start: 200, end: 279 })
    expect(calls[1].option.series).toBeUndefined()
    expect(xAxes(calls[1].option)[0]).toEqual({ min: 200, max: 279 })
    expect(moveWindow(chart, input, moved, { start: 200, end: 279 })).toBe(moved)
    expect(calls).toHaveLength(2)
  })
})
