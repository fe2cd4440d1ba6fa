// The Trade tab's sections in the order exchange apps use (issue 10): the mode switch (issue 26),
// quote, chart, order panel, positions and closed orders, then the order book; and the tab opening
// Spot for a user whose mode it is, except on the way back from it.
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import { COMMIT_INTERVAL_MS, receiveTick, replaceQuotes } from '@/stores/market'
import { session } from '@/stores/session'
import { trade } from '@/stores/trade'
import TradePage from '@/pages/quoteDetail/quoteDetail'
import { sampleMatch, sampleSecondsOption, sampleUser } from '../../support/samples'
import * as router from '@/services/router'
import { chooseMode, leavingMode, modeOf } from '@/stores/tradeMode'
import { firePageLifecycle, openAt, tapText, type, laterParts } from './helpers'

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
  await laterParts()
  const sections = [...document.querySelectorAll<HTMLElement>('[data-section]')].map(
    (e) => e.dataset.section,
  )
  expect(sections).toEqual(['mode', 'quote', 'chart', 'order', 'orders', 'book'])
})

// the page follows its symbol, the parts showing the price follow the price (components/LiveQuote)
it('moves the price with a tick and leaves the order being typed as it is', async () => {
  Object.assign(trade, {
    options: [sampleSecondsOption()],
    payable: [{ id: 3, name: 'USDT', balance: '100.00' }],
  })
  await testUtils.mount(TradePage, {})
  await laterParts()
  testUtils.act(() => type('stake', '25'))
  await testUtils.act(async () => {
    receiveTick({
      match_id: 1,
      currency_id: 1,
      legal_id: 3,
      symbol: quote.symbol,
      now_price: '61234.5',
      change: '3.26',
      volume: '1000',
      turnover: '60000000',
      high: '61234.5',
      low: '59000.00',
      time: 0,
    })
    await new Promise((resolve) => setTimeout(resolve, COMMIT_INTERVAL_MS + 50))
  })
  expect(document.querySelector('.quote-header__price')?.textContent).toBe('61,234.50')
  expect(document.querySelector('.quote-header__change')?.textContent).toContain('+3.26%')
  expect(document.querySelector<HTMLInputElement>('input[name="stake"]')?.value).toBe('25')
})

describe('the mode, remembered per user', () => {
  const option = { id: 1, seconds: 30, status: 1 as const, profit_ratio: '20', min_num: '10' }
  beforeEach(() => {
    Object.assign(session, { user: sampleUser({ id: 7 }) })
    Object.assign(trade, {
      options: [{ ...option, min_amount: '10', fee_rate: '0.001' }],
    })
  })
  afterEach(() => {
    chooseMode('seconds')
    jest.restoreAllMocks()
  })

  it('opens Spot from the switch, and again when the tab shows, but not on the way back', async () => {
    const opened = jest.spyOn(router, 'navigate').mockResolvedValue(undefined)
    await testUtils.mount(TradePage, {})
    await laterParts()
    firePageLifecycle('componentDidShow')
    expect(opened).not.toHaveBeenCalled()

    tapText('Spot')
    expect(opened).toHaveBeenLastCalledWith('pages/spot/index', { match_id: 1 })
    expect(modeOf()).toBe('spot')

    firePageLifecycle('componentDidShow')
    expect(opened).toHaveBeenCalledTimes(2)
    leavingMode()
    firePageLifecycle('componentDidShow')
    expect(opened).toHaveBeenCalledTimes(2)
  })

  it('keeps each user’s own mode', () => {
    chooseMode('spot')
    Object.assign(session, { user: sampleUser({ id: 8 }) })
    expect(modeOf()).toBe('seconds')
    Object.assign(session, { user: sampleUser({ id: 7 }) })
    expect(modeOf()).toBe('spot')
  })
})
