// Issue 26 item 1: how the spot engine matches: price-time priority, trades at the resting price,
// partial fills, time in force, self-trade prevention, the market band, and the amounts the
// persistence layer freezes and releases.
import { dec } from '../../../server/src/infra/money/decimal'
import { SpotBook } from '../../../server/src/spot/book'
import { applyPlacement, place, placeOrder, type Placement } from '../../../server/src/spot/match'
import { type IncomingOrder, restingNeed } from '../../../server/src/spot/order'
import type { SpotRules } from '../../../server/src/spot/rules'
import { bookOf, limit, market, resting, rules } from './spotHelpers'

function accepted(book: SpotBook, order: IncomingOrder, r: SpotRules = rules()): Placement {
  const result = place(book, order, r)
  if (!result.ok) throw new Error(`refused: ${result.code}`)
  return result
}

const trades = (p: Placement) => p.fills.map((f) => [f.makerOrderId, f.price, f.amount])

describe('price-time priority', () => {
  it('fills the better price first, then the older order within a price', () => {
    const book = bookOf([
      resting('a', 's1', 'sell', '101', '1'),
      resting('b', 's2', 'sell', '100', '1'),
      resting('c', 's3', 'sell', '100', '1'),
    ])
    const p = accepted(book, limit('buyer', 'buy', '101', '2.5'))
    expect(trades(p)).toEqual([
      ['b', '100', '1'],
      ['c', '100', '1'],
      ['a', '101', '0.5'],
    ])
    expect(book.orders()).toEqual([resting('a', 's1', 'sell', '101', '0.5')])
  })

  it('keeps a partly filled maker at the front of its level', () => {
    const book = bookOf([
      resting('a', 's1', 'buy', '50', '2'),
      resting('b', 's2', 'buy', '50', '2'),
    ])
    accepted(book, limit('seller', 'sell', '50', '0.5'))
    const p = accepted(book, limit('seller', 'sell', '50', '1.6'))
    expect(trades(p)).toEqual([
      ['a', '50', '1.5'],
      ['b', '50', '0.1'],
    ])
  })

  it('rests an order behind those already at its price', () => {
    const book = bookOf([resting('a', 's1', 'sell', '100', '1')])
    accepted(book, { ...limit('s2', 'sell', '100', '1'), id: 'late' })
    const p = accepted(book, limit('buyer', 'buy', '100', '1'))
    expect(trades(p)).toEqual([['a', '100', '1']])
    expect(book.orders().map((o) => o.id)).toEqual(['late'])
  })
})

describe('trade price and what is frozen', () => {
  it('trades at the resting order’s price and releases a buyer’s price improvement', () => {
    const book = bookOf([resting('a', 'seller', 'sell', '98.5', '2')])
    const p = accepted(book, limit('buyer', 'buy', '100', '2'))
    expect(trades(p)).toEqual([['a', '98.5', '2']])
    expect(p.freeze).toEqual({ leg: 'quote', amount: '200' })
    expect(p.spent).toBe('197')
    expect(p.release).toEqual({ leg: 'quote', amount: '3' })
    expect(p).toMatchObject({ status: 'filled', resting: null, expired: '0', lastPrice: '98.5' })
  })

  it('trades a sell at the resting bid, however low the seller’s limit', () => {
    const book = bookOf([resting('a', 'buyer', 'buy', '101', '1')])
    const p = accepted(book, limit('seller', 'sell', '90', '1'))
    expect(trades(p)).toEqual([['a', '101', '1']])
    expect(p.freeze).toEqual({ leg: 'base', amount: '1' })
    expect(p).toMatchObject({ spent: '1', received: '101', release: { leg: 'base', amount: '0' } })
  })

  it('rests the unfilled part at the limit price, keeping exactly its need frozen', () => {
    const book = bookOf([resting('a', 'seller', 'sell', '99', '0.4')])
    const p = accepted(book, limit('buyer', 'buy', '100', '1'))
    expect(trades(p)).toEqual([['a', '99', '0.4']])
    expect(p.resting).toEqual(resting(p.order.id, 'buyer', 'buy', '100', '0.6'))
    // 100 frozen, 39.6 spent, 60 still needed by the rest: 0.4 released
    expect(p.release).toEqual({ leg: 'quote', amount: '0.4' })
    expect(restingNeed(p.resting!)).toEqual({ leg: 'quote', amount: '60' })
    expect(p.status).toBe('open')
    expect(book.bestBid()).toBe('100')
    expect(book.bestAsk()).toBeNull()
  })

  it('releases a cancelled order’s whole remaining need', () => {
    const book = bookOf([
      resting('a', 'buyer', 'buy', '12.5', '3'),
      resting('b', 's', 'sell', '13', '2'),
    ])
    expect(book.cancel('a')).toEqual({
      order: resting('a', 'buyer', 'buy', '12.5', '3'),
      release: { leg: 'quote', amount: '37.5' },
    })
    expect(book.cancel('b')?.release).toEqual({ leg: 'base', amount: '2' })
    expect(book.cancel('a')).toBeNull()
    expect(book.size).toBe(0)
  })
})

describe('time in force', () => {
  it('expires what an IOC order cannot fill at once, and releases its need', () => {
    const book = bookOf([resting('a', 'seller', 'sell', '100', '1')])
    const p = accepted(book, limit('buyer', 'buy', '100', '3', { tif: 'IOC' }))
    expect(trades(p)).toEqual([['a', '100', '1']])
    expect(p).toMatchObject({ resting: null, expired: '2', expiredBy: 'ioc', status: 'expired' })
    expect(p.release).toEqual({ leg: 'quote', amount: '200' })
    expect(book.size).toBe(0)
  })

  it('refuses a POST_ONLY order that would take, and changes nothing', () => {
    const book = bookOf([resting('a', 'seller', 'sell', '100', '1')])
    const order = limit('buyer', 'buy', '100', '1', { tif: 'POST_ONLY' })
    expect(placeOrder(book, order, rules())).toEqual({
      ok: false,
      code: 'spot_post_only_would_take',
    })
    expect(book.orders()).toEqual([resting('a', 'seller', 'sell', '100', '1')])
  })

  it('rests a POST_ONLY order that does not reach the other side', () => {
    const book = bookOf([resting('a', 'seller', 'sell', '100', '1')])
    const p = accepted(book, limit('buyer', 'buy', '99.99', '1', { tif: 'POST_ONLY' }))
    expect(p).toMatchObject({ fills: [], status: 'open', release: { amount: '0' } })
    expect(book.bestBid()).toBe('99.99')
  })
})

describe('self-trade prevention (EXPIRE_TAKER)', () => {
  it('trades up to the user’s own order, then expires the incoming rest and keeps the maker', () => {
    const book = bookOf([
      resting('a', 'other', 'sell', '100', '1'),
      resting('own', 'me', 'sell', '100', '1'),
      resting('c', 'other', 'sell', '100', '1'),
    ])
    const p = accepted(book, limit('me', 'buy', '100', '3'))
    expect(trades(p)).toEqual([['a', '100', '1']])
    expect(p).toMatchObject({
      expired: '2',
      expiredBy: 'self_trade',
      resting: null,
      status: 'expired',
    })
    expect(p.release).toEqual({ leg: 'quote', amount: '200' })
    expect(book.orders().map((o) => o.id)).toEqual(['own', 'c'])
  })

  it('expires a market order that meets the user’s own order first', () => {
    const book = bookOf([
      resting('own', 'me', 'buy', '100', '1'),
      resting('b', 'x', 'buy', '99', '1'),
    ])
    const p = accepted(book, market('me', 'sell', '1'))
    expect(p).toMatchObject({ fills: [], expired: '1', expiredBy: 'self_trade' })
    expect(p.release).toEqual(p.freeze)
    expect(book.size).toBe(2)
  })
})

describe('market orders', () => {
  it('stop at 5 % above the last price and release the rest', () => {
    const book = bookOf(
      [
        resting('a', 's', 'sell', '100', '1'),
        resting('b', 's', 'sell', '105', '1'),
        resting('c', 's', 'sell', '105.01', '1'),
      ],
      '100',
    )
    const p = accepted(book, market('buyer', 'buy', '3'))
    expect(trades(p)).toEqual([
      ['a', '100', '1'],
      ['b', '105', '1'],
    ])
    // frozen at the band's edge, the most it could pay
    expect(p.freeze).toEqual({ leg: 'quote', amount: '315' })
    expect(p).toMatchObject({ spent: '205', expired: '1', expiredBy: 'market', status: 'expired' })
    expect(p.release).toEqual({ leg: 'quote', amount: '110' })
    expect(p.order.price).toBeNull()
    expect(book.orders().map((o) => o.id)).toEqual(['c'])
  })

  it('stop at 5 % below the last price when selling, the edge moved inward onto the tick', () => {
    // 0.95 x 100.03 = 95.0285: the lowest price on the 0.05 grid inside the band is 95.05
    const r = rules({ tick: '0.05' })
    const book = bookOf(
      [resting('a', 'b', 'buy', '95.05', '1'), resting('b', 'b', 'buy', '95', '1')],
      '100.03',
    )
    const p = accepted(book, market('seller', 'sell', '2'), r)
    expect(trades(p)).toEqual([['a', '95.05', '1']])
    expect(p).toMatchObject({ freeze: { leg: 'base', amount: '2' }, expired: '1' })
    expect(p.release).toEqual({ leg: 'base', amount: '1' })
  })

  it('measure the band from the last trade, which each fill moves', () => {
    const book = bookOf(
      [resting('a', 's', 'sell', '104', '1'), resting('b', 's', 'sell', '108', '1')],
      '100',
    )
    expect(accepted(book, market('x', 'buy', '1')).lastPrice).toBe('104')
    expect(book.lastPrice).toBe('104')
    // 104 x 1.05 = 109.2: 108 is now within the band
    expect(trades(accepted(book, market('x', 'buy', '1')))).toEqual([['b', '108', '1']])
  })

  it('use an operator-set band', () => {
    const book = bookOf(
      [resting('a', 's', 'sell', '101', '1'), resting('b', 's', 'sell', '102', '1')],
      '100',
    )
    const p = accepted(book, market('x', 'buy', '2'), rules({ bandPercent: '1' }))
    expect(trades(p)).toEqual([['a', '101', '1']])
  })

  it.each([
    ['an empty book', [], '100', 'spot_market_book_empty'],
    [
      'a symbol that has never traded',
      [resting('a', 's', 'sell', '100', '1')],
      null,
      'spot_market_no_price',
    ],
    [
      'a book whose best price is outside the band',
      [resting('a', 's', 'sell', '105.01', '1')],
      '100',
      'spot_market_outside_band',
    ],
  ])('are refused against %s', (_what, orders, last, code) => {
    const book = bookOf(orders, last)
    expect(placeOrder(book, market('x', 'buy', '1'), rules())).toMatchObject({ ok: false, code })
    expect(book.size).toBe(orders.length)
  })
})

describe('the book as the persistence layer uses it', () => {
  it('is the same book when rebuilt from its open orders in arrival order', () => {
    const book = bookOf([])
    const orders = [
      limit('s1', 'sell', '101', '1'),
      limit('s2', 'sell', '100', '2'),
      limit('b1', 'buy', '99', '1'),
      limit('s3', 'sell', '100', '1'),
      limit('b2', 'buy', '100.5', '2.5'),
      limit('b3', 'buy', '99', '0.5'),
    ]
    for (const o of orders) accepted(book, o)
    const rebuilt = SpotBook.from(book.orders(), book.lastPrice)
    expect(rebuilt.orders()).toEqual(book.orders())
    expect(rebuilt.depth(10)).toEqual(book.depth(10))
    const next = limit('s9', 'sell', '98', '5')
    expect(placeOrder(rebuilt, next, rules())).toEqual(placeOrder(book, next, rules()))
  })

  it('aggregates depth per level, best first', () => {
    const book = bookOf([
      resting('a', 'x', 'buy', '99', '1'),
      resting('b', 'y', 'buy', '99', '0.5'),
      resting('c', 'x', 'buy', '98', '2'),
      resting('d', 'x', 'sell', '101', '3'),
    ])
    expect(book.depth(1)).toEqual({ bids: [['99', '1.5']], asks: [['101', '3']] })
  })

  it('does not change when a placement is only computed', () => {
    const book = bookOf([resting('a', 'x', 'sell', '100', '1')])
    const before = book.orders()
    const p = placeOrder(book, limit('y', 'buy', '100', '2'), rules())
    expect(p.ok).toBe(true)
    expect(book.orders()).toEqual(before)
    expect(book.lastPrice).toBe('100')
  })

  it('refuses to apply a placement computed on another state of the book', () => {
    const book = bookOf([resting('a', 'x', 'sell', '100', '1')])
    const p = placeOrder(book, limit('y', 'buy', '100', '1'), rules())
    if (!p.ok) throw new Error(p.code)
    book.fill('a', dec('0.5'))
    expect(() => applyPlacement(book, p)).toThrow()
    // nothing was applied: the half left is still there and nothing rests
    expect(book.orders()).toEqual([resting('a', 'x', 'sell', '100', '0.5')])
  })

  it('rejects an id that is already on the book, as a caller’s mistake', () => {
    const book = bookOf([resting('a', 'x', 'sell', '100', '1')])
    expect(() => placeOrder(book, { ...limit('y', 'buy', '99', '1'), id: 'a' }, rules())).toThrow()
  })
})
