// Issue 25 item 1: a new depositor's money is in the asset account while seconds trades are paid
// from the seconds-trading account. The Trade tab names the account it spends from and, when that
// is short, says where the money is and moves it there in one tap, or offers a deposit.
import TestUtils from '@tarojs/test-utils-react'
import { ref } from 'valtio'
import { activateLanguage } from '@/locales'
import * as microtrade from '@/services/api/microtrade'
import * as router from '@/services/router'
import * as wallet from '@/services/api/wallet'
import { replaceQuotes } from '@/stores/market'
import { trade } from '@/stores/trade'
import { TradePanel } from '@/pages/quoteDetail/parts/TradePanel'
import { fundingFor } from '@/components/MoveSheet/funding'
import { openAt, screenText, signedOut, tapText, type } from './helpers'
import { sampleMatch, sampleSecondsOption, sampleUsdtWallets } from '../../support/samples'

const testUtils = new TestUtils()
const flush = async () => {
  for (let i = 0; i < 8; i++) await testUtils.act(() => Promise.resolve())
}

const quote = sampleMatch()

const option = sampleSecondsOption()

/** The user's accounts: `legal` USDT in the asset account, `micro` in the seconds account. */
const accounts = (legal: string, micro: string) => sampleUsdtWallets(legal, micro)

function holding(legal: string, micro: string): void {
  Object.assign(trade, {
    options: [option],
    payable: [{ id: 3, name: 'USDT', balance: micro }],
    wallets: ref(accounts(legal, micro)),
    setup: 'ready',
  })
}

const fundingLine = () => document.querySelector('.trade-panel__funding')?.textContent ?? null
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)

/** Taps the line's Move; the sheet's field is drawn a moment later. */
async function openMoveSheet() {
  testUtils.act(() => document.querySelector<HTMLElement>('.trade-panel__funding-action')?.click())
  await testUtils.queries.waitForQuerySelector('input[name="amount"]')
}

async function stake(value: string) {
  testUtils.act(() => type('stake', value))
  await flush()
}

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  // the panel reads whether the symbol takes orders from the live quotes
  replaceQuotes([quote])
  signedOut()
  openAt('pages/quoteDetail/quoteDetail')
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
  trade.wallets = null
})

describe('the Trade tab with money in another account', () => {
  it('names the account it spends from, with its balance', async () => {
    holding('1000.00', '100.05')
    await testUtils.mount(TradePanel, { props: { matchId: quote.id } })
    expect(screenText()).toContain('Available in Seconds-trading account: 100.05 USDT')
  })

  it('says where the money is only when the order is short of it', async () => {
    holding('1000.00', '100.05')
    await testUtils.mount(TradePanel, { props: { matchId: quote.id } })
    expect(fundingLine()).toBeNull() // the smallest stake fits
    await stake('99.9')
    expect(fundingLine()).toBeNull() // 100.00 with the fee
    await stake('100')
    expect(fundingLine()).toBe('1,000.00 USDT in Asset accountMove') // 100.10 against 100.05
    await stake('50')
    expect(fundingLine()).toBeNull()
  })

  it('says where it is at once when the account is empty', async () => {
    holding('1000.00', '0.00')
    await testUtils.mount(TradePanel, { props: { matchId: quote.id } })
    expect(screenText()).toContain('Available in Seconds-trading account: 0.00 USDT')
    expect(fundingLine()).toBe('1,000.00 USDT in Asset accountMove')
  })

  it('opens the Move sheet filled with what the order lacks, from the asset account', async () => {
    holding('1000.00', '100.05')
    await testUtils.mount(TradePanel, { props: { matchId: quote.id } })
    await stake('200')
    await openMoveSheet()
    expect(screenText()).toContain('Move between accounts')
    // 200 + 0.20 fee - 100.05 available
    expect(input('amount')?.value).toBe('100.15')
    const ends = [...document.querySelectorAll('.move__end-name')].map((e) => e.textContent)
    expect(ends).toEqual(['Asset account', 'Seconds-trading account'])
  })

  // issue 47 item 8: from any account other than the asset account it moved into the asset account
  it('moves into the seconds-trading account from wherever the money is', async () => {
    holding('0.00', '0.00')
    const list = accounts('0.00', '0.00')
    list.change_wallet = {
      balance: [
        {
          currency: 3,
          currency_name: 'USDT',
          change_balance: '300.00',
          lock_change_balance: '0.00',
          usdt_price: '1',
          logo: '',
        },
      ],
      usdt_totle: '300.00',
    }
    trade.wallets = ref(list)
    await testUtils.mount(TradePanel, { props: { matchId: quote.id } })
    await stake('200')
    expect(fundingLine()).toBe('300.00 USDT in Spot accountMove')
    await openMoveSheet()
    expect(input('amount')?.value).toBe('200.20')
    const ends = [...document.querySelectorAll('.move__end-name')].map((e) => e.textContent)
    expect(ends).toEqual(['Spot account', 'Seconds-trading account'])
  })

  it('offers no more than the other account holds', async () => {
    holding('40.5', '100.05')
    await testUtils.mount(TradePanel, { props: { matchId: quote.id } })
    await stake('200')
    expect(fundingLine()).toBe('40.50 USDT in Asset accountMove')
    await openMoveSheet()
    expect(input('amount')?.value).toBe('40.50')
  })

  it('moves with one tap, shows the new balance and lets the order go ahead', async () => {
    holding('1000.00', '100.05')
    const move = jest.spyOn(wallet, 'moveFunds').mockResolvedValue({
      currency: 3,
      number: '100.15',
      from_balance: '899.85',
      to_balance: '200.20',
    })
    jest
      .spyOn(microtrade, 'fetchPayable')
      .mockResolvedValue([{ id: 3, name: 'USDT', balance: '200.20' }])
    jest.spyOn(wallet, 'fetchWallets').mockResolvedValue(accounts('899.85', '200.20'))
    await testUtils.mount(TradePanel, { props: { matchId: quote.id } })
    await stake('200')
    testUtils.act(() => tapText('Buy up'))
    await flush()
    expect(screenText()).toContain('Not enough balance')

    await openMoveSheet()
    testUtils.act(() => tapText('Move')) // the sheet's button, drawn after the line's
    await flush()
    expect(move).toHaveBeenCalledWith(
      { currency_id: 3, number: '100.15', from_field: 'legal', to_field: 'micro' },
      expect.any(String),
    )
    expect(screenText()).toContain('Available in Seconds-trading account: 200.20 USDT')
    expect(screenText()).not.toContain('Move between accounts')
    expect(screenText()).not.toContain('Not enough balance')
    expect(fundingLine()).toBeNull()
    expect(input('stake')?.value).toBe('200')

    testUtils.act(() => tapText('Buy up'))
    await flush()
    expect(screenText()).toContain('Confirm your order')
  })

  it('offers a deposit when no other account holds the currency', async () => {
    holding('0.00', '0.00')
    const go = jest.spyOn(router, 'navigate').mockResolvedValue(undefined)
    await testUtils.mount(TradePanel, { props: { matchId: quote.id } })
    expect(fundingLine()).toBe('No USDT in your other accountsDeposit')
    testUtils.act(() => tapText('Deposit'))
    expect(go).toHaveBeenCalledWith('pages/user/recharge')
  })

  it('says nothing of other accounts until it has read them', async () => {
    holding('1000.00', '0.00')
    trade.wallets = null
    await testUtils.mount(TradePanel, { props: { matchId: quote.id } })
    expect(fundingLine()).toBeNull()
  })
})

describe('what to move', () => {
  const list = accounts('1000.00', '0.00')

  it('is the shortfall rounded up to the cent, since moves take whole cents', () => {
    expect(fundingFor('10.01', '0.005', list, 'micro', 3)).toEqual({
      kind: 'move',
      from: 'legal',
      held: '1000.00',
      amount: '10.01',
    })
    expect(fundingFor('10.01', '0.001', list, 'micro', 3)).toMatchObject({ amount: '10.01' })
    expect(fundingFor('10.01', '10.01', list, 'micro', 3)).toBeNull()
  })

  it('does not count a part of a cent as money to move', () => {
    expect(fundingFor('10.01', '0', accounts('0.009', '0'), 'micro', 3)).toEqual({ kind: 'none' })
  })
})
