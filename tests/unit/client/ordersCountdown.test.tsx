// Issue 25 item 5: back on the Positions tab after the closed orders, each position showed the
// time left as it was when the user switched away, until the next second's tick. It must show the
// time left now from the first moment it is back on screen.
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import { Orders } from '@/pages/quoteDetail/parts/Orders'
import { replaceQuotes } from '@/stores/market'
import { session } from '@/stores/session'
import { trade, type Position } from '@/stores/trade'
import { sampleMatch } from '../../support/samples'
import { openAt, tapText } from './helpers'

const testUtils = new TestUtils()
const T0 = Date.UTC(2025, 0, 6, 9, 0, 0)

const position: Position = {
  id: 11,
  match_id: 1,
  currency_id: 3,
  currency_name: 'USDT',
  symbol_name: 'BTC/USDT',
  type: 1,
  seconds: 120,
  number: '100.00',
  open_price: '60000.00',
  end_price: null,
  fee: '0.10',
  profit_ratio: '20',
  fact_profits: null,
  status: 1,
  profit_result: null,
  created_at: '2025-01-06 17:00:00',
  settle_at: '2025-01-06 17:02:00',
  complete_at: null,
  remain_milli_seconds: 120_000,
  deadline: T0 + 120_000,
  overdue: false,
  askedAt: T0,
}

const timer = () => document.querySelector('.order-row__timer')?.textContent

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  Object.assign(session, { token: 't', user: null, lang: 'en', initialised: true, entryPage: null })
  openAt('pages/quoteDetail/quoteDetail')
  replaceQuotes([sampleMatch()])
  Object.assign(trade, { positions: [position], closed: [], orders: 'ready', closedPages: 1 })
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

it('shows the time left now on coming back to the positions, not the time it left at', async () => {
  const clock = jest.spyOn(Date, 'now').mockReturnValue(T0)
  await testUtils.mount(Orders, {})
  expect(timer()).toBe('Settles in 02:00')

  await testUtils.act(() => tapText('Closed orders'))
  expect(timer()).toBeUndefined()
  // 45 s on the closed orders: the positions' clock stands still while they are not shown
  clock.mockReturnValue(T0 + 45_000)
  await testUtils.act(() => tapText('Positions (1)'))
  expect(timer()).toBe('Settles in 01:15')
})
