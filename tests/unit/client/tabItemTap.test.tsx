// Issue 25 item 21(b): a tap on the tab of the page in view takes it back to its top. H5's tab bar
// tells the page in view of every tap before it switches, also of a tap on another tab: that one
// must leave the page where it is.
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { getPageInstance } from '@tarojs/runtime'
import { activateLanguage } from '@/locales'
import { session } from '@/stores/session'
import * as wallet from '@/services/api/wallet'
import AccountDetailPage from '@/pages/user/accountDetail'
import { sampleUser } from '../../support/samples'
import { openAt, signedOut } from './helpers'

const testUtils = new TestUtils()
const flush = async () => {
  for (let i = 0; i < 8; i++) await testUtils.act(() => Promise.resolve())
}

/** What the tab bar does on a tap: the page's onTabItemTap hooks, with the tapped tab. */
const tapTab = async (pagePath: string) => {
  const page = getPageInstance('taro-app') as unknown as Record<string, unknown> | undefined
  const hooks = ([] as unknown[]).concat(page?.onTabItemTap ?? [])
  expect(hooks.length).toBeGreaterThan(0)
  for (const hook of hooks) if (typeof hook === 'function') hook({ index: 3, pagePath, text: '' })
  await flush()
}

const EMPTY = { balance: [], usdt_totle: '0.00' }

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  session.token = 'abc'
  session.user = sampleUser({ review_status: 2 })
  jest.spyOn(wallet, 'fetchWallets').mockResolvedValue({
    legal_wallet: EMPTY,
    change_wallet: EMPTY,
    micro_wallet: EMPTY,
    lever_wallet: EMPTY,
  } as unknown as wallet.WalletList)
  jest.spyOn(wallet, 'fetchWalletSummary').mockResolvedValue({
    usdt_totle: '0.00',
    today_profit: '0.00',
    total_profit: '0.00',
    today_staked: '0.00',
    total_staked: '0.00',
    day_start: 0,
  })
  jest.spyOn(wallet, 'fetchCurrencyOptions').mockResolvedValue([])
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

it('scrolls the Assets tab to its top on a tap of its own tab only', async () => {
  const scroll = jest.spyOn(Taro, 'pageScrollTo').mockResolvedValue({ errMsg: 'ok' })
  openAt('pages/user/accountDetail')
  await testUtils.mount(AccountDetailPage)

  await tapTab('pages/tabs/quotes/quotes')
  expect(scroll).not.toHaveBeenCalled()
  await tapTab('/pages/user/accountDetail')
  expect(scroll).toHaveBeenCalledTimes(1)
  expect(scroll.mock.calls[0][0]).toMatchObject({ scrollTop: 0 })
})
