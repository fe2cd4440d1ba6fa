// Issue 47 item 8: the Move sheet opened from Spot or Leverage came up from the asset account with
// no amount, whatever the order needed and wherever the money was. Each trade mode opens it with
// the currency its order spends, from the account that holds it into the mode's own account, and
// the amount the order lacks.
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import * as walletApi from '@/services/api/wallet'
import type { WalletList } from '@/services/api/wallet'
import { spotAccount, spotBook } from '@/stores/spot'
import { LeverForm } from '@/pages/lever/parts/LeverForm'
import { SpotForm } from '@/pages/spot/parts/SpotForm'
import { openAt, signedOut, tapText, type } from './helpers'
import { SAMPLE_LEVER_DEAL, sampleMatch, sampleSpotRules } from '../../support/samples'

const testUtils = new TestUtils()
const flush = async () => {
  for (let i = 0; i < 8; i++) await testUtils.act(() => Promise.resolve())
  await testUtils.act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}
const input = (name: string) =>
  document.querySelector<HTMLInputElement>(`.move input[name="${name}"]`)
const ends = () => [...document.querySelectorAll('.move__end-name')].map((e) => e.textContent)
const chosenCoin = () => document.querySelector('.move .at-tag--active')?.textContent

type Account = 'legal' | 'change' | 'micro' | 'lever'
/** What each account holds: currency id, code and available amount. */
function wallets(held: Partial<Record<Account, [number, string, string][]>>): WalletList {
  const account = (name: Account) => ({
    balance: (held[name] ?? []).map(([currency, code, available]) => ({
      currency,
      currency_name: code,
      [`${name}_balance`]: available,
      [`lock_${name}_balance`]: '0',
      usdt_price: '1',
      logo: '',
    })),
    usdt_totle: '0',
  })
  return {
    legal_wallet: account('legal'),
    change_wallet: account('change'),
    micro_wallet: account('micro'),
    lever_wallet: account('lever'),
  } as unknown as WalletList
}

async function fill(name: string, value: string) {
  testUtils.act(() => type(name, value))
  await flush()
}

async function openSheet(selector: string) {
  testUtils.act(() => document.querySelector<HTMLElement>(selector)?.click())
  await testUtils.queries.waitForQuerySelector('.move input[name="amount"]')
  await flush()
}

beforeAll(() => activateLanguage('en'))
beforeEach(() => signedOut())
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

describe('Spot', () => {
  const list = wallets({
    legal: [
      [3, 'USDT', '1000.00'],
      [1, 'BTC', '0.4'],
    ],
    change: [
      [3, 'USDT', '100.00'],
      [1, 'BTC', '0.05'],
    ],
  })
  beforeEach(() => {
    openAt('pages/spot/index')
    Object.assign(spotAccount, { rules: sampleSpotRules(), available: { 3: '100.00', 1: '0.05' } })
    Object.assign(spotBook, {
      matchId: 1,
      bids: [['94990', '1']],
      asks: [['95010', '2']],
      status: 'live',
    })
    jest.spyOn(walletApi, 'fetchWallets').mockResolvedValue(list)
  })
  const mountForm = () =>
    testUtils.mount(SpotForm, {
      props: { quote: sampleMatch(), picked: null, onPlaced: () => undefined },
    })

  it('moves in what a buy lacks of its total, in the quote currency', async () => {
    await mountForm()
    await fill('price', '95000')
    await fill('amount', '0.01')
    await openSheet('.spot-form__move')
    // 950.00 to pay, 100.00 in the spot account
    expect(input('amount')?.value).toBe('850.00')
    expect(chosenCoin()).toBe('USDT')
    expect(ends()).toEqual(['Asset account', 'Spot account'])
  })

  it('moves in the coin a sale lacks', async () => {
    await mountForm()
    tapText('Sell')
    await flush()
    await fill('price', '95000')
    await fill('amount', '0.2')
    await openSheet('.spot-form__move')
    expect(input('amount')?.value).toBe('0.15000000')
    expect(chosenCoin()).toBe('BTC')
    expect(ends()).toEqual(['Asset account', 'Spot account'])
  })
})

describe('Leverage', () => {
  const deal = SAMPLE_LEVER_DEAL
  beforeEach(() => openAt('pages/lever/index'))

  it('moves in what the margin and fee lack, from the account that holds it', async () => {
    // the money is in the seconds-trading account, none in the asset account
    jest
      .spyOn(walletApi, 'fetchWallets')
      .mockResolvedValue(wallets({ micro: [[3, 'USDT', '2000.00']], lever: [[3, 'USDT', '500']] }))
    await testUtils.mount(LeverForm, {
      props: { quote: sampleMatch({ now_price: '60000.00' }), deal, onChanged: () => undefined },
    })
    await fill('shares', '100')
    // 100 shares of 0.001 BTC at 60,030, 10x: 600.30 margin and 6.01 fee, against 500.00
    await openSheet('.lever-form__move')
    expect(input('amount')?.value).toBe('106.31')
    expect(chosenCoin()).toBe('USDT')
    expect(ends()).toEqual(['Seconds-trading account', 'Leverage account'])
  })
})
