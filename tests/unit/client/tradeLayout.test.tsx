// The Trade tab's sections in the order exchange apps use (issue 10): the mode switch (issue 26),
// quote, chart, order panel, positions and closed orders, then the order book; and the tab opening
// Spot for a user whose mode it is, except on the way back from it.
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import { replaceQuotes } from '@/stores/market'
import { session } from '@/stores/session'
import { trade } from '@/stores/trade'
import TradePage from '@/pages/quoteDetail/quoteDetail'
import { sampleMatch, sampleUser } from '../../support/samples'
import * as router from '@/services/router'
import { chooseMode, leavingMode, modeOf } from '@/stores/tradeMode'
import { firePageLifecycle, openAt, tapText } from './helpers'

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
  expect(sections).toEqual(['mode', 'quote', 'chart', 'order', 'orders', 'book'])
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
