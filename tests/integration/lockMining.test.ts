// services/api/lockMining.ts against the real server: the products the list shows, a purchase
// refused in the order the user meets the reasons (certification sends the app to step 1, then the
// wallet, the amount, the balance), a purchase applied once however often it is sent, the order as
// the orders page reads it, and early redemption costing SPEC §9's 12 of 1000 with 988 returned.
import { redemption } from '@common/lockMiningRules'
import { saveAddress } from '@/services/api/addressBook'
import { submitRealName } from '@/services/api/certification'
import {
  buyLockProduct,
  fetchLockOrders,
  fetchLockProducts,
  redeemLockOrder,
  type LockProduct,
} from '@/services/api/lockMining'
import { fetchWallets } from '@/services/api/wallet'
import { newRequestKey, type ApiError } from '@/services/http'
import { accountView } from '@/pages/user/assets/accounts'
import {
  creditUser,
  type Observed,
  observePlatform,
  opsPost,
  resetClient,
  signedInUser,
} from './support'

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected a refusal')
    },
    (error: unknown) => error as ApiError,
  )

const usdt = async () =>
  accountView(await fetchWallets(), 'legal').holdings.find((h) => h.code === 'USDT')

// SPEC §9's redemption example as a product: 3 days, 0.4 % per remaining day
const threeDayFields = (now: number) => ({
  title: 'Integration 3-day lock',
  day: '3',
  rate: '0.3',
  rate_max: '0.5',
  save_min: '100',
  max: '5000',
  single_limit: '0',
  adance_redeem_falsify: '0.4',
  start_at: String(now - 60_000),
  end_at: String(now + 3_600_000),
})

let seen: Observed
let threeDay: LockProduct
beforeAll(async () => {
  threeDay = await opsPost<LockProduct>('/lockmining/product', threeDayFields(Date.now()))
})
afterAll(async () => {
  // closed again, so no other suite sees it
  await opsPost('/lockmining/product', {
    ...threeDayFields(Date.now()),
    id: String(threeDay.id),
    enabled: '0',
  })
})
beforeEach(async () => {
  await resetClient()
  seen = observePlatform()
})
afterEach(() => {
  jest.useRealTimers()
})

it('offers the seeded products with SPEC §9’s example first, open and with the user’s limit', async () => {
  await signedInUser()
  const products = await fetchLockProducts()
  expect(products[0]).toMatchObject({
    day: 5,
    rate: '0.3',
    rate_max: '0.5',
    currency_name: 'USDT',
    adance_redeem_falsify: '0.4',
    window: 1,
    limit_left: 5,
  })
  expect(products.find((p) => p.id === threeDay.id)).toMatchObject({ day: 3, limit_left: -1 })
})

it('refuses in order, buys once per key, and redeems early for 12 of 1000', async () => {
  const { email } = await signedInUser()

  // not certified: 998, and the app goes to certification step 1
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'], advanceTimers: true })
  const uncertified = await refusal(
    buyLockProduct({ config_id: threeDay.id, amount: '1000' }, newRequestKey()),
  )
  expect([uncertified.type, uncertified.message]).toEqual([
    '998',
    'Not certified, please complete certification first',
  ])
  jest.advanceTimersByTime(200)
  expect(seen.navigations).toEqual(['/pages/user/authentication1'])
  jest.useRealTimers()

  await submitRealName({ id_type: 0, name: '张伟', card_id: '11010519491231002X' })
  await opsPost('/kyc/decide', { account: email, level: 'primary', approve: '1' })
  const noWallet = await refusal(
    buyLockProduct({ config_id: threeDay.id, amount: '1000' }, newRequestKey()),
  )
  expect(noWallet.message).toBe('Wallet address not bound, please bind first')

  await saveAddress({ currency: 3, type: 'TRC20', address: TRON })
  const tooSmall = await refusal(
    buyLockProduct({ config_id: threeDay.id, amount: '99.99' }, newRequestKey()),
  )
  expect(tooSmall.message).toBe('Enter an amount from 100.00 to 5,000.00 USDT')
  const unfunded = await refusal(
    buyLockProduct({ config_id: threeDay.id, amount: '1000' }, newRequestKey()),
  )
  expect(unfunded.message).toBe('Insufficient balance')
  const unknown = await refusal(
    buyLockProduct({ config_id: 999999, amount: '1000' }, newRequestKey()),
  )
  expect(unknown.message).toBe('Product information error')
  expect(seen.toasts).toEqual([]) // the page shows refusals itself

  await creditUser(email, '2000', 'legal')
  const key = newRequestKey()
  const bought = await buyLockProduct({ config_id: threeDay.id, amount: '1000' }, key)
  // the same intended purchase sent again (a lost answer, a second tap) locks nothing more
  expect((await buyLockProduct({ config_id: threeDay.id, amount: '1000' }, key)).id).toBe(bought.id)
  expect(bought).toMatchObject({ amount: '1000.00', day: 3, status: 1, remaining_days: 3 })
  expect(await usdt()).toMatchObject({ available: '1000.00', frozen: '1000.00' })

  const held = await fetchLockOrders({ page: 1, limit: 10 })
  expect(held).toMatchObject({ total: 1, locked_total: '1000.00', total_interest: '0.00' })
  const [order] = held.order_list
  // what the redemption sheet shows first: the server's price for today, which is the app's rule
  expect({ penalty: order.cancel_fee, refund: order.refund }).toEqual({
    penalty: '12.00',
    refund: '988.00',
  })
  expect(redemption(order.amount, order.adance_redeem_falsify, order.remaining_days)).toEqual({
    penalty: '12.00',
    refund: '988.00',
  })

  expect(await redeemLockOrder(order.id)).toEqual({
    id: order.id,
    penalty: '12.00',
    refund: '988.00',
  })
  expect(await usdt()).toMatchObject({ available: '1988.00', frozen: '0.00' })
  const again = await refusal(redeemLockOrder(order.id))
  expect(again.message).toBe('This order has already ended')

  const redeemed = await fetchLockOrders({ page: 1, limit: 10, status: '3' })
  expect(redeemed).toMatchObject({ total: 1, locked_total: '0.00' })
  expect(redeemed.order_list[0]).toMatchObject({
    id: order.id,
    status: 3,
    cancel_fee: '12.00',
    refund: '988.00',
  })
  expect((await fetchLockOrders({ page: 1, limit: 10, status: '1' })).total).toBe(0)
})
