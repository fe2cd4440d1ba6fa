// The leverage form (issue 27 items 5 and 6): margin, fee, liquidation price, the overnight fee and
// what a 1 % move does, shown before commit; the multiples the symbol allows; what is refused
// before anything is sent (fractional shares, a take-profit under the price of a long, a stop-loss
// over the mark, more than the account holds, a limit that would open at once); a question before
// opening, and one key per intended position.
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import * as leverApi from '@/services/api/lever'
import { LeverForm } from '@/pages/lever/parts/LeverForm'
import { openAt, screenText, signedOut, tapText, type } from './helpers'
import { SAMPLE_LEVER_DEAL, sampleMatch } from '../../support/samples'

const testUtils = new TestUtils()
// promises, then a timer's turn: under a busy machine the runtime's updates can need both
const flush = async () => {
  for (let i = 0; i < 8; i++) await testUtils.act(() => Promise.resolve())
  await testUtils.act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}
const quote = sampleMatch({ now_price: '60000.00' })
const deal = SAMPLE_LEVER_DEAL
const text = (selector: string) => document.querySelector(selector)?.textContent ?? ''
const line = (name: string) => text(`[data-line="${name}"]`)

async function fill(name: string, value: string) {
  testUtils.act(() => type(name, value))
  await flush()
}

/** Waits (a little real time at once) until the form shows the field named `name`. */
async function shows(name: string) {
  for (let i = 0; i < 100 && !document.querySelector(`input[name="${name}"]`); i++) {
    await testUtils.act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
}

async function tap(selector: string) {
  testUtils.act(() => document.querySelector<HTMLElement>(selector)?.click())
  await flush()
}

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  openAt('pages/lever/index')
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

const mountForm = (over: Partial<leverApi.LeverDeal> = {}) =>
  testUtils.mount(LeverForm, {
    props: { quote, deal: { ...deal, ...over }, onChanged: () => undefined },
  })

it('shows every number that decides the position before anything is sent', async () => {
  await mountForm()
  await fill('shares', '10')
  // 10 shares of 0.001 BTC at 60,030 (the spread added), 10x by default
  expect(line('margin')).toContain('60.03 USDT')
  expect(line('fee')).toContain('0.61 USDT')
  expect(line('liquidation')).toContain('54,243.98')
  expect(line('overnight')).toContain('0.30 USDT')
  expect(line('move')).toContain('±6.00 USDT (9.99% of margin)')
  tapText('50x')
  await flush()
  expect(line('margin')).toContain('12.01 USDT')
  expect(line('move')).toContain('(49.95% of margin)')
  expect(screenText()).toContain('you never lose more than the margin')
})

it('refuses before sending what the server would refuse', async () => {
  const submitted = jest.spyOn(leverApi, 'submitLever')
  await mountForm()
  await fill('shares', '1.5')
  await tap('.lever-form__submit')
  expect(text('.lever-form__error')).toBe('Please enter a whole number of shares, 1 or more')
  await fill('shares', '2')
  await fill('takeProfit', '59000')
  await tap('.lever-form__submit')
  expect(text('.lever-form__error')).toMatch(/^The take-profit must be above/)
  await fill('takeProfit', '')
  await fill('stopLoss', '60500')
  await tap('.lever-form__submit')
  expect(text('.lever-form__error')).toMatch(/^The stop-loss must be below/)
  await fill('stopLoss', '')
  await fill('shares', '100')
  await tap('.lever-form__submit')
  expect(text('.lever-form__error')).toBe(
    'Margin and fee are more than is available in your leverage account',
  )
  tapText('Limit')
  await shows('limit')
  await fill('shares', '1')
  await fill('limit', '61000')
  await tap('.lever-form__submit')
  expect(text('.lever-form__error')).toMatch(/^This limit would open at once/)
  expect(submitted).not.toHaveBeenCalled()
})

it('asks, then opens once with the chosen side, multiple and lines', async () => {
  const submitted = jest
    .spyOn(leverApi, 'submitLever')
    .mockResolvedValue({} as leverApi.LeverPosition)
  await mountForm()
  tapText('Short')
  await flush()
  tapText('20x')
  await flush()
  await fill('shares', '3')
  await fill('takeProfit', '55000')
  await tap('.lever-form__submit')
  expect(screenText()).toContain('Confirm position')
  expect(screenText()).toContain('Short 0.003 BTC at 20x')
  expect(submitted).not.toHaveBeenCalled()
  tapText('Confirm')
  await flush()
  expect(submitted).toHaveBeenCalledTimes(1)
  expect(submitted.mock.calls[0][0]).toEqual({
    currency_id: 1,
    legal_id: 3,
    type: 2,
    share: '3',
    multiple: 20,
    status: '1',
    target_profit_price: '55000',
  })
})

it('offers no opening while the operator has switched leverage off', async () => {
  await mountForm({ status: 0 })
  expect(text('.lever-form__submit')).toBe('Leverage is switched off for this symbol')
})
