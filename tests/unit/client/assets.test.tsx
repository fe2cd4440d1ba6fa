// The Assets tab reads the balances again each time it shows. Shown twice in quick succession
// (back from an exchange), the first read may answer last; the balances the user sees must be
// those of the newest read, not the older answer arriving late.
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import { session } from '@/stores/session'
import * as wallet from '@/services/api/wallet'
import AccountDetailPage from '@/pages/user/accountDetail'
import { sampleUser } from '../../support/samples'
import { firePageLifecycle, openAt, signedOut } from './helpers'

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
