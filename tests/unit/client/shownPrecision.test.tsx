// Issue 47 item 3: amounts and prices were shown with the ledger's raw decimals ("811.098 USDT",
// a loan's liquidation price "41,708.33333334", "liquidation price 108973"). What may be spent is
// shown at the coin's places, cut down; a price at the symbol's (or, for a loan, USDT's) places;
// a liquidation price rounded toward the price, so the line read is reached no later than the real one.
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import * as loanApi from '@/services/api/loan'
import type { LeverDeal, LeverPosition } from '@/services/api/lever'
import { lever } from '@/stores/lever'
import { session } from '@/stores/session'
import { spotAccount, spotBook } from '@/stores/spot'
import { StopSheet } from '@/pages/lever/parts/StopSheet'
import { SpotForm } from '@/pages/spot/parts/SpotForm'
import LoanBorrowPage from '@/pages/loan/borrow'
import LoanMinePage from '@/pages/loan/mine'
import { firePageLifecycle, openAt, screenText, signedOut, type, until } from './helpers'
import { SAMPLE_LEVER_DEAL, sampleMatch, sampleSpotRules, sampleUser } from '../../support/samples'

const testUtils = new TestUtils()
const text = (selector: string) => document.querySelector(selector)?.textContent ?? ''

beforeAll(() => activateLanguage('en'))
beforeEach(() => signedOut())
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
  activateLanguage('en')
})

describe('spot', () => {
  beforeEach(() => {
    openAt('pages/spot/index')
    Object.assign(spotAccount, {
      rules: sampleSpotRules(),
      available: { 3: '811.098', 1: '0.123456789' },
    })
    Object.assign(spotBook, { matchId: 1, bids: [], asks: [], status: 'live' })
  })

  it("shows what the spot account can spend at the coin's places, cut down", async () => {
    await testUtils.mount(SpotForm, {
      props: { quote: sampleMatch(), picked: null, onPlaced: () => undefined },
    })
    await until(() => text('.spot-form__available') !== '')
    expect(text('.spot-form__available')).toContain('Available 811.09 USDT')
    testUtils.act(() => document.querySelector<HTMLElement>('.spot-form__side--sell')?.click())
    await until(() => text('.spot-form__available').includes('BTC'))
    // BTC keeps its 8 places, not the ledger's ninth
    expect(text('.spot-form__available')).toContain('Available 0.12345678 BTC')
  })
})

const deal = (price_precision: number): LeverDeal => ({
  ...SAMPLE_LEVER_DEAL,
  multiple: [10],
  last_price: '110000',
  price_precision,
})

const position = (over: Partial<LeverPosition>): LeverPosition => ({
  id: 9,
  match_id: 1,
  symbol: 'BTC/USDT',
  currency_id: 1,
  legal_id: 3,
  type: 1,
  share: 10,
  number: '0.01',
  multiple: 10,
  target_price: null,
  origin_price: '120000',
  price: '120060',
  update_price: '120000',
  origin_caution_money: '120.06',
  caution_money: '120.06',
  frozen: '120.06',
  trade_fee: '1.21',
  overnight: '0',
  overnight_next: '0.6',
  target_profit_price: null,
  stop_loss_price: null,
  liquidation_price: '108973',
  profits: '0',
  margin_ratio: '4',
  close_price: null,
  fact_profits: null,
  status: 1,
  close_reason: null,
  copy_of: null,
  create_time: '2026-01-01T00:00:00Z',
  open_time: '2026-01-01T00:00:00Z',
  close_time: null,
  ...over,
})

describe('the take-profit and stop-loss sheet', () => {
  const hint = async (p: LeverPosition) => {
    await testUtils.mount(StopSheet, {
      props: { position: p, onClose: () => undefined, onSaved: () => undefined },
    })
    await until(() => text('.stop-sheet__hint') !== '')
    return text('.stop-sheet__hint')
  }

  it("writes the open and liquidation prices at the symbol's places, grouped", async () => {
    openAt('pages/lever/index')
    lever.deals = { 1: deal(2) }
    expect(await hint(position({}))).toContain(
      'Open price 120,060.00 · liquidation price 108,973.00',
    )
  })

  it('rounds a liquidation price toward the price: a long’s up, a short’s down', async () => {
    openAt('pages/lever/index')
    lever.deals = { 1: deal(1) }
    expect(await hint(position({ liquidation_price: '108973.04' }))).toContain(
      'liquidation price 108,973.1',
    )
    testUtils.unmout()
    expect(await hint(position({ type: 2, liquidation_price: '131146.96' }))).toContain(
      'liquidation price 131,146.9',
    )
  })
})

describe('my loans', () => {
  const loan: loanApi.Loan = {
    id: 4,
    borrowing_code: 'USDT-7',
    currency_id: 3,
    currency_name: 'USDT',
    amount: '25000',
    daily_rate: '0.05',
    days: 7,
    interest: '12.5',
    debt: '25012.5',
    collateral_currency: 1,
    collateral_name: 'BTC',
    collateral_places: 8,
    collateral_amount: '0.75',
    collateral_price: '60000.5',
    ltv: '55.58',
    ltv_initial: '65',
    ltv_call: '75',
    ltv_liquidate: '80',
    liquidation_price: '41708.33333334',
    status: 1,
    called: false,
    seized: null,
    returned: null,
    liquidated_at_price: null,
    create_time: '2026-01-01T00:00:00Z',
    due_time: '2026-01-08T00:00:00Z',
    close_time: null,
  }

  it("shows the liquidation price at USDT's places, rounded up, and the price now", async () => {
    openAt('pages/loan/mine')
    session.token = 'abc'
    session.user = sampleUser()
    jest
      .spyOn(loanApi, 'fetchLoans')
      .mockResolvedValue({ data: [loan], page: 1, pages: 1, total: 1 })
    await testUtils.mount(LoanMinePage)
    firePageLifecycle('componentDidShow')
    await until(() => text('[data-line="liquidation"]') !== '')
    // the collateral falls to it: 41,708.34 is reached before 41,708.33333334, never after
    expect(text('[data-line="liquidation"]')).toContain('41,708.34')
    expect(text('[data-line="collateral"]')).toContain('60,000.50')
    expect(screenText()).not.toContain('33333334')
  })
})

describe('borrowing', () => {
  const product: loanApi.LoanProduct = {
    borrowing_code: 'USDT-7',
    currency: 3,
    currency_id: 3,
    currency_name: 'USDT',
    currency_places: 2,
    currency_price: '1',
    days: 7,
    daily_rate: '0',
    collateral: [1],
    collateral_coins: [{ currency_id: 1, currency_name: 'BTC', places: 8, price: '60000.5' }],
    ltv_initial: '65',
    ltv_call: '75',
    ltv_liquidate: '80',
    min: '100',
    max: '100000',
    open: true,
    simulated: true,
  }

  it('shows the price now and the liquidation price at USDT’s places, the latter rounded up', async () => {
    openAt('pages/loan/borrow', { code: 'USDT-7' })
    session.token = 'abc'
    session.user = sampleUser()
    jest.spyOn(loanApi, 'fetchLoanProduct').mockResolvedValue(product)
    await testUtils.mount(LoanBorrowPage)
    await until(() => document.querySelector('input[name="collateral"]') !== null)
    expect(screenText()).toContain('60,000.50')
    testUtils.act(() => type('amount', '25000'))
    testUtils.act(() => type('collateral', '0.75'))
    // 25,000 / (0.75 x 80 %) = 41,666.666…: shown 41,666.67, reached before the real line
    await until(() => text('[data-figure="liquidation"]').includes('41,666'))
    expect(text('[data-figure="liquidation"]')).toContain('41,666.67')
  })
})
