// Issue 26 item 1: the per-symbol rules of the spot engine (tick, step, minimum notional, fees)
// and the typed refusals an order gets before it can touch the book.
import { dec } from '../../../server/src/infra/money/decimal'
import { feeOf } from '../../../server/src/spot/fees'
import { placeOrder } from '../../../server/src/spot/match'
import type { TimeInForce } from '../../../server/src/spot/order'
import { placesToStep } from '../../../common/spotRules'
import { compileRules } from '../../../server/src/spot/rules'
import { bookOf, limit, market, resting, rules, RULES_INPUT } from './spotHelpers'

describe('operator rules', () => {
  it('accepts a sound set, with a 5 % market band unless another is set', () => {
    const compiled = compileRules(RULES_INPUT)
    expect(compiled.ok && compiled.rules.bandPercent.toFixed()).toBe('5')
  })

  it.each([
    ['tick', { tick: '0' }],
    ['tick', { tick: '1e-17' }],
    ['step', { step: '-0.1' }],
    ['step', { step: 'abc' }],
    ['minNotional', { minNotional: '-1' }],
    ['makerFee', { makerFee: '-0.1' }],
    ['takerFee', { takerFee: '100' }],
    ['basePlaces', { basePlaces: 1.5 }],
    ['quotePlaces', { quotePlaces: -1 }],
    ['bandPercent', { bandPercent: '0' }],
  ])('names %s when it is out of range', (field, bad) => {
    const compiled = compileRules({ ...RULES_INPUT, ...bad })
    expect(compiled).toMatchObject({ ok: false, field })
  })

  it('turns a match precision into its tick or step', () => {
    expect([0, 1, 2, 8].map(placesToStep)).toEqual(['1', '0.1', '0.01', '0.00000001'])
  })
})

describe('order refusals', () => {
  const book = () => bookOf([resting('1', 'maker', 'sell', '100', '1')])

  it.each([
    ['a zero amount', limit('u', 'buy', '100', '0'), 'spot_amount_invalid'],
    ['a negative amount', limit('u', 'buy', '100', '-1'), 'spot_amount_invalid'],
    ['an amount that is not a number', limit('u', 'buy', '100', '1O'), 'spot_amount_invalid'],
    ['an infinite amount', limit('u', 'buy', '100', 'Infinity'), 'spot_amount_invalid'],
    ['an amount too large to be real', limit('u', 'sell', '100', '1e15'), 'spot_amount_invalid'],
    ['a price too large to be real', limit('u', 'buy', '1e15', '1'), 'spot_price_invalid'],
    [
      'an unknown time in force',
      // as a caller without types could send it
      limit('u', 'buy', '100', '1', { tif: String('FOK') as TimeInForce }),
      'spot_tif_invalid',
    ],
    ['a zero price', limit('u', 'buy', '0', '1'), 'spot_price_invalid'],
    ['a negative price', limit('u', 'sell', '-5', '1'), 'spot_price_invalid'],
    ['a missing price', { ...limit('u', 'buy', '1', '1'), price: undefined }, 'spot_price_invalid'],
    ['a price off the tick', limit('u', 'buy', '100.005', '1'), 'spot_price_tick'],
    ['an amount off the step', limit('u', 'buy', '100', '0.00005'), 'spot_amount_step'],
    [
      'a post-only market order',
      { ...market('u', 'buy', '1'), tif: 'POST_ONLY' as const },
      'spot_market_post_only',
    ],
  ])('refuses %s', (_what, order, code) => {
    const b = book()
    const before = b.orders()
    expect(placeOrder(b, order, rules())).toMatchObject({ ok: false, code })
    expect(b.orders()).toEqual(before)
  })

  it('says which tick and step the symbol uses, for the message', () => {
    const r = rules({ tick: '0.05', step: '0.001' })
    expect(placeOrder(book(), limit('u', 'buy', '100.01', '1'), r)).toEqual({
      ok: false,
      code: 'spot_price_tick',
      vars: { tick: '0.05' },
    })
    expect(placeOrder(book(), limit('u', 'buy', '100.05', '1.0005'), r)).toEqual({
      ok: false,
      code: 'spot_amount_step',
      vars: { step: '0.001' },
    })
  })

  it('accepts prices and amounts on a grid that is not a power of ten', () => {
    const r = rules({ tick: '0.05', step: '0.25' })
    expect(placeOrder(book(), limit('u', 'buy', '99.95', '1.75'), r).ok).toBe(true)
  })

  it('refuses a limit order below the minimum notional, measured at its own price', () => {
    const r = rules({ minNotional: '10' })
    expect(placeOrder(book(), limit('u', 'buy', '99.99', '0.1'), r)).toEqual({
      ok: false,
      code: 'spot_min_notional',
      vars: { min: '10' },
    })
    expect(placeOrder(book(), limit('u', 'buy', '100', '0.1'), r).ok).toBe(true)
  })

  it('measures a market order’s notional at the last price', () => {
    const r = rules({ minNotional: '10' })
    const b = bookOf([resting('1', 'maker', 'sell', '101', '1')], '99')
    expect(placeOrder(b, market('u', 'buy', '0.1'), r)).toMatchObject({ code: 'spot_min_notional' })
    expect(placeOrder(b, market('u', 'buy', '0.1011'), r).ok).toBe(true)
  })
})

describe('fees', () => {
  it('are a percent of what is received, rounded down to the currency’s decimals', () => {
    // 0.123456789 x 0.1 % = 0.000123456789: 8 decimals keep 0.00012345 (half-up would give ...46)
    expect(feeOf(dec('0.123456789'), dec('0.1'), 8).toFixed()).toBe('0.00012345')
    expect(feeOf(dec('19.99'), dec('0.2'), 2).toFixed()).toBe('0.03')
    // below one cent rounds down to nothing
    expect(feeOf(dec('4.99'), dec('0.2'), 2).toFixed()).toBe('0')
  })

  it('are never negative', () => {
    expect(feeOf(dec('100'), dec('-0.1'), 2).toFixed()).toBe('0')
    expect(feeOf(dec('100'), dec('0'), 2).toFixed()).toBe('0')
  })

  it('charge the buyer in base and the seller in quote, maker and taker at their own rates', () => {
    const r = rules({ makerFee: '0.1', takerFee: '0.2', basePlaces: 6, quotePlaces: 2 })
    // the taker buys 0.3333 base at 33.33: the maker (seller) receives 11.108889 quote
    const b = bookOf([resting('1', 'seller', 'sell', '33.33', '1')])
    const placed = placeOrder(b, limit('buyer', 'buy', '33.33', '0.3333'), r)
    if (!placed.ok) throw new Error(placed.code)
    expect(placed.fills).toEqual([
      expect.objectContaining({
        total: '11.108889',
        makerFee: '0.01', // 11.108889 x 0.1 % = 0.0111..., down to cents
        makerFeeLeg: 'quote',
        takerFee: '0.000666', // 0.3333 x 0.2 % = 0.0006666, down to 6 decimals
        takerFeeLeg: 'base',
      }),
    ])
    expect(placed.received).toBe('0.332634')
    expect(placed.fee).toBe('0.000666')
  })
})
