// Issue 25 item 21(c): the Forex list offered Market cap and New listings, which mean nothing for a
// currency pair (no market cap, no listing that makes one new). Forex offers All and Gainers; a
// list chosen on another type that Forex does not offer shows all of Forex.
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import * as locales from '@/locales'
import MarketPage from '@/pages/tabs/quotes/quotes'
import * as realtime from '@/services/realtime'
import { replaceQuotes } from '@/stores/market'
import { compact } from '@/utils/format'
import { session } from '@/stores/session'
import * as watchlist from '@/stores/watchlist'
import { sampleMatch, sampleUser } from '../../support/samples'
import { openAt, signedOut, tapText } from './helpers'

const testUtils = new TestUtils()
const flush = async () => {
  for (let i = 0; i < 6; i++) await testUtils.act(() => Promise.resolve())
}
const listTags = () =>
  [...document.querySelectorAll('.market__list')].map((e) => e.textContent?.trim())
const rows = () =>
  [...document.querySelectorAll('[data-symbol]')].map((e) => e.getAttribute('data-symbol'))

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  session.token = 'abc'
  session.user = sampleUser()
  jest.spyOn(realtime, 'connectRealtime').mockResolvedValue(undefined as never)
  jest.spyOn(locales, 'completeLanguage').mockResolvedValue(undefined as never)
  jest.spyOn(watchlist, 'loadWatchlist').mockResolvedValue(undefined)
  replaceQuotes([
    sampleMatch(),
    sampleMatch({
      id: 2,
      symbol: 'EUR/USD',
      currency_name: 'EUR',
      currency_type: 5,
      listed_at: null,
    }),
  ])
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

it('offers only All and Gainers on Forex, and shows all of Forex after Market cap', async () => {
  openAt('pages/tabs/quotes/quotes')
  await testUtils.mount(MarketPage)
  await flush()
  expect(listTags()).toEqual(['All', 'Gainers', 'Market cap', 'New listings'])

  testUtils.act(() => tapText('Market cap'))
  testUtils.act(() => tapText('Forex'))
  await flush()
  expect(listTags()).toEqual(['All', 'Gainers'])
  expect(rows()).toEqual(['EUR/USD'])
})

it('heads the rows with their columns and shows each symbol’s 24h volume', async () => {
  openAt('pages/tabs/quotes/quotes')
  await testUtils.mount(MarketPage)
  await flush()
  const columns = [...document.querySelectorAll('.market__column')].map((e) => e.textContent)
  expect(columns).toEqual(['Name / Vol', 'Last price', '24h change'])
  const btc = document.querySelector('[data-symbol="BTC/USDT"] .quote-row__detail')
  expect(btc?.textContent).toBe(`Vol ${compact(sampleMatch().turnover)}`)

  testUtils.act(() => tapText('Market cap'))
  await flush()
  expect(document.querySelector('.market__column')?.textContent).toBe('Name / Mkt cap')
})
