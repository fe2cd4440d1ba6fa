// The lock-mining screens (issue 13, item 3): SPEC §9's estimate before buying, the amount checked
// as it is typed, the purchase confirmed before it is sent, the server's refusal shown, early
// redemption showing penalty and refund before anything moves, and "N days" in each language's
// plural forms.
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import { session } from '@/stores/session'
import * as addressBook from '@/services/api/addressBook'
import * as identity from '@/services/api/identity'
import * as lockMining from '@/services/api/lockMining'
import * as wallet from '@/services/api/wallet'
import type { LockOrder, LockOrders, LockProduct } from '@/services/api/lockMining'
import { ApiError } from '@/services/http'
import DetailPage from '@/pages/lockMining/detail'
import HoldingsPage from '@/pages/lockMining/lockMining'
import ProductListPage from '@/pages/lockMining/lockMiningProductList'
import OrdersPage from '@/pages/lockMining/orders'
import { sampleUser } from '../../support/samples'
import {
  firePageLifecycle,
  openAt,
  recordToasts,
  screenText,
  signedOut,
  tapText,
  type,
} from './helpers'

const testUtils = new TestUtils()

async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !done(); i++) {
    await testUtils.act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
}

// 2030-02-01 00:00 in Asia/Shanghai, the zone the tests run in
const OPENS = Date.UTC(2030, 0, 31, 16, 0)
const CLOSES = Date.UTC(2031, 0, 31, 16, 0)

/** SPEC §9's product: 5 days at 0.3 %-0.5 % a day, 0.4 % penalty per remaining day. */
function product(over: Partial<LockProduct> = {}): LockProduct {
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
function order(over: Partial<LockOrder> = {}): LockOrder {
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

function orders(list: LockOrder[], over: Partial<LockOrders> = {}): LockOrders {
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

const addressBookWith = (total: number) =>
  jest
    .spyOn(addressBook, 'fetchAddresses')
    .mockResolvedValue({ data: [], page: 1, pages: total > 0 ? 1 : 0, total })

/** The asset account holding `available` USDT. */
const assetAccountWith = (available: string) =>
  jest.spyOn(wallet, 'fetchWallets').mockResolvedValue({
    legal_wallet: {
      balance: [
        {
          currency: 3,
          currency_name: 'USDT',
          legal_balance: available,
          lock_legal_balance: '0.00',
          usdt_price: '1',
        },
      ],
      usdt_totle: available,
    },
    change_wallet: { balance: [], usdt_totle: '0.00' },
    micro_wallet: { balance: [], usdt_totle: '0.00' },
    lever_wallet: { balance: [], usdt_totle: '0.00' },
  })

const text = (selector: string) => document.querySelector(selector)?.textContent ?? ''
const fieldError = () => text('.field__error')

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

async function openDetail(p: LockProduct = product(), available = '20000.00') {
  assetAccountWith(available)
  jest.spyOn(lockMining, 'fetchLockProducts').mockResolvedValue([p])
  openAt('pages/lockMining/detail', { id: String(p.id) })
  await testUtils.mount(DetailPage)
  await until(() => document.querySelector('input[name="amount"]') !== null)
}

describe('the product detail and its purchase', () => {
  it('estimates SPEC §9’s example as a range: 30-50 a day and 150-250 in total', async () => {
    addressBookWith(1)
    await openDetail()
    expect(text('.lock-estimate__daily')).toBe('-')
    await until(() => text('.lock__available') !== '')
    expect(text('.lock__available')).toBe('Available 20,000.00 USDT')

    testUtils.act(() => type('amount', '10000'))
    expect(text('.lock-estimate__daily')).toBe('30.00–50.00 USDT')
    expect(text('.lock-estimate__total')).toBe('150.00–250.00 USDT')
    // the rules, before anything is committed
    const rules = text('.lock-rules')
    expect(rules).toContain('locked for 5 days, until the end date')
    expect(rules).toContain('returns to your asset account automatically')
    expect(rules).toContain('Bought on day D, profit accrues from day D+1')
    expect(rules).toContain('0.4% × remaining days × amount')
    expect(rules).toContain('Returns are not guaranteed')
    // redeemed on the day of purchase: 0.4 % x 5 days x 10000
    expect(rules).toContain('would cost 200.00 USDT')
  })

  it('checks the amount as it is typed, in the user’s words, and sends nothing wrong', async () => {
    addressBookWith(1)
    const buy = jest.spyOn(lockMining, 'buyLockProduct')
    await openDetail()
    await until(() => text('.lock__available') !== '')

    testUtils.act(() => tapText('Buy'))
    expect(fieldError()).toBe('Please enter a correct amount (up to 2 decimals)')
    testUtils.act(() => type('amount', '10.123'))
    expect(fieldError()).toBe('Please enter a correct amount (up to 2 decimals)')
    testUtils.act(() => type('amount', '99.99'))
    expect(fieldError()).toBe('The smallest amount is 100.00 USDT')
    testUtils.act(() => type('amount', '50000.01'))
    expect(fieldError()).toBe('The largest amount is 50,000.00 USDT')
    testUtils.act(() => tapText('Buy'))
    expect(screenText()).not.toContain('Confirm your purchase')
    testUtils.act(() => type('amount', '100.50'))
    expect(fieldError()).toBe('')
    testUtils.act(() => type('amount', '20000.01'))
    expect(fieldError()).toBe('More than is available')
    // the estimate still shows what the amount would earn
    expect(text('.lock-estimate__daily')).toBe('60.00–100.00 USDT')

    await activateLanguage('de')
    testUtils.act(() => type('amount', '50'))
    expect(fieldError()).toBe('Der kleinste Betrag ist 100,00 USDT')
    expect(buy).not.toHaveBeenCalled()
  })

  it('confirms before buying, then says the purchase succeeded and leads to the orders', async () => {
    addressBookWith(1)
    const buy = jest
      .spyOn(lockMining, 'buyLockProduct')
      .mockResolvedValue(order({ amount: '10000.00', end_at: '2030-05-06', remaining_days: 5 }))
    const redirect = jest
      .spyOn(Taro, 'redirectTo')
      .mockResolvedValue({ errMsg: 'redirectTo:ok' } as never)
    const toasts = recordToasts()
    await openDetail()
    testUtils.act(() => type('amount', '10000'))
    testUtils.act(() => tapText('Buy'))
    await until(() => screenText().includes('Confirm your purchase'))
    const sheet = text('.lock-confirm')
    expect(sheet).toContain('10,000.00 USDT')
    expect(sheet).toContain('150.00–250.00 USDT')
    expect(buy).not.toHaveBeenCalled()

    testUtils.act(() => tapText('Confirm'))
    await until(() => screenText().includes('Purchase successful'))
    expect(buy).toHaveBeenCalledWith({ config_id: 1, amount: '10000' }, expect.any(String))
    expect(toasts).toContain('Purchase successful')
    expect(screenText()).toContain('10,000.00 USDT is locked until 2030-05-06.')
    testUtils.act(() => tapText('View my orders'))
    await until(() => redirect.mock.calls.length > 0)
    expect(redirect.mock.calls[0][0]).toMatchObject({ url: '/pages/lockMining/orders' })
  })

  it('shows the server’s refusal in the confirmation', async () => {
    addressBookWith(1)
    jest
      .spyOn(lockMining, 'buyLockProduct')
      .mockRejectedValue(new ApiError('Current purchase limit reached', 'error'))
    await openDetail()
    testUtils.act(() => type('amount', '500'))
    testUtils.act(() => tapText('Buy'))
    await until(() => screenText().includes('Confirm your purchase'))
    testUtils.act(() => tapText('Confirm'))
    await until(() => text('.lock-confirm [role="alert"]') !== '')
    expect(text('.lock-confirm [role="alert"]')).toBe('Current purchase limit reached')
    expect(document.querySelector('.lock-bought')).toBeNull()
  })

  it('says a wallet must be bound first and leads to the address book', async () => {
    addressBookWith(0)
    const navigate = jest
      .spyOn(Taro, 'navigateTo')
      .mockResolvedValue({ errMsg: 'navigateTo:ok' } as never)
    await openDetail()
    await until(() => screenText().includes('Wallet address not bound, please bind first'))
    testUtils.act(() => tapText('Bind a wallet address'))
    await until(() => navigate.mock.calls.length > 0)
    expect(navigate.mock.calls[0][0]).toMatchObject({ url: '/pages/wallets/wallets' })
  })

  it('says certification comes first and leads to it, reading the user again', async () => {
    addressBookWith(1)
    session.user = sampleUser({ review_status: 1 })
    const reread = jest
      .spyOn(identity, 'fetchUserInfo')
      .mockResolvedValue(sampleUser({ review_status: 1 }))
    const navigate = jest
      .spyOn(Taro, 'navigateTo')
      .mockResolvedValue({ errMsg: 'navigateTo:ok' } as never)
    await openDetail()
    await until(() => reread.mock.calls.length > 0)
    expect(reread).toHaveBeenCalled()
    expect(screenText()).toContain('Not certified, please complete certification first')
    testUtils.act(() => tapText('Verify identity'))
    await until(() => navigate.mock.calls.length > 0)
    expect(navigate.mock.calls[0][0]).toMatchObject({ url: '/pages/user/authentication1' })
  })

  it('drops the certification notice once the user turns out certified', async () => {
    addressBookWith(1)
    session.user = sampleUser({ review_status: 1 })
    jest.spyOn(identity, 'fetchUserInfo').mockResolvedValue(sampleUser({ review_status: 2 }))
    await openDetail()
    await until(() => session.user?.review_status === 2)
    expect(screenText()).not.toContain('Not certified')
  })

  it('says when buying is not possible: used-up limit, an unopened window, no such product', async () => {
    addressBookWith(1)
    await openDetail(product({ limit_left: 0 }))
    expect(screenText()).toContain('Current purchase limit reached')
    testUtils.unmout()

    await openDetail(product({ window: 2, start_at: OPENS }))
    expect(screenText()).toContain('Opens 2030-02-01 00:00')
    expect(screenText()).toContain('This product is not open for purchase now')
    testUtils.unmout()

    jest.spyOn(lockMining, 'fetchLockProducts').mockResolvedValue([product()])
    openAt('pages/lockMining/detail', { id: '99' })
    await testUtils.mount(DetailPage)
    await until(() => screenText().includes('Product information error'))
  })
})

describe('the orders and early redemption', () => {
  it('shows penalty 12 and refund 988 first, and redeems only once confirmed', async () => {
    const fetch = jest
      .spyOn(lockMining, 'fetchLockOrders')
      .mockResolvedValueOnce(orders([order()]))
      .mockResolvedValue(
        orders([order({ status: 3, remaining_days: 0, today_interest: '0.00' })], {
          locked_total: '0.00',
        }),
      )
    const redeem = jest
      .spyOn(lockMining, 'redeemLockOrder')
      .mockResolvedValue({ id: 41, penalty: '12.00', refund: '988.00' })
    const toasts = recordToasts()
    openAt('pages/lockMining/orders')
    await testUtils.mount(OrdersPage)
    await until(() => screenText().includes('Redeem early'))
    const card = text('.lock-card')
    for (const shown of ['1,000.00 USDT', '0.3%–0.5%', '2030-05-01', '2030-05-06', '3 days'])
      expect(card).toContain(shown)
    expect(card).toContain('Profit so far8.00 USDT')
    expect(card).toContain("Today's profit4.00 USDT")

    testUtils.act(() => tapText('Redeem early'))
    await until(() => document.querySelector('.lock-redeem') !== null)
    const sheet = text('.lock-redeem')
    // what it costs comes first, before the explanation and the button
    expect(sheet.startsWith('Penalty12.00 USDTRefund988.00 USDT')).toBe(true)
    expect(sheet).toContain('Penalty = 0.4% × 3 days × 1,000.00 USDT')
    expect(redeem).not.toHaveBeenCalled()

    const buttons = document.querySelectorAll<HTMLElement>('.lock-redeem .lock-confirm__button')
    testUtils.act(() => buttons[1].click())
    await until(() => fetch.mock.calls.length > 1)
    expect(redeem).toHaveBeenCalledWith(41)
    expect(toasts).toContain('Redeemed: 988.00 USDT returned to your asset account')
    await until(() => screenText().includes('Redeemed early'))
    expect(document.querySelector('.lock-redeem')).toBeNull()
  })

  it('filters by status and offers no redemption on the last day', async () => {
    const fetch = jest
      .spyOn(lockMining, 'fetchLockOrders')
      .mockResolvedValue(orders([order({ remaining_days: 0 })]))
    openAt('pages/lockMining/orders')
    await testUtils.mount(OrdersPage)
    await until(() => screenText().includes('0 days'))
    expect(screenText()).not.toContain('Redeem early')
    testUtils.act(() => tapText('Ended'))
    await until(() => fetch.mock.calls.length > 1)
    expect(fetch.mock.calls[1][0]).toMatchObject({ status: '2' })
  })
})

describe('what I hold and the products', () => {
  it('shows the totals, the ways on, the risk notice, and an empty state', async () => {
    jest
      .spyOn(lockMining, 'fetchLockOrders')
      .mockResolvedValue(orders([], { locked_total: '0.00', today_interest: '0.00' }))
    openAt('pages/lockMining/lockMining')
    await testUtils.mount(HoldingsPage)
    firePageLifecycle('componentDidShow')
    await until(() => screenText().includes('Locked now'))
    const shown = screenText()
    expect(shown).toContain('0.00 USDT')
    expect(shown).toContain('Accumulated profit8.00')
    expect(shown).toContain('Lock-mining products')
    expect(shown).toContain('Lock-mining orders')
    expect(shown).toContain('Returns are not guaranteed')
    expect(shown).toContain('costs a penalty')
    expect(shown).toContain('You have no lock-mining orders yet')
  })

  it('lists each product’s terms, window and purchases left, days in plural forms', async () => {
    jest
      .spyOn(lockMining, 'fetchLockProducts')
      .mockResolvedValue([
        product({ id: 1, day: 1, limit_left: -1 }),
        product({ id: 2, day: 5, window: 2, limit_left: 2 }),
        product({ id: 3, day: 21, window: 0 }),
      ])
    openAt('pages/lockMining/lockMiningProductList')
    await testUtils.mount(ProductListPage)
    firePageLifecycle('componentDidShow')
    await until(() => document.querySelectorAll('.lock-card').length === 3)
    const cards = [...document.querySelectorAll('.lock-card')].map((c) => c.textContent ?? '')
    expect(cards[0]).toContain('Lock period1 day')
    expect(cards[0]).toContain('Daily rate0.3%–0.5%')
    expect(cards[0]).toContain('Amount range100.00–50,000.00 USDT')
    expect(cards[0]).toContain('0.4% penalty per remaining day')
    expect(cards[0]).toContain('Purchases leftNo limit')
    expect(cards[0]).toContain('Open until 2031-02-01 00:00')
    expect(cards[1]).toContain('Lock period5 days')
    expect(cards[1]).toContain('Opens 2030-02-01 00:00')
    expect(cards[1]).toContain('Purchases left2')
    expect(cards[2]).toContain('Closed since 2031-02-01 00:00')

    await activateLanguage('ru')
    const days = () => [...document.querySelectorAll('.lock-card')].map((c) => c.textContent)
    await until(() => days()[1]?.includes('5 дней') === true)
    expect(days()[0]).toContain('1 день')
    expect(days()[2]).toContain('21 день')
    await activateLanguage('ar')
    await until(() => days()[0]?.includes('يوم واحد') === true)
    expect(days()[1]).toContain('5 أيام')
  })
})
