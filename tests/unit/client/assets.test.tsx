// The Assets tab reads the balances again each time it shows. Shown twice in quick succession
// (back from an exchange), the first read may answer last; the balances the user sees must be
// those of the newest read, not the older answer arriving late.
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import { session } from '@/stores/session'
import * as wallet from '@/services/api/wallet'
import AccountDetailPage from '@/pages/user/accountDetail'
import { sampleUser } from '../../support/samples'
import { hiddenBalances, restoreHiddenBalances } from '@/stores/hiddenBalances'
import { readStored, writeStored } from '@/stores/storage'
import { firePageLifecycle, openAt, screenText, signedOut, tapText } from './helpers'

const testUtils = new TestUtils()
const flush = async () => {
  for (let i = 0; i < 8; i++) await testUtils.act(() => Promise.resolve())
}

const listWithBtc = (btc: string): wallet.WalletList => ({
  legal_wallet: {
    balance: [
      {
        currency: 1,
        currency_name: 'BTC',
        legal_balance: btc,
        lock_legal_balance: '0.00000000',
        usdt_price: '60000',
        logo: '/media/logos/btc.svg',
      },
    ],
    usdt_totle: '0.00',
  },
  change_wallet: { balance: [], usdt_totle: '0.00' },
  micro_wallet: { balance: [], usdt_totle: '0.00' },
  lever_wallet: { balance: [], usdt_totle: '0.00' },
})

const SUMMARY: wallet.WalletSummary = {
  usdt_totle: '0.00',
  today_profit: '0.00',
  total_profit: '0.00',
  today_staked: '0.00',
  total_staked: '0.00',
  day_start: 0,
}

const btcShown = () =>
  document.querySelector(
    '.assets__account[data-account="legal"] .holding[data-currency="BTC"] .holding__available',
  )?.textContent

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  session.token = 'abc'
  session.user = sampleUser({ review_status: 2 })
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

it('shows the newest read of the balances when an older one answers after it', async () => {
  let answerOld: (list: wallet.WalletList) => void = () => undefined
  const older = new Promise<wallet.WalletList>((resolve) => (answerOld = resolve))
  jest
    .spyOn(wallet, 'fetchWallets')
    .mockReturnValueOnce(older)
    .mockResolvedValueOnce(listWithBtc('0.00500000'))
  jest.spyOn(wallet, 'fetchWalletSummary').mockResolvedValue(SUMMARY)
  jest.spyOn(wallet, 'fetchCurrencyOptions').mockResolvedValue([])

  openAt('pages/user/accountDetail')
  await testUtils.mount(AccountDetailPage)
  firePageLifecycle('componentDidShow')
  await flush()
  firePageLifecycle('componentDidShow')
  await flush()
  expect(btcShown()).toBe('0.005')

  answerOld(listWithBtc('0.00000000'))
  await flush()
  expect(btcShown()).toBe('0.005')
})

// Issue 25, density and look: the coins' logos, the total also in BTC, profit with its rate on
// the stakes, the figures hidden on a tap (and still hidden on the next start), the notes behind
// an info mark.
describe('the headline and the rows', () => {
  const list = (): wallet.WalletList => {
    const usdt = {
      currency: 3,
      currency_name: 'USDT',
      legal_balance: '300.00',
      lock_legal_balance: '0.00',
      usdt_price: '1',
      logo: '/media/logos/usdt.svg',
    }
    const btc = listWithBtc('0.00500000').legal_wallet.balance[0]
    // a project's token: its own currency, with no market to value it
    const nova = {
      ...usdt,
      currency: 100_001,
      currency_name: 'NOVA',
      legal_balance: '400.00',
      usdt_price: '0.00',
      logo: '/media/logos/nova.svg',
    }
    return {
      ...listWithBtc('0'),
      legal_wallet: { balance: [usdt, btc, nova], usdt_totle: '600.00' },
    }
  }
  const text = (selector: string) => document.querySelector(selector)?.textContent ?? ''

  beforeEach(async () => {
    writeStored('hideBalances', undefined)
    hiddenBalances.hidden = false
    jest.spyOn(wallet, 'fetchWallets').mockResolvedValue(list())
    jest
      .spyOn(wallet, 'fetchWalletSummary')
      .mockResolvedValue({ ...SUMMARY, today_profit: '-3.00', today_staked: '200.00' })
    jest.spyOn(wallet, 'fetchCurrencyOptions').mockResolvedValue([])
    openAt('pages/user/accountDetail')
    await testUtils.mount(AccountDetailPage)
    firePageLifecycle('componentDidShow')
    await flush()
  })

  it('shows each coin’s logo, the total in BTC and the profit’s rate on its stakes', () => {
    const logos = [...document.querySelectorAll('.holding .coin-logo__image img')]
    expect(logos.map((img) => img.getAttribute('src'))).toEqual([
      '/media/logos/usdt.svg',
      '/media/logos/btc.svg',
      '/media/logos/nova.svg',
    ])
    // a token without a market says so rather than showing a worth of 0
    expect(text('[data-currency="NOVA"] .holding__value')).toBe('No market price')
    expect(text('.assets__total-value')).toBe('≈ 600.00')
    expect(text('.assets__total-btc')).toBe('≈ 0.01 BTC')
    const [today, total] = [...document.querySelectorAll('.assets__profit-value')]
    expect(today.textContent).toBe('-3.00 (-1.50%)')
    // no stake settled yet: no rate to show
    expect(total.textContent).toBe('0.00')
  })

  it('hides every figure on a tap, and keeps them hidden on the next start', async () => {
    testUtils.act(() => tapText('Hide'))
    await flush()
    const figures = [
      '.assets__total-value',
      '.assets__total-btc',
      '.assets__profit-value',
      '.assets__account-total',
      '.holding__available',
      '[data-currency="BTC"] .holding__value',
    ].map(text)
    for (const figure of figures) expect(figure).toMatch(/^[^\d]*\*{4}[^\d]*$/)
    expect(readStored('hideBalances')).toBe(true)
    // the next start reads the choice back
    hiddenBalances.hidden = false
    restoreHiddenBalances()
    expect(hiddenBalances.hidden).toBe(true)
    testUtils.act(() => tapText('Show'))
    await flush()
    expect(text('.assets__total-value')).toBe('≈ 600.00')
    expect(readStored('hideBalances')).toBeUndefined()
  })

  it('explains how the figures are counted behind the info mark', () => {
    expect(screenText()).not.toContain('Frozen amounts are still yours')
    testUtils.act(() => document.querySelector<HTMLElement>('.assets__info')?.click())
    expect(screenText()).toContain('Frozen amounts are still yours')
    expect(screenText()).toContain('over the stakes of the same trades')
  })
})
