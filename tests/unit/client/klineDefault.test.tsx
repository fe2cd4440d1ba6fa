// The chart routes opened without a symbol (issue 25 item 9): they show the symbol the Trade tab
// shows (BTC/USDT, the first listed, unless another was looked at there last), while a symbol
// that does not exist still says not found, upright on a portrait phone.
import TestUtils from '@tarojs/test-utils-react'
import * as marketApi from '@/services/api/market'
import { activateLanguage } from '@/locales'
import { replaceQuotes } from '@/stores/market'
import { session } from '@/stores/session'
import { rememberTradeMatch } from '@/stores/tradeSymbol'
import { writeStored } from '@/stores/storage'
import KlinePage from '@/pages/quoteDetail/klinePage'
import KlineAppPage from '@/pages/quoteDetail/kline-app-page'
import { sampleMatch } from '../../support/samples'
import { openAt, screenText } from './helpers'

const testUtils = new TestUtils()

const btc = sampleMatch()
const eth = sampleMatch({ id: 2, currency_id: 2, currency_name: 'ETH', symbol: 'ETH/USDT' })

/** A portrait phone: the full-screen chart is turned on its side there (H5). */
function portrait() {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 })
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 })
}

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  Object.assign(session, { token: 't', user: null, lang: 'en', initialised: true, entryPage: null })
  replaceQuotes([btc, eth])
  writeStored('tradeMatch', null)
  portrait()
  jest.spyOn(marketApi, 'fetchKline').mockResolvedValue([])
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

describe.each([
  ['pages/quoteDetail/klinePage', KlinePage],
  ['pages/quoteDetail/kline-app-page', KlineAppPage],
])('%s', (path, Page) => {
  it('shows BTC/USDT when no symbol is named', async () => {
    openAt(path)
    await testUtils.mount(Page, {})
    expect(screenText()).toContain('BTC/USDT')
    expect(screenText()).not.toContain('Symbol not found')
  })

  it('shows the symbol last looked at on the Trade tab when none is named', async () => {
    rememberTradeMatch(2)
    openAt(path)
    await testUtils.mount(Page, {})
    expect(screenText()).toContain('ETH/USDT')
  })

  it('shows the named symbol', async () => {
    openAt(path, { match_id: '2' })
    await testUtils.mount(Page, {})
    expect(screenText()).toContain('ETH/USDT')
  })

  it.each(['999', 'abc'])('says not found, upright, for match_id %s', async (matchId) => {
    openAt(path, { match_id: matchId })
    await testUtils.mount(Page, {})
    expect(screenText()).toContain('Symbol not found')
    expect(screenText()).not.toContain('BTC/USDT')
    expect(document.querySelector('.kline-full--rotated')).toBeNull()
  })
})
