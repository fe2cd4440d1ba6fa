// Spot orders through the real server (issue 26 items 2, 5 and 7): what an order freezes, what a
// fill moves on both sides with its fees, what a cancel releases, the lists and the book, and
// every refusal answered in the user's language with nothing written.
import type { SpotDepth, SpotFill, SpotOrder } from '../../../types/catalogue/spot'
import type { Paged } from '../../../types/envelope'
import { contextOf } from '../../../server/src/app'
import { cancelSpotOrder } from '../../../server/src/spot/cancel'
import { BOOT_TIMEOUT, call, failure, okMessage, startServer, type TestServer } from './helpers'
import { brokenChains, ledgerMismatches } from './microtradeHelpers'
import { crossedBooks, frozenMismatches } from '../../support/books'
import { BTC, cancel, depth, spotParts, spotUser, trade, USDT } from './spotHttpHelpers'
import { sampleSpotRules } from '../../support/samples'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
}, BOOT_TIMEOUT)
afterAll(() => server.close())

afterEach(async () => {
  // whatever a test did, the ledger and the book stay whole
  expect(await ledgerMismatches(server.db)).toEqual([])
  expect(await brokenChains(server.db)).toEqual([])
  expect(await frozenMismatches(server.db)).toEqual([])
  expect(await crossedBooks(server.db)).toEqual([])
})

/** Cancels every open order, so each test starts from an empty book. */
beforeEach(async () => {
  const open = await server.db.query<{ id: number; user_id: number }>(
    'SELECT id, user_id FROM spot_orders WHERE status = 1',
  )
  const { clock, feed } = contextOf(server.app)
  for (const order of open) {
    await server.db.tx((q) => cancelSpotOrder(q, clock, feed, order.user_id, order.id))
  }
})

const parts = (userId: number, currency: number) => spotParts(server.db, userId, currency)
const ordersOf = async (token: string, status?: string) =>
  okMessage(
    await call<Paged<SpotOrder>>(server, 'GET', '/api/coin/list', {
      token,
      body: status ? { status } : {},
    }),
  ).data
const fillsOf = async (token: string, id?: number) =>
  okMessage(
    await call<Paged<SpotFill>>(server, 'GET', '/api/coin/fills', {
      token,
      body: id ? { id: String(id) } : {},
    }),
  ).data

it('rests a sell, fills a crossing buy at the resting price with fees both ways, then releases the rest on cancel', async () => {
  const seller = await spotUser(server, { [BTC]: '1' })
  const buyer = await spotUser(server, { [USDT]: '20000' })

  const ask = okMessage(
    await trade(server, seller.token, { type: '2', amount: '0.1', target_price: '95000' }),
  )
  expect(ask).toMatchObject({ status: 1, trade_amount: '0', remaining: '0.1', frozen: '0.1' })
  expect(await parts(seller.id, BTC)).toEqual({ available: '0.9', frozen: '0.1' })

  const bid = okMessage(
    await trade(server, buyer.token, { type: '1', amount: '0.15', target_price: '95100' }),
  )
  // 0.1 taken at the seller's 95000 (not the buyer's 95100); 0.05 rests, holding 0.05 x 95100
  expect(bid).toMatchObject({
    symbol: 'BTC/USDT',
    kind: 'limit',
    tif: 'GTC',
    status: 1,
    num: '0.15',
    trade_amount: '0.1',
    trade_total: '9500',
    trade_price: '95000',
    remaining: '0.05',
    frozen: '4755',
    charge_fee: '0.0001',
    fee_currency: BTC,
  })
  expect(await parts(buyer.id, USDT)).toEqual({ available: '5745', frozen: '4755' })
  expect(await parts(buyer.id, BTC)).toEqual({ available: '0.0999', frozen: '0' })
  // the seller's 0.1 % is of the 9500 USDT received
  expect(await parts(seller.id, USDT)).toEqual({ available: '9490.5', frozen: '0' })
  expect(await parts(seller.id, BTC)).toEqual({ available: '0.9', frozen: '0' })

  const [sold] = await ordersOf(seller.token)
  expect(sold).toMatchObject({ id: ask.id, status: 2, trade_amount: '0.1', charge_fee: '9.5' })
  expect(await fillsOf(buyer.token)).toEqual([
    expect.objectContaining({
      order_id: bid.id,
      type: 1,
      role: 'taker',
      price: '95000',
      amount: '0.1',
      total: '9500',
      fee: '0.0001',
      fee_currency: BTC,
    }),
  ])
  expect(await fillsOf(seller.token, ask.id)).toEqual([
    expect.objectContaining({
      order_id: ask.id,
      type: 2,
      role: 'maker',
      fee: '9.5',
      fee_currency: USDT,
    }),
  ])
  // the seller's order id shows the buyer nothing of the seller's side
  expect(await fillsOf(buyer.token, ask.id)).toEqual([])

  const book = okMessage(await depth(server))
  expect(book).toMatchObject({ bids: [['95100', '0.05']], asks: [], last_price: '95000' })

  const cancelled = okMessage(await cancel(server, buyer.token, bid.id))
  expect(cancelled).toEqual({ id: bid.id, status: 3, released: '4755' })
  expect(await parts(buyer.id, USDT)).toEqual({ available: '10500', frozen: '0' })
  const after = okMessage(await depth(server))
  expect(after.bids).toEqual([])
  expect(after.seq).toBe(book.seq + 1)
  const [ended] = await ordersOf(buyer.token, '3')
  expect(ended).toMatchObject({
    id: bid.id,
    status: 3,
    end_reason: 'cancelled',
    remaining: '0',
    frozen: '0',
  })

  expect(failure(await cancel(server, buyer.token, bid.id)).message).toBe(
    'This order is no longer open',
  )
  expect(failure(await cancel(server, seller.token, bid.id)).message).toBe('Order not found')
})

it('stops a market buy at 5 % above the last price and releases what it could not spend', async () => {
  const maker = await spotUser(server, { [BTC]: '1' })
  const taker = await spotUser(server, { [USDT]: '10000' })
  // a first trade at 95000 sets the last price
  await trade(server, maker.token, { type: '2', amount: '0.01', target_price: '95000' })
  await trade(server, taker.token, { type: '1', amount: '0.01', target_price: '95000' })
  await trade(server, maker.token, { type: '2', amount: '0.01', target_price: '99000' })
  await trade(server, maker.token, { type: '2', amount: '0.01', target_price: '99800' })

  const bought = okMessage(await trade(server, taker.token, { type: '1', amount: '0.05' }))
  // 99000 is within 95000 x 1.05 = 99750; 99800 is not
  expect(bought).toMatchObject({
    kind: 'market',
    target_price: '0',
    status: 3,
    end_reason: 'market',
    trade_amount: '0.01',
    trade_total: '990',
    frozen: '0',
  })
  expect(await parts(taker.id, USDT)).toEqual({ available: '8060', frozen: '0' })
  const book = okMessage(await depth(server))
  expect(book.asks).toEqual([['99800', '0.01']])
  expect(book.last_price).toBe('99000')

  // the band moved with the last price: 99800 is now within 99000 x 1.05
  const sold = okMessage(await trade(server, taker.token, { type: '1', amount: '0.01' }))
  expect(sold).toMatchObject({ status: 2, trade_price: '99800' })
})

it('expires the rest of an order that would trade with its owner, and leaves their resting order alone', async () => {
  const user = await spotUser(server, { [BTC]: '1', [USDT]: '10000' })
  const other = await spotUser(server, { [BTC]: '1' })
  await trade(server, other.token, { type: '2', amount: '0.01', target_price: '94000' })
  const own = okMessage(
    await trade(server, user.token, { type: '2', amount: '0.01', target_price: '95000' }),
  )
  const bid = okMessage(
    await trade(server, user.token, { type: '1', amount: '0.03', target_price: '95000' }),
  )
  expect(bid).toMatchObject({
    status: 3,
    end_reason: 'self_trade',
    trade_amount: '0.01',
    trade_price: '94000',
  })
  expect(okMessage(await depth(server)).asks).toEqual([['95000', '0.01']])
  expect((await ordersOf(user.token, '1')).map((o) => o.id)).toEqual([own.id])
  // all that is frozen of the user's USDT is nothing: the buy holds nothing once ended
  expect((await parts(user.id, USDT)).frozen).toBe('0')
})

it('answers the same order to a retry with the same key', async () => {
  const user = await spotUser(server, { [USDT]: '1000' })
  const body = { type: '1', amount: '0.001', target_price: '90000' }
  const first = okMessage(await trade(server, user.token, body, 'spot-key-1'))
  const again = okMessage(await trade(server, user.token, body, 'spot-key-1'))
  expect(again).toEqual(first)
  expect(await ordersOf(user.token)).toHaveLength(1)
  expect(await parts(user.id, USDT)).toEqual({ available: '910', frozen: '90' })
  const cancelled = okMessage(await cancel(server, user.token, first.id, 'spot-cancel-1'))
  expect(okMessage(await cancel(server, user.token, first.id, 'spot-cancel-1'))).toEqual(cancelled)
  expect(await parts(user.id, USDT)).toEqual({ available: '1000', frozen: '0' })
})

describe('refusals', () => {
  it.each([
    [
      'a zero amount',
      { type: '1', amount: '0', target_price: '95000' },
      'Please enter an amount greater than 0',
    ],
    [
      'a price off the tick',
      { type: '1', amount: '0.001', target_price: '95000.001' },
      'The price must be a multiple of 0.01',
    ],
    [
      'an amount off the step',
      { type: '1', amount: '0.000001', target_price: '95000' },
      'The amount must be a multiple of 0.00001',
    ],
    [
      'a total under the minimum',
      { type: '1', amount: '0.00001', target_price: '95000' },
      'The order total must be at least 5 USDT',
    ],
    [
      'more than is available',
      { type: '1', amount: '1', target_price: '95000' },
      'Insufficient balance',
    ],
    [
      'an unknown symbol',
      { currency_id: '999', type: '1', amount: '1', target_price: '1' },
      'Symbol not found',
    ],
    [
      'a market order into an empty side',
      { type: '2', amount: '0.001' },
      'There are no orders to trade with at the market price. Please place a limit order.',
    ],
    [
      'a side that is neither',
      { type: '3', amount: '0.001', target_price: '95000' },
      'Please choose buy or sell',
    ],
  ])('refuses %s, freezing nothing', async (_name, body, message) => {
    const user = await spotUser(server, { [USDT]: '1000', [BTC]: '0.01' })
    expect(failure(await trade(server, user.token, body)).message).toBe(message)
    expect(await ordersOf(user.token)).toEqual([])
    expect(await parts(user.id, USDT)).toEqual({ available: '1000', frozen: '0' })
  })

  it('refuses a symbol without a spot book and a post-only order that would take, in Arabic', async () => {
    const user = await spotUser(server, { [USDT]: '1000' })
    const other = await spotUser(server, { [BTC]: '1' })
    const stock = contextOf(server.app)
      .feed.matches()
      .find((m) => m.open_coin_trade === 0)
    if (!stock) throw new Error('the catalogue lists no symbol without a spot book')
    const closed = await trade(server, user.token, {
      currency_id: String(stock.currency_id),
      legal_id: String(stock.legal_id),
      type: '1',
      amount: '1',
      target_price: '1',
      lang: 'ar',
    })
    expect(failure(closed).message).not.toBe('Spot trading is not open for this symbol')
    expect(failure(closed).message).toMatch(/[\u0600-\u06ff]/)
    await trade(server, other.token, { type: '2', amount: '0.001', target_price: '95000' })
    const taking = await trade(server, user.token, {
      type: '1',
      amount: '0.001',
      target_price: '95000',
      tif: 'POST_ONLY',
    })
    expect(failure(taking).message).toBe(
      'This post-only order would trade at once, so it was not placed',
    )
    expect(await ordersOf(user.token)).toEqual([])
  })
})

it('shows the book public, with its sequence, and a symbol without a book as not found', async () => {
  const book: SpotDepth = okMessage(await depth(server, 2))
  expect(book).toMatchObject({ match_id: 2, bids: [], asks: [] })
  const stock = contextOf(server.app)
    .feed.matches()
    .find((m) => m.open_coin_trade === 0)
  expect(failure(await depth(server, stock?.id)).message).toBe(
    'Spot trading is not open for this symbol',
  )
  const rules = okMessage(await call(server, 'GET', '/api/coin/rules', { body: { match_id: '1' } }))
  expect(rules).toEqual(sampleSpotRules())
})
