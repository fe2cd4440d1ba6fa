// The exchange screen as the user meets it: the quote the server made (rate, fee, what arrives,
// the time it holds), a quote that runs out replaced by a new one with a notice (never silently),
// a confirmation that states exactly what leaves and what arrives and converts under one key, and
// a refusal that drops the quote and says why.
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import * as exchangeApi from '@/services/api/exchange'
import type { TransferList, TransferQuote } from '@/services/api/exchange'
import { ApiError } from '@/services/http'
import { session } from '@/stores/session'
import ExchangePage from '@/pages/user/exchange'
import { firePageLifecycle, openAt, screenText, signedOut, type, until } from './helpers'

const testUtils = new TestUtils()
const flush = async () => {
  for (let i = 0; i < 5; i++) await testUtils.act(() => Promise.resolve())
}
const amountInput = () => document.querySelector<HTMLInputElement>('input[name="amount"]')

const LIST: TransferList = {
  transfer: [
    { id: 3, name: 'USDT' },
    { id: 1, name: 'BTC' },
    { id: 2, name: 'ETH' },
    { id: 5, name: 'USDC' },
  ],
  wallet: [
    { currency: 3, change_balance: '250.00' },
    { currency: 1, change_balance: '1.00' },
    { currency: 2, change_balance: '0.00' },
    { currency: 5, change_balance: '0.00' },
  ],
}

const quoteOf = (id: string, receive: string, lockSeconds = 30): TransferQuote => ({
  form_price: '1.00',
  to_price: '50000.00',
  fee: '0.2',
  quote_id: id,
  expires_at: Date.now() + lockSeconds * 1000,
  lock_seconds: lockSeconds,
  number: '100.00',
  receive,
})

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  session.token = 'abc'
  jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

async function open(list: TransferList = LIST) {
  jest.spyOn(exchangeApi, 'fetchTransferList').mockResolvedValue(list)
  openAt('pages/user/exchange')
  await testUtils.mount(ExchangePage)
  firePageLifecycle('componentDidShow')
  await flush()
  if (list.wallet.some((w) => w.change_balance !== '0.00'))
    await until(() => amountInput() !== null)
}

const tap = async (selector: string) => {
  const el = document.querySelector<HTMLElement>(selector)
  if (!el) throw new Error(`nothing matches ${selector}`)
  await testUtils.act(() => el.click())
  await flush()
}
const button = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('.at-button')].find(
    (b) => b.textContent?.trim() === text,
  )
const press = async (text: string) => {
  // the answer before it (mocked, still a promise) may take a few turns to show the button
  await until(() => button(text) !== undefined)
  const b = button(text)
  if (!b) throw new Error(`no button "${text}"`)
  await testUtils.act(() => b.click())
  await flush()
}

it('shows the server’s quote: rate, fee, what arrives and how long it holds', async () => {
  await open()
  const ask = jest.spyOn(exchangeApi, 'fetchQuote').mockResolvedValue(quoteOf('q1', '0.00199600'))
  await testUtils.act(() => type('amount', '100'))
  await press('Get a quote')
  await until(() => document.querySelector('.exchange__quote') !== null)
  expect(ask).toHaveBeenCalledWith({ from_currency_id: 3, to_currency_id: 1, number: '100' })
  const card = document.querySelector('.exchange__quote')?.textContent ?? ''
  expect(card).toContain('1 USDT ≈ 0.00002 BTC')
  expect(card).toContain('0.2 % of what arrives')
  expect(card).toContain('You receive0.001996 BTC')
  // the stated 30 s, counted from arrival less a second for the way back
  expect(card).toMatch(/00:(29|28)/)
  // a screen reader is told the terms once, not the countdown every second (issue 47)
  const status = document.querySelector('.exchange__quote [role="status"]')?.textContent ?? ''
  expect(status).toContain('1 USDT ≈ 0.00002 BTC')
  expect(status).not.toMatch(/00:\d\d/)
})

it('refuses an amount with more decimals than the coin has, before asking', async () => {
  await open()
  const ask = jest.spyOn(exchangeApi, 'fetchQuote')
  await testUtils.act(() => type('amount', '1.234'))
  await press('Get a quote')
  expect(ask).not.toHaveBeenCalled()
  expect(screenText()).toContain('Please enter a correct amount (up to 2 decimals)')
})

it('replaces a quote that runs out with a new one, and says so', async () => {
  await open()
  const ask = jest
    .spyOn(exchangeApi, 'fetchQuote')
    // held for one second, less the margin: out at once
    .mockResolvedValueOnce(quoteOf('q1', '0.00199600', 1))
    .mockResolvedValueOnce(quoteOf('q2', '0.00199000'))
  await testUtils.act(() => type('amount', '100'))
  await press('Get a quote')
  await until(() => screenText().includes('You receive0.00199 BTC'))
  expect(ask).toHaveBeenCalledTimes(2)
  expect(screenText()).toContain('The previous quote expired. This is a new quote')
  expect(document.querySelector('.exchange__quote')?.textContent).toContain(
    'You receive0.00199 BTC',
  )
})

it('confirms exactly what leaves and what arrives, under one key, then shows the result', async () => {
  await open()
  jest.spyOn(exchangeApi, 'fetchQuote').mockResolvedValue(quoteOf('q1', '0.00199600'))
  const convert = jest.spyOn(exchangeApi, 'exchangeAtQuote').mockResolvedValue({
    quote_id: 'q1',
    from_currency: 3,
    to_currency: 1,
    number: '100.00',
    receive: '0.00199600',
    from_balance: '150.00',
    to_balance: '0.00199600',
  })
  await testUtils.act(() => type('amount', '100'))
  await press('Get a quote')
  await press('Exchange')
  const sheet = document.querySelector('.exchange__confirm')?.textContent ?? ''
  expect(sheet).toContain('Leaves your asset account100.00 USDT')
  expect(sheet).toContain('Arrives in your asset account0.001996 BTC')
  await press('Confirm')
  await until(() => screenText().includes('was exchanged'))
  expect(convert).toHaveBeenCalledWith(
    { number: '100.00', from_currency_id: 3, to_currency_id: 1, quote_id: 'q1' },
    expect.any(String),
  )
  expect(screenText()).toContain('100.00 USDT was exchanged into 0.001996 BTC.')
  expect(screenText()).toContain('Available 150.00 USDT')
})

it('drops a refused quote and says why', async () => {
  await open()
  jest.spyOn(exchangeApi, 'fetchQuote').mockResolvedValue(quoteOf('q1', '0.00199600'))
  const expired = 'This quote has expired. Please get a new quote and confirm again.'
  jest.spyOn(exchangeApi, 'exchangeAtQuote').mockRejectedValue(new ApiError(expired, 'error'))
  await testUtils.act(() => type('amount', '100'))
  await press('Get a quote')
  await press('Exchange')
  await press('Confirm')
  await until(() => screenText().includes(expired))
  expect(document.querySelector('.exchange__confirm')).toBeNull()
  expect(document.querySelector('.exchange__quote')).toBeNull()
  expect(screenText()).toContain(expired)
  expect(button('Get a quote')).toBeDefined()
})

it('swaps the coins when the other side’s coin is picked', async () => {
  await open()
  const ask = jest.spyOn(exchangeApi, 'fetchQuote').mockResolvedValue(quoteOf('q1', '1'))
  // "To" row: pick USDT, which is the "From" coin
  await tap('.exchange__side:nth-of-type(3) .at-tag')
  await testUtils.act(() => type('amount', '0.5'))
  await press('Get a quote')
  expect(ask).toHaveBeenCalledWith({ from_currency_id: 1, to_currency_id: 3, number: '0.5' })
})

it('says there is nothing to exchange, and offers a deposit', async () => {
  await open({ ...LIST, wallet: LIST.wallet.map((w) => ({ ...w, change_balance: '0.00' })) })
  expect(screenText()).toContain('Your asset account holds nothing to exchange yet.')
  expect(button('Deposit')).toBeDefined()
})
