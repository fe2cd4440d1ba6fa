// The lock-mining orders and holdings (issue 13, item 3): early redemption showing penalty and
// refund before anything moves, the status filter, the totals with the risk notice, and "N days"
// in each language's plural forms.
import * as lockMining from '@/services/api/lockMining'
import HoldingsPage from '@/pages/lockMining/lockMining'
import ProductListPage from '@/pages/lockMining/lockMiningProductList'
import OrdersPage from '@/pages/lockMining/orders'
import { activateLanguage } from '@/locales'
import { firePageLifecycle, openAt, recordToasts, screenText, tapText } from './helpers'
import {
  testUtils,
  until,
  product,
  order,
  orders,
  text,
  lockScreenHooks,
} from './lockMiningFixtures'

lockScreenHooks()

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
