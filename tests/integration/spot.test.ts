// Spot trading through the client's services against the real server (issue 26), whose market
// maker quotes every book: funds moved into the spot account, a buy inside the maker's spread
// filled by another user's immediate-or-cancel sell, the lists and the book as the app reads them,
// an order placed once when its answer is lost, and the local book kept from the socket's
// increments, with a new snapshot after a lost one.
import { io, type Socket } from 'socket.io-client'
import type { SpotDepthEvent } from '@wire/catalogue/spot'
import { SOCKET_EVENTS } from '@wire/market'
import { add, compare, mul } from '@common/decimal'
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
import { followBook, receiveDepth, spotBook } from '@/stores/spot'
import { creditUser, lossyProxy, origin, resetClient, signedInUser, until } from './support'

const USDT = 3
const ETH = 2
const ETH_USDT = 2
const SOL = 9
const SOL_USDT = 4

/** A decimal as the server writes it: no trailing zeros. */
const plain = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value)

/** The maker's best bid once it quotes the book (it starts with the server). */
async function bestBid(matchId: number): Promise<string> {
  let best = ''
  await until(async () => {
    best = (await fetchSpotDepth(matchId)).bids[0]?.[0] ?? ''
    return best !== ''
  })
  return best
}

beforeEach(async () => {
  await resetClient()
})

it('fills a bid inside the spread with an IOC sell; both users see their orders, fills and the book', async () => {
  const buyer = await signedInUser()
  await creditUser(buyer.email, '1000', 'legal')
  await moveFunds(
    { currency_id: USDT, number: '500', from_field: 'legal', to_field: 'change' },
    newRequestKey(),
  )
  const rules = await fetchSpotRules(ETH_USDT)
  expect(rules).toMatchObject({ tick: '0.01', step: '0.0001', maker_fee: '0.1' })
  expect((await fetchSpotDepth(ETH_USDT)).simulated).toBe(true)
  // a tick above the house's best bid: first in line
  const price = plain(add(await bestBid(ETH_USDT), '0.01'))
  const bid = await placeSpotOrder(
    { currency_id: ETH, legal_id: USDT, type: 1, amount: '0.1', target_price: price },
    newRequestKey(),
  )
  expect(bid.status).toBe(SPOT_STATUS.open)
  expect(compare(bid.frozen, mul(price, '0.1'))).toBe(0)

  const seller = await signedInUser()
  await creditUser(seller.email, '0.5', 'change', 'ETH')
  const sold = await placeSpotOrder(
    { currency_id: ETH, legal_id: USDT, type: 2, amount: '0.1', target_price: price, tif: 'IOC' },
    newRequestKey(),
  )
  expect(sold).toMatchObject({ status: SPOT_STATUS.filled, trade_price: price })
  const [sellerFill] = (await fetchSpotFills({ id: sold.id })).data
  expect(sellerFill).toMatchObject({ role: 'taker', price, amount: '0.1', simulated: false })

  signIn(buyer.token)
  const [filled] = (await fetchSpotOrders({ status: SPOT_STATUS.filled })).data
  expect(filled).toMatchObject({ id: bid.id, trade_amount: '0.1', charge_fee: '0.0001' })
  const [buyerFill] = (await fetchSpotFills({})).data
  expect(buyerFill).toMatchObject({ order_id: bid.id, role: 'maker', fee_currency: ETH })
  const book = await fetchSpotDepth(ETH_USDT)
  expect(book.bids[0][0]).not.toBe(price)
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

describe('the local book', () => {
  let socket: Socket
  const heard: SpotDepthEvent[] = []
  /** the increments the socket loses on the way to the store */
  let lose: (e: SpotDepthEvent) => boolean = () => false
  beforeAll(async () => {
    // the socket is the test's own: it hands the store everything the server sends (the market
    // maker's requotes too) less what it loses
    socket = io(origin(), { transports: ['websocket'], forceNew: true })
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    socket.on(SOCKET_EVENTS.coinDepth, (e: SpotDepthEvent) => {
      heard.push(e)
      if (!lose(e)) receiveDepth(e)
    })
    socket.emit(SOCKET_EVENTS.subCoin, { match_id: SOL_USDT })
  })
  afterAll(() => socket.close())

  it('applies increments in sequence, and takes a new snapshot after one is lost', async () => {
    const stop = followBook(SOL_USDT)
    await until(() => spotBook.status === 'live')
    await signedInUser()
    const { email } = await signedInUser()
    await creditUser(email, '100', 'change')
    // below the house's bids: each rests on a level of its own
    const below = plain(add(await bestBid(SOL_USDT), '-5'))
    const place = async (price: string) => {
      const from = heard.length
      const order = await placeSpotOrder(
        { currency_id: SOL, legal_id: USDT, type: 1, amount: '0.1', target_price: price },
        newRequestKey(),
      )
      await until(() => heard.slice(from).some((e) => e.bids.some((l) => l[0] === price)))
      return order
    }

    await place(below)
    // heard is not yet applied when it came ahead of an earlier increment: the store holds it a
    // moment for that one (REORDER_MS), as a busy machine delivers them
    await until(() => spotBook.bids.some((l) => l[0] === below))
    expect(spotBook.bids.find((l) => l[0] === below)).toEqual([below, '0.1'])
    expect(spotBook.resyncs).toBe(0)

    // the second order's increment never arrives: the next one does not follow what the store holds
    const second = plain(add(below, '-1'))
    lose = (e) => e.bids.some((l) => l[0] === second)
    await place(second)
    const third = plain(add(below, '-2'))
    await place(third)
    lose = () => false
    // the third waits a moment for the second, then the store takes a new snapshot
    await until(() => spotBook.resyncs === 1)
    await until(() => spotBook.status === 'live' && spotBook.bids.some((l) => l[0] === second))
    const server = await fetchSpotDepth(SOL_USDT, 50)
    expect(spotBook.seq).toBeGreaterThanOrEqual(server.seq - 1)
    expect(spotBook.bids.filter((l) => [below, second, third].includes(l[0]))).toEqual([
      [below, '0.1'],
      [second, '0.1'],
      [third, '0.1'],
    ])
    stop()
  })
})
