// Spot's order rules, one copy for the form that refuses an order before it is sent and the engine
// that refuses it on arrival (server/src/spot/rules.ts), so the app never lets through what the
// server turns away, nor turns away what it would take. Decimal strings throughout (./decimal),
// never floats; what the form shows before commit (total, fee, what arrives) is worked out here
// too, as the engine will.
import { compare, divDown, mul, round, sub } from './decimal'
import { toPlain } from './decimalText'

export type SpotSide = 'buy' | 'sell'
export type SpotKind = 'limit' | 'market'
/** GTC rests what it cannot fill; IOC expires it; POST_ONLY is refused if it would fill at all. */
export type SpotTif = 'GTC' | 'IOC' | 'POST_ONLY'

export const SPOT_TIFS: readonly SpotTif[] = ['GTC', 'IOC', 'POST_ONLY']

/** How far from the last price a market order may trade, in percent, unless the operator says. */
export const DEFAULT_BAND_PERCENT = '5'

// The engine keeps 64 significant digits (server/src/infra/money/decimal.ts). Amounts and prices below
// 10^15 on grids of at most 16 decimals have at most 31 digits each, so every amount x price it
// forms is exact; nothing real comes near either bound.
const MAX_VALUE = '1000000000000000'
export const MAX_GRID_PLACES = 16

/** A precision as a step: 2 -> '0.01', 0 -> '1' (a match's price_precision and amount_precision). */
export function placesToStep(places: number): string {
  if (!Number.isInteger(places) || places < 0) throw new RangeError(`not a precision: ${places}`)
  return places === 0 ? '1' : `0.${'0'.repeat(places - 1)}1`
}

/** Places of a grid step: '0.01' -> 2, '1' -> 0. */
export function placesOf(step: string): number {
  const dot = step.indexOf('.')
  return dot < 0 ? 0 : step.length - dot - 1
}

/** Whether `value` is a whole number of `unit`s (both plain decimals, `unit` above zero). */
export function isOnGrid(value: string, unit: string): boolean {
  // divDown truncates, so the quotient times the unit gives the value back only when it is whole
  return compare(mul(divDown(value, unit, 0), unit), value) === 0
}

/** A symbol's grids as both sides read them: the wire's tick, step and min_notional. */
export interface SpotGrid {
  /** prices are whole multiples of this ('0.01') */
  tick: string
  /** base amounts are whole multiples of this ('0.0001') */
  step: string
  /** smallest amount x price, in quote; '0' for none */
  minNotional: string
}

/** An order's own fields, as typed into the form or sent over the wire. */
export interface SpotOrderFields {
  kind: SpotKind
  amount: unknown
  /** the limit price; ignored for a market order */
  price?: unknown
  /** GTC when absent */
  tif?: string
}

/** Why an order's own fields fail the rules; each code is the server's message key. */
export type SpotFaultCode =
  | 'spot_amount_invalid'
  | 'spot_tif_invalid'
  | 'spot_price_invalid'
  | 'spot_price_tick'
  | 'spot_market_post_only'
  | 'spot_amount_step'
  | 'spot_min_notional'

export interface SpotFault {
  ok: false
  code: SpotFaultCode
  /** the message's placeholders: {{tick}}, {{step}}, {{min}} */
  vars?: Record<string, string>
}

/** An order whose own fields passed, as plain decimal text. */
export interface SpotFieldsChecked {
  ok: true
  amount: string
  /** null for a market order */
  price: string | null
  tif: SpotTif
}

const fault = (code: SpotFaultCode, vars?: Record<string, string>): SpotFault =>
  vars ? { ok: false, code, vars } : { ok: false, code }

/** Plain decimal text above zero and below 10^15, or null. */
function sizeOf(value: unknown): string | null {
  const plain = typeof value === 'string' ? toPlain(value) : null
  return plain !== null && compare(plain, 0) > 0 && compare(plain, MAX_VALUE) < 0 ? plain : null
}

const isTif = (tif: string): tif is SpotTif => (SPOT_TIFS as readonly string[]).includes(tif)

/**
 * The checks that need only the order and the symbol's grids, in the order a person fixes them:
 * the amount, the price, their grids, then their product. A market order's notional is measured at
 * `marketPrice` (the last price on the server, the best opposite level in the form), as that is
 * what it is expected to trade near; without one it is left to the book, which refuses the order.
 */
export function checkSpotFields(
  order: SpotOrderFields,
  grid: SpotGrid,
  marketPrice: string | null,
): SpotFieldsChecked | SpotFault {
  const amount = sizeOf(order.amount)
  if (amount === null) return fault('spot_amount_invalid')
  const tif = order.tif ?? 'GTC'
  if (!isTif(tif)) return fault('spot_tif_invalid')
  let price: string | null = null
  if (order.kind === 'limit') {
    price = sizeOf(order.price)
    if (price === null) return fault('spot_price_invalid')
    if (!isOnGrid(price, grid.tick)) return fault('spot_price_tick', { tick: grid.tick })
  } else if (tif === 'POST_ONLY') {
    return fault('spot_market_post_only')
  }
  if (!isOnGrid(amount, grid.step)) return fault('spot_amount_step', { step: grid.step })
  const notionalPrice = price ?? marketPrice
  if (notionalPrice !== null && compare(mul(amount, notionalPrice), grid.minNotional) < 0) {
    return fault('spot_min_notional', { min: grid.minNotional })
  }
  return { ok: true, amount, price, tif }
}

/**
 * The price a market order is expected at: the best level of the other side, or null when that
 * side is empty (the server refuses such an order, and the form says so first).
 */
export function marketPrice(
  side: SpotSide,
  bids: readonly (readonly [string, string])[],
  asks: readonly (readonly [string, string])[],
): string | null {
  const best = side === 'buy' ? asks[0] : bids[0]
  return best ? best[0] : null
}

/** Decimals the form counts a fee to before the order is sent (the server's default, decision 58). */
export const FEE_PLACES = 8

/** A symbol's fees as the wire gives them: percents of what each side receives. */
export interface SpotFees {
  maker_fee: string
  taker_fee: string
}

export interface SpotPreview {
  /** quote: amount x price (a market order's is an estimate at the best price) */
  total: string
  /** at most this fee, at the taker's rate (a limit order that rests pays the maker's, lower) */
  fee: string
  /** what arrives after that fee: base to a buyer, quote to a seller */
  receive: string
}

const NUMBER = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/
const isPositive = (value: string): boolean => NUMBER.test(value) && compare(value, 0) > 0

/** '1.2300' -> '1.23', '5.000' -> '5', '0' -> '0' */
const trim = (value: string): string => (value.includes('.') ? value.replace(/\.?0+$/, '') : value)

/** The preview of `amount` at `price`; null until both are numbers above zero. */
export function preview(
  side: SpotSide,
  amount: string,
  price: string | null,
  fees: SpotFees,
): SpotPreview | null {
  if (!price || !isPositive(amount) || !isPositive(price)) return null
  const total = mul(amount, price)
  const received = side === 'buy' ? amount : total
  const rate = compare(fees.taker_fee, fees.maker_fee) >= 0 ? fees.taker_fee : fees.maker_fee
  const fee = round(divDown(mul(received, rate), '100', FEE_PLACES + 2), FEE_PLACES, 'down')
  return { total: trim(total), fee: trim(fee), receive: trim(sub(received, fee)) }
}

/**
 * The amount a share of what is available buys or sells: a share of the quote held, at `price`,
 * to buy; a share of the base held to sell; rounded down onto the step.
 */
export function amountForShare(
  side: SpotSide,
  percent: number,
  available: string,
  price: string | null,
  step: string,
): string {
  const share = divDown(mul(available, String(percent)), '100', 18)
  const places = placesOf(step)
  if (side === 'sell') return trim(round(share, places, 'down'))
  if (!price || !isPositive(price)) return ''
  return trim(divDown(share, price, places))
}
