// What the lock-mining screen tests share (lockMining.test.tsx, lockMiningOrders.test.tsx): SPEC
// §9's product and order, the services they read stood in for, and the hooks they run under.
import TestUtils from '@tarojs/test-utils-react'
import * as addressBook from '@/services/api/addressBook'
import * as lockMining from '@/services/api/lockMining'
import * as wallet from '@/services/api/wallet'
import DetailPage from '@/pages/lockMining/detail'
import { activateLanguage } from '@/locales'
import { session } from '@/stores/session'
import type { LockOrder, LockOrders, LockProduct } from '@/services/api/lockMining'
import { sampleUser } from '../../support/samples'
import { openAt, signedOut, until } from './helpers'

export { until }

export const testUtils = new TestUtils()

// 2030-02-01 00:00 in Asia/Shanghai, the zone the tests run in
export const OPENS = Date.UTC(2030, 0, 31, 16, 0)
export const CLOSES = Date.UTC(2031, 0, 31, 16, 0)

/** SPEC §9's product: 5 days at 0.3 %-0.5 % a day, 0.4 % penalty per remaining day. */
export function product(over: Partial<LockProduct> = {}): LockProduct {
  return {
    id: 1,
    title: 'USDT 5-day lock',
    currency_name: 'USDT',
    day: 5,
    rate: '0.3',
    rate_max: '0.5',
    save_min: '100.00',
    max: '50000.00',
    single_limit: 5,
    limit_left: 5,
    adance_redeem_falsify: '0.4',
    start_at: OPENS,
    end_at: CLOSES,
    window: 1,
    ...over,
  }
}

/** SPEC §9's redemption: 1000 locked at 0.4 % a remaining day, 3 days left. */
export function order(over: Partial<LockOrder> = {}): LockOrder {
  return {
    id: 41,
    product_id: 1,
    title: 'USDT 5-day lock',
    currency_name: 'USDT',
    amount: '1000.00',
    day: 5,
    day_rate: '0.3-0.5',
    rate: '0.3',
    rate_max: '0.5',
    adance_redeem_falsify: '0.4',
    total_interest: '8.00',
    today_interest: '4.00',
    start_at: '2030-05-01',
    end_at: '2030-05-06',
    remaining_days: 3,
    status: 1,
    cancel_fee: '12.00',
    refund: '988.00',
    created_at: '2030-05-01T08:00:00.000Z',
    ...over,
  }
}

export function orders(list: LockOrder[], over: Partial<LockOrders> = {}): LockOrders {
  return {
    order_list: list,
    page: 1,
    pages: list.length > 0 ? 1 : 0,
    total: list.length,
    locked_total: '1000.00',
    today_interest: '4.00',
    total_interest: '8.00',
    ...over,
  }
}

export const addressBookWith = (total: number) =>
  jest
    .spyOn(addressBook, 'fetchAddresses')
    .mockResolvedValue({ data: [], page: 1, pages: total > 0 ? 1 : 0, total })

/** The asset account holding `available` USDT. */
export const assetAccountWith = (available: string) =>
  jest.spyOn(wallet, 'fetchWallets').mockResolvedValue({
    legal_wallet: {
      balance: [
        {
          currency: 3,
          currency_name: 'USDT',
          legal_balance: available,
          lock_legal_balance: '0.00',
          usdt_price: '1',
          logo: '/media/logos/usdt.svg',
        },
      ],
      usdt_totle: available,
    },
    change_wallet: { balance: [], usdt_totle: '0.00' },
    micro_wallet: { balance: [], usdt_totle: '0.00' },
    lever_wallet: { balance: [], usdt_totle: '0.00' },
  })

export const text = (selector: string) => document.querySelector(selector)?.textContent ?? ''
export const fieldError = () => text('.field__error')

/** The hooks every lock-mining screen test runs under: English, a certified user signed in. */
export function lockScreenHooks(): void {
  beforeAll(() => activateLanguage('en'))
  beforeEach(() => {
    signedOut()
    session.token = 'abc'
    session.user = sampleUser({ review_status: 2 })
  })
  afterEach(async () => {
    testUtils.unmout()
    jest.restoreAllMocks()
    await activateLanguage('en')
  })
}

export async function openDetail(p: LockProduct = product(), available = '20000.00') {
  assetAccountWith(available)
  jest.spyOn(lockMining, 'fetchLockProducts').mockResolvedValue([p])
  openAt('pages/lockMining/detail', { id: String(p.id) })
  await testUtils.mount(DetailPage)
  await until(() => document.querySelector('input[name="amount"]') !== null)
}
