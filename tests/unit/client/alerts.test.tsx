// The price alerts page (issue 32 item 4) as the user meets it: the symbol and its price, a level
// checked before it is sent, the kinds, and the list with what fired and when.
import TestUtils from '@tarojs/test-utils-react'
import type { PriceAlert } from '@wire/catalogue/alerts'
import { activateLanguage } from '@/locales'
import * as alertsApi from '@/services/api/alerts'
import { replaceQuotes } from '@/stores/market'
import { session } from '@/stores/session'
import AlertsPage from '@/pages/alerts/index'
import { sampleMatch, sampleUser } from '../../support/samples'
import { openAt, screenText, tapText, type, until } from './helpers'

const testUtils = new TestUtils()

const alert = (over: Partial<PriceAlert>): PriceAlert => ({
  id: 1,
  match_id: 1,
  symbol: 'BTC/USDT',
  kind: 'above',
  value: '70000',
  created_at: '2026-11-26T10:00:00.000Z',
  fired_at: null,
  fired_price: null,
  ...over,
})

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  Object.assign(session, {
    token: 't',
    user: sampleUser(),
    lang: 'en',
    initialised: true,
    entryPage: null,
  })
  replaceQuotes([sampleMatch({ now_price: '60000.00' })])
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

it('checks the level, sets the alert of the kind chosen and lists it with the fired ones', async () => {
  let listed = [
    alert({
      id: 2,
      kind: 'fall',
      value: '5',
      fired_at: '2026-11-26T11:00:00.000Z',
      fired_price: '57000',
    }),
  ]
  jest.spyOn(alertsApi, 'fetchAlerts').mockImplementation(() => Promise.resolve(listed))
  const add = jest.spyOn(alertsApi, 'addAlert').mockImplementation((body) => {
    listed = [alert({ id: 3, kind: 'below', value: String(body.value) }), ...listed]
    return Promise.resolve(listed[0])
  })
  openAt('pages/alerts/index', { match_id: '1' })
  await testUtils.mount(AlertsPage)
  await until(() => document.querySelector('input[name="alert-value"]') !== null)
  // prices at the symbol's places (issue 47 item 3), as the alert's message writes them
  expect(screenText()).toContain('BTC/USDT · now 60,000.00')
  // the list arrives after the form
  await until(() => screenText().includes('24h fall of 5%'))
  expect(screenText()).toContain('Reached at 57,000.00')

  testUtils.act(() => tapText('Set alert'))
  expect(screenText()).toContain('Enter a price, or a percentage with at most two decimals')
  expect(add).not.toHaveBeenCalled()

  testUtils.act(() => tapText('Falls to'))
  testUtils.act(() => type('alert-value', '59000'))
  testUtils.act(() => tapText('Set alert'))
  await until(() => screenText().includes('Falls to 59,000'))
  expect(add).toHaveBeenCalledWith({ match_id: 1, kind: 'below', value: '59000' })
  expect(screenText()).toContain('Waiting')
})
