// The lock-mining overview once nothing is held (issue 25 item 15): after the only order was
// redeemed it showed the zero totals and nothing else; it says nothing is locked and leads to the
// products, as it does before the first order.
import Taro from '@tarojs/taro'
import * as lockMining from '@/services/api/lockMining'
import HoldingsPage from '@/pages/lockMining/lockMining'
import { firePageLifecycle, openAt, screenText, tapText } from './helpers'
import { testUtils, until, order, orders, lockScreenHooks } from './lockMiningFixtures'

lockScreenHooks()

async function openOverview() {
  openAt('pages/lockMining/lockMining')
  await testUtils.mount(HoldingsPage)
  firePageLifecycle('componentDidShow')
  await until(() => screenText().includes('Locked now'))
}

it('says nothing is locked after the only order was redeemed, and opens the products', async () => {
  jest.spyOn(lockMining, 'fetchLockOrders').mockResolvedValue(
    orders([order({ status: 3, remaining_days: 0, today_interest: '0.00' })], {
      locked_total: '0.00',
      today_interest: '0.00',
    }),
  )
  const navigate = jest
    .spyOn(Taro, 'navigateTo')
    .mockResolvedValue({ errMsg: 'navigateTo:ok' } as never)
  await openOverview()
  expect(screenText()).toContain('Nothing is locked right now. Pick a product to lock again.')
  // the profit earned before stays in view
  expect(screenText()).toContain('Accumulated profit8.00')
  testUtils.act(() => tapText('Browse products'))
  await until(() => navigate.mock.calls.length > 0)
  expect(navigate.mock.calls[0][0]).toMatchObject({
    url: '/pages/lockMining/lockMiningProductList',
  })
})

it('shows no empty state while an order is held', async () => {
  jest.spyOn(lockMining, 'fetchLockOrders').mockResolvedValue(orders([order()]))
  await openOverview()
  expect(screenText()).toContain('1,000.00 USDT')
  expect(screenText()).not.toContain('Browse products')
})
