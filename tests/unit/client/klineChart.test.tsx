// The k-line chart's pure parts: the option it draws, how live data is merged, where the zoom
// window goes, the read-out texts, and the pages' parameters. The ECharts instance in the draw
// tests is a recorder of setOption calls (the library's edge), nothing of ours is replaced.
import type { EChartsOption } from 'echarts'
import type { EChartsType } from 'echarts'
import type { Candle } from '@wire/market'
import { toChartData } from '@/components/KlineChart/data'
import { draw, freshState, type DrawInput } from '@/components/KlineChart/draw'
import { indicatorLines, type Indicator } from '@/components/KlineChart/lines'
import {
  DOWN_COLOR,
  UP_COLOR,
  chartOption,
  dataUpdate,
  paneLayout,
} from '@/components/KlineChart/option'
import { parseKlineParams, periodLabel } from '@/components/KlineChart/params'
import {
  changePercent,
  formatTime,
  lineValue,
  priceDiff,
  readout,
  timeStyle,
} from '@/components/KlineChart/readout'
import {
  initialWindow,
  moveGesture,
  panBy,
  placeWindow,
  startGesture,
  windowFromRange,
  zoomBy,
  type Shown,
} from '@/components/KlineChart/zoomWindow'

const MIN = 60_000
const T0 = Date.UTC(2026, 0, 5, 0, 0)

/** `n` one-minute candles from `from`, closes rising by 1 from 100 (every third one falls). */
function candles(n: number, from = 0): Candle[] {
  return Array.from({ length: n }, (_, k) => {
    const i = from + k
    const open = 100 + i
    const close = i % 3 === 2 ? open - 0.5 : open + 1
    return {
      time: T0 + i * MIN,
      open: open.toFixed(2),
      high: (Math.max(open, close) + 0.25).toFixed(2),
      low: (Math.min(open, close) - 0.25).toFixed(2),
      close: close.toFixed(2),
      volume: String(10 + i),
    }
  })
}

const times = (list: Candle[]) => list.map((c) => c.time)

type Series = { id?: string; type?: string; data?: unknown[]; xAxisIndex?: number }
const seriesOf = (option: EChartsOption): Series[] => option.series as Series[]
const ids = (option: EChartsOption) => seriesOf(option).map((s) => s.id)

function optionFor(list: Candle[], indicator: Indicator, window = initialWindow(list.length)) {
  const data = toChartData(list)
  return chartOption({
    data,
    lines: indicatorLines(data, indicator),
    precision: 2,
    height: 400,
    window,
    nativeGestures: true,
  })
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

  it('shows the newest 80 candles, zooming all panes together', () => {
    const option = optionFor(candles(300), 'MACD')
    const [zoom] = option.dataZoom as Record<string, unknown>[]
    expect(zoom).toMatchObject({
      type: 'inside',
      xAxisIndex: [0, 1, 2],
      startValue: 220,
      endValue: 299,
    })
  })

  it('lets ECharts take the gestures only where asked', () => {
    const data = toChartData(candles(10))
    const option = chartOption({
      data,
      lines: indicatorLines(data, 'RSI'),
      precision: 2,
      height: 300,
      window: initialWindow(10),
      nativeGestures: false,
    })
    expect((option.dataZoom as Record<string, unknown>[])[0].disabled).toBe(true)
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
  it('carries the same series, data only, and no zoom unless asked', () => {
    const list = candles(50)
    const data = toChartData(list)
    const lines = indicatorLines(data, 'MACD')
    const update = dataUpdate(data, lines, null)
    expect(ids(update)).toEqual(ids(optionFor(list, 'MACD')))
    expect(update.dataZoom).toBeUndefined()
    expect(update.grid).toBeUndefined()
    expect(update.xAxis).toHaveLength(3)
    const moved = dataUpdate(data, lines, { start: 5, end: 30 })
    expect(moved.dataZoom).toEqual([{ startValue: 5, endValue: 30 }])
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

  it('reads dataZoom events given as percents or as values', () => {
    const prev = { start: 0, end: 10 }
    expect(windowFromRange({ start: 50, end: 100 }, 101, prev)).toEqual({ start: 50, end: 100 })
    expect(windowFromRange({ startValue: 3, endValue: 9 }, 101, prev)).toEqual({
      start: 3,
      end: 9,
    })
    expect(windowFromRange({ end: 20 }, 101, prev)).toEqual({ start: 0, end: 20 })
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
  const inputOf = (list: Candle[], indicator: Indicator = 'MACD'): DrawInput => {
    const data = toChartData(list)
    return {
      data,
      lines: indicatorLines(data, indicator),
      precision: 2,
      height: 400,
      nativeGestures: true,
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
    expect(calls[1].option.dataZoom).toBeUndefined()
    expect(state.shown.window).toEqual({ start: 100, end: 179 })
  })

  it('pins the window to the same candles when older ones arrive', () => {
    const { chart, calls } = recorder()
    const list = candles(100, 300)
    let state = draw(chart, inputOf(list), freshState())
    state = { ...state, shown: { ...state.shown, window: { start: 0, end: 79 } } }
    state = draw(chart, inputOf([...candles(300), ...list]), state)
    expect(calls[1].option.dataZoom).toEqual([{ startValue: 300, endValue: 379 }])
    expect(state.shown.window).toEqual({ start: 300, end: 379 })
  })

  it('rebuilds the option, keeping the window, for another indicator', () => {
    const { chart, calls } = recorder()
    let state = draw(chart, inputOf(candles(300)), freshState())
    state = { ...state, shown: { ...state.shown, window: { start: 50, end: 99 } } }
    draw(chart, inputOf(candles(300), 'BOLL'), state)
    expect(calls[1].opts).toEqual({ notMerge: true })
    expect(calls[1].option.dataZoom).toMatchObject([{ startValue: 50, endValue: 99 }])
  })
})

describe('read-out', () => {
  it('subtracts prices exactly, at the symbol precision', () => {
    // as floats 100.3 - 100.1 = 0.19999999999998863, which a cut to 1 decimal shows as 0.1
    expect(priceDiff('100.3', '100.1', 1)).toBe('+0.2')
    expect(priceDiff('0.00012', '0.00015', 5)).toBe('-0.00003')
    expect(priceDiff('5', '5', 2)).toBe('0.00')
    expect(changePercent('101.23', '100', 2)).toBe('+1.23%')
    expect(changePercent('99', '100', 2)).toBe('-1.00%')
    expect(changePercent('1', '0', 2)).toBe('0.00%')
  })

  it('shows a candle against the previous close, the first one against its open', () => {
    const list = candles(3)
    expect(readout(list, 1, 2, 'minute')).toMatchObject({
      open: '101.00',
      high: '102.25',
      low: '100.75',
      close: '102.00',
      change: '+1.00',
      rate: '+0.99%',
      trend: 'up',
      volume: '11.0000',
    })
    expect(readout(list, 0, 2, 'minute')).toMatchObject({ change: '+1.00', rate: '+1.00%' })
    expect(readout(list, 3, 2, 'minute')).toBeNull()
  })

  it('formats intraday times with the clock and days with the date (local time)', () => {
    const at = new Date(2026, 2, 7, 9, 5).getTime()
    expect(formatTime(at, 'minute')).toBe('03-07 09:05')
    expect(formatTime(at, 'minute', true)).toBe('2026-03-07 09:05')
    expect(formatTime(at, 'day')).toBe('2026-03-07')
    expect(timeStyle([0, MIN, 2 * MIN])).toBe('minute')
    expect(timeStyle([0, 86_400_000, 2 * 86_400_000])).toBe('day')
  })

  it('shows indicator values cut to the decimals asked, -- where undefined', () => {
    expect(lineValue([null, 0.1 + 0.2], 1, 2)).toBe('0.30')
    expect(lineValue([null, 1], 0, 2)).toBe('--')
  })
})

describe('page parameters', () => {
  it('needs a positive whole match_id and defaults to 15min and MACD', () => {
    expect(parseKlineParams({ match_id: '7' })).toEqual({
      matchId: 7,
      period: '15min',
      indicator: 'MACD',
    })
    expect(parseKlineParams({ match_id: '7', period: '1week', indicator: 'KDJ' })).toEqual({
      matchId: 7,
      period: '1week',
      indicator: 'KDJ',
    })
    for (const match_id of [undefined, '', '0', '-3', '1.5', 'abc', '1e3']) {
      expect(parseKlineParams({ match_id }).matchId).toBeNull()
    }
    expect(parseKlineParams({ match_id: '2', period: '2min' }).period).toBe('15min')
  })

  it('names the periods through the kline keys', () => {
    const t = (key: string, o?: Record<string, unknown>) => (o ? `${key}:${String(o.n)}` : key)
    expect(periodLabel('1min', t)).toBe('kline.minutes:1')
    expect(periodLabel('30min', t)).toBe('kline.minutes:30')
    expect(periodLabel('60min', t)).toBe('kline.hour')
    expect(periodLabel('1day', t)).toBe('kline.day')
    expect(periodLabel('1week', t)).toBe('kline.week')
    expect(periodLabel('1mon', t)).toBe('kline.month')
  })
})
