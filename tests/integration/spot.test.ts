// Spot trading through the client's services against the real server (issue 26): funds moved into
// the spot account, a resting buy filled by another user's immediate-or-cancel sell, the lists and
// the book as the app reads them, and an order placed once when its answer is lost on the way back.
import { moveFunds } from '@/services/api/wallet'
import {
  cancelSpotOrder,
  fetchSpotDepth,
  fetchSpotFills,
  fetchSpotOrders,
  fetchSpotRules,
  placeSpotOrder,
  SPOT_STATUS,
} from '@/services/api/spot'
import { newRequestKey } from '@/services/http'
import { signIn } from '@/stores/session'
import { creditUser, lossyProxy, resetClient, signedInUser } from './support'

const USDT = 3
// ETH/USDT: a book no other suite trades on
const ETH = 2
const ETH_USDT = 2

beforeEach(async () => {
  await resetClient()
})

it('fills a resting buy at its price with a lower IOC sell; both users see their orders, fills and the book', async () => {
  const buyer = await signedInUser()
  await creditUser(buyer.email, '1000', 'legal')
  await moveFunds(
    { currency_id: USDT, number: '500', from_field: 'legal', to_field: 'change' },
    newRequestKey(),
  )
  const rules = await fetchSpotRules(ETH_USDT)
  expect(rules).toMatchObject({ tick: '0.01', step: '0.0001', maker_fee: '0.1' })
  const bid = await placeSpotOrder(
    { currency_id: ETH, legal_id: USDT, type: 1, amount: '0.1', target_price: '3000' },
    newRequestKey(),
  )
  expect(bid).toMatchObject({ status: SPOT_STATUS.open, frozen: '300', remaining: '0.1' })

  const seller = await signedInUser()
  await creditUser(seller.email, '0.5', 'change', 'ETH')
  const sold = await placeSpotOrder(
    { currency_id: ETH, legal_id: USDT, type: 2, amount: '0.1', target_price: '2990', tif: 'IOC' },
    newRequestKey(),
  )
  expect(sold).toMatchObject({
    status: SPOT_STATUS.filled,
    trade_price: '3000',
    trade_total: '300',
    charge_fee: '0.3',
  })
  const [sellerFill] = (await fetchSpotFills({ id: sold.id })).data
  expect(sellerFill).toMatchObject({ role: 'taker', price: '3000', amount: '0.1' })

  signIn(buyer.token)
  const [filled] = (await fetchSpotOrders({ status: SPOT_STATUS.filled })).data
  expect(filled).toMatchObject({ id: bid.id, trade_amount: '0.1', charge_fee: '0.0001' })
  const [buyerFill] = (await fetchSpotFills({})).data
  expect(buyerFill).toMatchObject({ order_id: bid.id, role: 'maker', fee_currency: ETH })
  const book = await fetchSpotDepth(ETH_USDT)
  expect(book).toMatchObject({ last_price: '3000', bids: [] })
})

it('places an order once when its answer is lost, and cancels it once', async () => {
  await signedInUser()
  const proxy = await lossyProxy('/api/coin/trade')
  process.env.TARO_APP_API_BASE = proxy.base
  try {
    const { email } = await signedInUser()
    await creditUser(email, '100', 'change')
    const order = await placeSpotOrder(
      { currency_id: ETH, legal_id: USDT, type: 1, amount: '0.01', target_price: '2000' },
      newRequestKey(),
    )
    expect(proxy.dropped()).toBe(1)
    const open = (await fetchSpotOrders({ status: SPOT_STATUS.open })).data
    expect(open.map((o) => o.id)).toEqual([order.id])
    const cancelled = await cancelSpotOrder(order.id, newRequestKey())
    expect(cancelled).toEqual({ id: order.id, status: 3, released: '20' })
  } finally {
    delete process.env.TARO_APP_API_BASE
    await proxy.close()
  }
})
