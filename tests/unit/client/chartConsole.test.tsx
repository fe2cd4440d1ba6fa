// The charts on H5 (issue 25 item 8): taro-react-echarts falls into its WeChat canvas path when it
// finds no element to draw into, and that path logs a WeChat-only error on every cold load.
import { useState } from 'react'
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

it('on H5 draws the time-share line itself, with no chart library, and follows the live price', async () => {
  const quote: Match = sampleMatch({ now_price: '129.50', change: '1.20', price_precision: 2 })
  let tick: (price: string) => void = () => undefined
  function Live() {
    const [price, setPrice] = useState(quote.now_price)
    tick = setPrice
    return <TimeshareChart quote={{ ...quote, now_price: price }} />
  }
  await testUtils.mount(Live)
  for (let i = 0; i < 50 && !document.querySelector('.line-plot'); i++) {
    await testUtils.act(() => new Promise((r) => setTimeout(r, 10)))
  }
  const plot = document.querySelector('.timeshare__plot .line-plot')
  expect(plot?.querySelectorAll('path')).toHaveLength(2)
  expect(plot?.querySelector('canvas')).toBeNull()
  expect(document.querySelector('.line-plot__last')?.textContent).toBe('129.50')
  // closes 100.50-129.50: round price steps with their labels on the right
  const prices = [...document.querySelectorAll('.line-plot__price')].map((el) => el.textContent)
  expect(prices).toEqual(['100', '110', '120', '130'])
  // a tick moves the tag (redrawn at most four times a second)
  await testUtils.act(() => tick('129.72'))
  for (
    let i = 0;
    i < 50 && document.querySelector('.line-plot__last')?.textContent !== '129.72';
    i++
  ) {
    await testUtils.act(() => new Promise((r) => setTimeout(r, 20)))
  }
  expect(document.querySelector('.line-plot__last')?.textContent).toBe('129.72')
  expect(wechatErrors()).toEqual([])
})
