// Amounts are checked, not silently changed, and the check says what is wrong (issue 25 item 13):
// a stake typed "-20" became "20" on its way into the field and reached the confirmation, and
// "0" in the Move sheet was told "up to 2 decimals".
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import * as wallet from '@/services/api/wallet'
import { replaceQuotes } from '@/stores/market'
import { trade } from '@/stores/trade'
import { TradePanel } from '@/pages/quoteDetail/parts/TradePanel'
import { MoveSheet } from '@/components/MoveSheet'
import { amountProblem } from '@/pages/lockMining/parts/terms'
import { checkForm } from '@/pages/user/withdrawl/rules'
import { product } from './lockMiningFixtures'
import { openAt, screenText, signedOut, tapText } from './helpers'
import { typeKeys } from './keyboard'
import { sampleMatch, sampleSecondsOption, sampleUsdtWallets } from '../../support/samples'

const testUtils = new TestUtils()
const flush = () => testUtils.act(() => Promise.resolve())

const quote = sampleMatch()

const option = sampleSecondsOption()

const list = sampleUsdtWallets('300.00')

const ABOVE_ZERO = 'Enter an amount greater than 0'
const DECIMALS = 'Please enter a correct amount (up to 2 decimals)'
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  // the panel reads whether the symbol takes orders from the live quotes
  replaceQuotes([quote])
  signedOut()
  openAt('pages/quoteDetail/quoteDetail')
  Object.assign(trade, {
    options: [option],
    payable: [{ id: 3, name: 'USDT', balance: '100.05' }],
    setup: 'ready',
  })
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

describe('the seconds-trade stake', () => {
  async function buyUpWith(keys: string) {
    testUtils.act(() => typeKeys('stake', keys))
    testUtils.act(() => tapText('Buy up'))
    await flush()
  }

  it('keeps a typed minus sign and says the stake must be above 0', async () => {
    await testUtils.mount(TradePanel, { props: { matchId: quote.id } })
    await buyUpWith('-20')
    expect(input('stake')?.value).toBe('-20')
    expect(screenText()).toContain(ABOVE_ZERO)
    expect(screenText()).not.toContain('Confirm your order')
  })

  it('says the same of 0, the decimals of 12.345, and the balance of 100', async () => {
    await testUtils.mount(TradePanel, { props: { matchId: quote.id } })
    await buyUpWith('0')
    expect(screenText()).toContain(ABOVE_ZERO)
    await buyUpWith('12.345')
    expect(screenText()).toContain(DECIMALS)
    await buyUpWith('100')
    expect(screenText()).toContain('Not enough balance')
    expect(screenText()).not.toContain('Confirm your order')
    await buyUpWith('20')
    expect(screenText()).toContain('Confirm your order')
  })

  it('asks the phone for its decimal keypad', async () => {
    await testUtils.mount(TradePanel, { props: { matchId: quote.id } })
    await flush()
    expect(input('stake')?.getAttribute('inputmode')).toBe('decimal')
  })
})

describe('the Move sheet', () => {
  const props = { open: true, list, onClose: () => undefined, onMoved: () => undefined }

  async function moveWith(keys: string) {
    testUtils.act(() => typeKeys('amount', keys))
    testUtils.act(() => tapText('Move'))
    await flush()
  }

  const fieldError = () => document.querySelector('.field__error')?.textContent ?? ''

  it('says 0 and -5 are not above 0, then decimals, then the balance, and moves nothing', async () => {
    const move = jest.spyOn(wallet, 'moveFunds')
    await testUtils.mount(MoveSheet, { props })
    await moveWith('0')
    expect(fieldError()).toBe(ABOVE_ZERO)
    await moveWith('-5')
    expect(input('amount')?.value).toBe('-5')
    expect(fieldError()).toBe(ABOVE_ZERO)
    await moveWith('1.234')
    expect(fieldError()).toBe(DECIMALS)
    await moveWith('300.01')
    expect(fieldError()).toBe('More than is available')
    expect(move).not.toHaveBeenCalled()
  })
})

describe('the other amount forms', () => {
  it('lock mining says a zero or negative amount is not above 0', () => {
    expect(amountProblem('0', product())).toBe(ABOVE_ZERO)
    expect(amountProblem('-500', product())).toBe(ABOVE_ZERO)
    expect(amountProblem('10.123', product())).toBe(DECIMALS)
  })

  it('a withdrawal says so too, before its limits', () => {
    const rules = { places: 6, available: '100', fee: '1', min: '10', max: '1000' }
    const amountCheck = (amount: string) =>
      checkForm({ addressId: 1, amount, password: 'x', code: '123456' }, rules)
    expect(amountCheck('-20')).toEqual([{ field: 'amount', key: 'common.amountAboveZero' }])
    expect(amountCheck('0')).toEqual([{ field: 'amount', key: 'common.amountAboveZero' }])
    expect(amountCheck('1.1234567')).toEqual([
      { field: 'amount', key: 'withdraw.amountInvalid', places: 6 },
    ])
  })
})
