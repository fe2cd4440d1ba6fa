// The charts on H5 (issue 25 item 8): taro-react-echarts falls into its WeChat canvas path when it
// finds no element to draw into, and that path logs a WeChat-only error on every cold load.
import TestUtils from '@tarojs/test-utils-react'
import type { Candle, Match } from '@wire/market'
import * as marketApi from '@/services/api/market'
import { activateLanguage } from '@/locales'
import { KlineChart } from '@/components/KlineChart'
import { TimeshareChart } from '@/components/TimeshareChart'
import { sampleMatch } from '../../support/samples'

const candles: Candle[] = Array.from({ length: 30 }, (_, i) => ({
  time: Date.UTC(2030, 0, 1, 16, i),
  open: String(100 + i),
  high: String(101 + i),
  low: String(99 + i),
  close: String(100.5 + i),
  volume: '1',
}))

const testUtils = new TestUtils()
const WECHAT_ONLY = /基础库/

async function settle() {
  // the library starts drawing three timer turns after mounting
  for (let i = 0; i < 5; i++) await testUtils.act(() => new Promise((r) => setTimeout(r, 10)))
}

/** The time-share chart's host element, once the chart (loaded after the first paint) mounts. */
async function untilChartHost(matchId: number): Promise<Element> {
  const host = () => document.querySelector(`#timeshare-${matchId}`)
  for (let i = 0; i < 50 && !host(); i++) {
    await testUtils.act(() => new Promise((r) => setTimeout(r, 10)))
  }
  const found = host()
  if (!found) throw new Error('the time-share chart never mounted')
  return found
}

let errors: jest.SpyInstance
beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  errors = jest.spyOn(console, 'error')
  jest.spyOn(marketApi, 'fetchTimeshare').mockResolvedValue(candles)
  // jsdom draws nothing: a context that takes every call, should a slow run let a chart draw
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => new Proxy({}, { get: () => () => ({ width: 0 }) }) as never)
})
afterEach(() => jest.restoreAllMocks())

const klineProps = {
  candles,
  series: 'BTC:1min',
  precision: 2,
  indicator: 'MACD' as const,
  height: 400,
}

const wechatErrors = () =>
  errors.mock.calls.filter((args) => args.some((a: unknown) => WECHAT_ONLY.test(String(a))))

it('the k-line chart unmounted before it drew logs no WeChat-only error', async () => {
  await testUtils.mount(KlineChart, { props: klineProps })
  testUtils.unmout()
  await settle()
  expect(wechatErrors()).toEqual([])
})

it('the time-share chart unmounted before it drew logs no WeChat-only error', async () => {
  const quote: Match = sampleMatch()
  await testUtils.mount(TimeshareChart, { props: { quote } })
  // the candles arrive and the chart mounts (after the first paint); the page is left before it drew
  await untilChartHost(quote.id)
  expect(document.querySelector('.timeshare__plot')?.children.length).toBe(1)
  testUtils.unmout()
  await settle()
  expect(wechatErrors()).toEqual([])
})

it('on H5 draws the time-share chart after the first paint, into a box already there', async () => {
  const quote: Match = sampleMatch()
  // the chart's frame is held until the test lets it come, whatever the machine's speed; the test
  // renderer's own frames run as they come
  const held: FrameRequestCallback[] = []
  const real = window.requestAnimationFrame.bind(window)
  const frames = jest
    .spyOn(window, 'requestAnimationFrame')
    .mockImplementation((callback) =>
      new Error().stack?.includes('TimeshareChart') ? held.push(callback) : real(callback),
    )
  await testUtils.mount(TimeshareChart, { props: { quote } })
  for (let i = 0; i < 5; i++) await testUtils.act(() => Promise.resolve())
  // the candles are in; the page has yet to paint: the plot's box is there, the chart is not
  expect(held.length).toBeGreaterThan(0)
  expect(document.querySelector('.timeshare__plot')).not.toBeNull()
  expect(document.querySelector(`#timeshare-${quote.id}`)).toBeNull()
  // the frame and the task after it: the chart's library loads and the chart mounts
  frames.mockRestore()
  testUtils.act(() => held.forEach((callback) => callback(performance.now())))
  await untilChartHost(quote.id)
})
