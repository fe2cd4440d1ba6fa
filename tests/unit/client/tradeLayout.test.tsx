// The Trade tab's sections in the order exchange apps use (issue 10): quote, chart, order panel,
// positions and closed orders, then the order book.
import TestUtils from '@tarojs/test-utils-react'
import type { Match } from '@wire/market'
import { activateLanguage } from '@/locales'
import { replaceQuotes } from '@/stores/market'
import { session } from '@/stores/session'
import { trade } from '@/stores/trade'
import TradePage from '@/pages/quoteDetail/quoteDetail'
import { openAt } from './helpers'

const testUtils = new TestUtils()

const quote = {
  id: 1,
  currency_id: 1,
  legal_id: 3,
  currency_name: 'BTC',
  legal_name: 'USDT',
  symbol: 'BTC/USDT',
  full_name: 'Bitcoin',
  now_price: '60000.00',
  change: '1.20',
  volume: '1000',
  turnover: '60000000',
  high: '61000.00',
  low: '59000.00',
  yesterday_close: '59300.00',
  today_open: '59400.00',
  price_precision: 2,
  qty_precision: 4,
  open_microtrade: 1,
  micro_trade_fee: '0.001',
} as unknown as Match

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  Object.assign(session, { token: 't', user: null, lang: 'en', initialised: true, entryPage: null })
  openAt('pages/quoteDetail/quoteDetail')
  replaceQuotes([quote])
  Object.assign(trade, { setup: 'ready', orders: 'ready' })
})
afterEach(() => testUtils.unmout())

it('shows the quote, chart, order panel, orders and book, in that order', async () => {
  await testUtils.mount(TradePage, {})
  const sections = [...document.querySelectorAll<HTMLElement>('[data-section]')].map(
    (e) => e.dataset.section,
  )
  expect(sections).toEqual(['quote', 'chart', 'order', 'orders', 'book'])
})
