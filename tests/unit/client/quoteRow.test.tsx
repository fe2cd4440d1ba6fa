import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import { QuoteRow } from '@/components/QuoteRow'
import { market, replaceQuotes } from '@/stores/market'
import { sampleMatch } from '../../support/samples'
import { firePageLifecycle, signedOut } from './helpers'

const testUtils = new TestUtils()
const flush = () => testUtils.act(() => Promise.resolve())

const btc = sampleMatch({ now_price: '60000.00', high: '60000.00', low: '60000.00' })

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
