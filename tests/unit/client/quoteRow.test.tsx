import TestUtils from '@tarojs/test-utils-react'
import type { Match } from '@wire/market'
import { activateLanguage } from '@/locales'
import { QuoteRow } from '@/components/QuoteRow'
import { market, replaceQuotes } from '@/stores/market'
import { firePageLifecycle, signedOut } from './helpers'

const testUtils = new TestUtils()
const flush = () => testUtils.act(() => Promise.resolve())

const btc: Match = {
  id: 1,
  currency_id: 1,
  legal_id: 3,
  currency_name: 'BTC',
  legal_name: 'USDT',
  symbol: 'BTC/USDT',
  full_name: 'Bitcoin',
  currency_type: 2,
  now_price: '60000.00',
  change: '+1.00',
  volume: '0',
  turnover: '0',
  high: '60000.00',
  low: '60000.00',
  yesterday_close: '59400.00',
  today_open: '59400.00',
  market_cap: null,
  price_precision: 2,
  qty_precision: 4,
  listed_at: 0,
  logo: '',
  open_microtrade: 1,
  micro_trade_fee: '0.001',
  sort: 1,
}

const price = () => document.querySelector('.quote-row__price')?.textContent

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  replaceQuotes([btc])
})
afterEach(() => testUtils.unmout())

describe('a live quote row behind a hidden page', () => {
  it('follows its quote, holds still while its page is hidden, and catches up when shown', async () => {
    await testUtils.mount(QuoteRow, { props: { matchId: 1 } })
    expect(price()).toBe('60,000.00')

    market.quotes[1].now_price = '60100.50'
    await flush()
    expect(price()).toBe('60,100.50')

    testUtils.act(() => {
      expect(firePageLifecycle('componentDidHide')).toBeGreaterThan(0)
    })
    market.quotes[1].now_price = '60200.00'
    await flush()
    expect(price()).toBe('60,100.50')

    testUtils.act(() => {
      firePageLifecycle('componentDidShow')
    })
    expect(price()).toBe('60,200.00')
  })
})
