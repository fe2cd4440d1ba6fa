// The Trade tab's sections in the order exchange apps use (issue 10): quote, chart, order panel,
// positions and closed orders, then the order book.
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import { replaceQuotes } from '@/stores/market'
import { session } from '@/stores/session'
import { trade } from '@/stores/trade'
import TradePage from '@/pages/quoteDetail/quoteDetail'
import { sampleMatch } from '../../support/samples'
import { openAt } from './helpers'

const testUtils = new TestUtils()

const quote = sampleMatch({
  change: '1.20',
  volume: '1000',
  turnover: '60000000',
  high: '61000.00',
  low: '59000.00',
  yesterday_close: '59300.00',
})

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
