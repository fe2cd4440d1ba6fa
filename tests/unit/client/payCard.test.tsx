// Paying a deposit by card (issue 31 item 2) as the user meets it: a sandbox provider said to be
// one, the rate, the USDT the deposit will credit worked out as the amount is typed (the server's
// own rule), the bounds checked before asking, a confirmation, then the provider's page.
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import * as payApi from '@/services/api/pay'
import { session } from '@/stores/session'
import CardPayPage from '@/pages/pay/card'
import { openAt, screenText, signedOut, tapText, type, until } from './helpers'

const testUtils = new TestUtils()
let redirects: string[]

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  session.token = 'abc'
  redirects = []
  jest.spyOn(Taro, 'redirectTo').mockImplementation(((o: { url: string }) => {
    redirects.push(o.url)
    return Promise.resolve({ errMsg: 'redirectTo:ok' })
  }) as typeof Taro.redirectTo)
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

const error = () => document.querySelector('.pay-card__error')?.textContent ?? ''

it('shows the rate and the credit before the provider, and checks the bounds first', async () => {
  jest.spyOn(payApi, 'fetchPayTerms').mockResolvedValue({
    available: true,
    sandbox: true,
    country_code: 'US',
    currency_code: 'USD',
    rate: '7.2',
    min: '10',
    max: '10000',
  })
  const create = jest
    .spyOn(payApi, 'createCardPayment')
    .mockResolvedValue({ id: 41 } as payApi.PayOrder)
  openAt('pages/pay/card')
  await testUtils.mount(CardPayPage)
  await until(() => document.querySelector('input[name="card-amount"]') !== null)
  expect(screenText()).toContain('Sandbox payment provider')
  expect(screenText()).toContain('Rate: 1 USDT = 7.20 USD')
  testUtils.act(() => type('card-amount', '5'))
  testUtils.act(() => tapText('Pay by card'))
  expect(error()).toBe('Enter an amount from 10.00 to 10,000.00 USD')
  testUtils.act(() => type('card-amount', '100'))
  // 100 / 7.2 = 13.888...: the user is promised what the server credits, down to the cent
  expect(document.querySelector('.pay-card__credit')?.getAttribute('data-credit')).toBe('13.88')
  testUtils.act(() => tapText('Pay by card'))
  expect(screenText()).toContain('receive 13.88 USDT')
  testUtils.act(() => tapText('Go to payment'))
  await until(() => redirects.length > 0)
  expect(create.mock.calls[0].slice(1, 2)).toEqual(['100'])
  expect(redirects).toEqual(['/pages/pay/checkout?id=41'])
})
