// Dual investment through the client's services against the running server (issue 29 item 1):
// the operator lists a product; the app finds it by coin and side, refuses an amount outside its
// range in the server's words, buys once however often the answer is lost, and lists the order
// holding its deposit.
import { fetchWallets } from '@/services/api/wallet'
import { buyDual, fetchDualOrders, fetchDualProduct, fetchDualProducts } from '@/services/api/dual'
import { ApiError, newRequestKey } from '@/services/http'
import { TEST_OPS_TOKEN } from '../setup/constants'
import { creditUser, origin, resetClient, signedInUser } from './support'

const ETH = 2

beforeEach(async () => {
  await resetClient()
})

it('finds, refuses, buys once and lists a dual product as the screens do', async () => {
  const settleAt = Math.floor(Date.now() / 1000) + 10 * 86_400
  const res = await fetch(`${origin()}/ops/dual/product`, {
    method: 'POST',
    headers: { 'x-ops-token': TEST_OPS_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify({
      currency_id: String(ETH),
      type: 'put',
      target_price: '1500',
      apr: '25',
      days: '7',
      settle_at: String(settleAt),
      min: '50',
      max: '500',
      quota: '10000',
    }),
  })
  const listed = ((await res.json()) as { message: { id: number } }).message
  const { email } = await signedInUser()
  await creditUser(email, '300', 'legal')

  const products = await fetchDualProducts(ETH, 'put')
  expect(products.map((p) => p.id)).toContain(listed.id)
  const product = await fetchDualProduct(listed.id)
  expect(product).toMatchObject({ deposit_name: 'USDT', coin_places: 6, open: true })

  const refused = await buyDual(listed.id, '20', newRequestKey()).catch((e: unknown) => e)
  expect(refused).toBeInstanceOf(ApiError)
  expect((refused as ApiError).message).toBe('Please enter an amount from 50 to 500 USDT')

  const key = newRequestKey()
  const order = await buyDual(listed.id, '200', key)
  expect(await buyDual(listed.id, '200', key)).toEqual(order)
  const orders = await fetchDualOrders(1)
  expect(orders.data.map((o) => o.id)).toEqual([order.id])
  expect(orders.data[0]).toMatchObject({ status: 1, num: '200', payout: null })
  const wallets = await fetchWallets()
  expect(wallets.legal_wallet.balance.find((b) => b.currency === 3)).toMatchObject({
    legal_balance: '100.00',
    lock_legal_balance: '200.00',
  })
})
