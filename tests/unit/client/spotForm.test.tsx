// The spot order form (issue 26 item 6): every number that decides the order shown before commit,
// a share of the spot account filled onto the step, a price tapped in the book, a question before
// anything is sent, one key per intended order, and the server's refusal in the user's words.
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import * as spotApi from '@/services/api/spot'
import { ApiError } from '@/services/http'
import { spotAccount, spotBook } from '@/stores/spot'
import { SpotForm } from '@/pages/spot/parts/SpotForm'
import { openAt, screenText, signedOut, tapText, type } from './helpers'
import { sampleMatch, sampleSpotRules } from '../../support/samples'

const testUtils = new TestUtils()
const flush = async () => {
  for (let i = 0; i < 8; i++) await testUtils.act(() => Promise.resolve())
}
const quote = sampleMatch()
const text = (selector: string) => document.querySelector(selector)?.textContent ?? ''
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)

async function fill(name: string, value: string) {
  testUtils.act(() => type(name, value))
  await flush()
}

async function tap(selector: string) {
  testUtils.act(() => document.querySelector<HTMLElement>(selector)?.click())
  await flush()
}

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  openAt('pages/spot/index')
  Object.assign(spotAccount, {
    rules: sampleSpotRules(),
    available: { 3: '20000', 1: '0.5' },
  })
  Object.assign(spotBook, {
    matchId: 1,
    bids: [['94990', '1']],
    asks: [['95010', '2']],
    status: 'live',
  })
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

const mountForm = (picked: { price: string; at: number } | null = null) =>
  testUtils.mount(SpotForm, { props: { quote, picked, onPlaced: () => undefined } })

it('shows the total, the most the fee can be and what arrives before anything is sent', async () => {
  await mountForm()
  await fill('price', '95000')
  await fill('amount', '0.1')
  const preview = text('[data-section="spot-preview"]')
  expect(preview).toContain('9,500.00 USDT')
  expect(preview).toContain('0.0001 BTC')
  expect(preview).toContain('0.0999 BTC')
  expect(screenText()).toContain('Available 20,000.00 USDT')
})

it('fills a share of the spot account onto the step, and sells from the coin held', async () => {
  await mountForm()
  await fill('price', '95000')
  tapText('50%')
  await flush()
  expect(input('amount')?.value).toBe('0.10526')
  tapText('Sell')
  await flush()
  tapText('100%')
  await flush()
  expect(input('amount')?.value).toBe('0.5')
  expect(screenText()).toContain('Available 0.50 BTC')
})

it('refuses what the account cannot pay before asking, and asks before placing', async () => {
  const placed = jest.spyOn(spotApi, 'placeSpotOrder').mockResolvedValue({} as spotApi.SpotOrder)
  await mountForm()
  await fill('price', '95000')
  await fill('amount', '1')
  await tap('.spot-form__submit')
  expect(text('.spot-form__error')).toBe('More than is available in your spot account')
  expect(placed).not.toHaveBeenCalled()

  await fill('amount', '0.1')
  await tap('.spot-form__submit')
  expect(screenText()).toContain('Confirm order')
  expect(placed).not.toHaveBeenCalled()
  tapText('Confirm')
  await flush()
  expect(placed).toHaveBeenCalledTimes(1)
  const [body, key] = placed.mock.calls[0]
  expect(body).toEqual({
    currency_id: 1,
    legal_id: 3,
    type: 1,
    amount: '0.1',
    target_price: '95000',
  })
  expect(key).toMatch(/.{8,}/)
  expect(input('amount')?.value).toBe('')
})

it('keeps the key of an order whose answer was lost, and shows a refusal in the user’s words', async () => {
  const placed = jest
    .spyOn(spotApi, 'placeSpotOrder')
    .mockRejectedValueOnce(new ApiError('The price must be a multiple of 0.01', 'error'))
    .mockRejectedValueOnce(new ApiError('Network error, please try again', 'network'))
  await mountForm()
  await fill('price', '95000')
  await fill('amount', '0.1')
  await tap('.spot-form__submit')
  tapText('Confirm')
  await flush()
  expect(text('.spot-form__error')).toBe('The price must be a multiple of 0.01')
  await tap('.spot-form__submit')
  tapText('Confirm')
  await flush()
  // the same intended order: one key for both tries
  expect(placed.mock.calls[1][1]).toBe(placed.mock.calls[0][1])
})

it('takes a price tapped in the book, and a market order at the best price of the other side', async () => {
  await mountForm({ price: '94990', at: 1 })
  expect(input('price')?.value).toBe('94990')
  tapText('Market')
  await flush()
  expect(input('price')).toBeNull()
  expect(screenText()).toContain('95,010')
  await fill('amount', '0.1')
  expect(text('[data-section="spot-preview"]')).toContain('≈ 9,501.00 USDT')
})
