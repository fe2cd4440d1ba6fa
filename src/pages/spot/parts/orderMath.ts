// What the order form shows before commit, worked out as the server will: the total, the most the
// fee can be, and what arrives. Decimal strings throughout (common/decimal), never floats.
import { compare, divDown, mul, round, sub } from '@common/decimal'
import type { SpotRules } from '@/services/api/spot'

export type Side = 'buy' | 'sell'
export type Kind = 'limit' | 'market'

/** Decimals a fee is counted to (the server's default, decision 58). */
export const FEE_PLACES = 8

/** Places of a grid step: '0.01' -> 2, '1' -> 0. */
export function placesOf(step: string): number {
  const dot = step.indexOf('.')
  return dot < 0 ? 0 : step.length - dot - 1
}

/**
 * The price a market order is expected at: the best level of the other side, or null when that
 * side is empty (the server refuses such an order, and the form says so first).
 */
export function marketPrice(
  side: Side,
  bids: readonly (readonly [string, string])[],
  asks: readonly (readonly [string, string])[],
): string | null {
  const best = side === 'buy' ? asks[0] : bids[0]
  return best ? best[0] : null
}

export interface Preview {
  /** quote: amount x price (a market order's is an estimate at the best price) */
  total: string
  /** at most this fee, at the taker's rate (a limit order that rests pays the maker's, lower) */
  fee: string
  /** what arrives after that fee: base to a buyer, quote to a seller */
  receive: string
}

/** The preview of `amount` at `price`; null until both are numbers above zero. */
export function preview(
  side: Side,
  amount: string,
  price: string | null,
  rules: SpotRules,
): Preview | null {
  if (!price || !isPositive(amount) || !isPositive(price)) return null
  const total = mul(amount, price)
  const received = side === 'buy' ? amount : total
  const rate = compare(rules.taker_fee, rules.maker_fee) >= 0 ? rules.taker_fee : rules.maker_fee
  const fee = round(divDown(mul(received, rate), '100', FEE_PLACES + 2), FEE_PLACES, 'down')
  return { total: trim(total), fee: trim(fee), receive: trim(sub(received, fee)) }
}

/**
 * The amount a share of what is available buys or sells: a share of the quote held, at `price`,
 * to buy; a share of the base held to sell; rounded down onto the step.
 */
export function amountForShare(
  side: Side,
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

/** What is wrong with the order before it is sent, as a message key; null when nothing. */
export function orderFault(
  side: Side,
  kind: Kind,
  amount: string,
  price: string | null,
  available: string,
  rules: SpotRules,
): string | null {
  if (!isPositive(amount)) return 'spot.amountAboveZero'
  if (!isMultiple(amount, rules.step)) return 'spot.amountStep'
  if (kind === 'limit') {
    if (!price || !isPositive(price)) return 'spot.priceAboveZero'
    if (!isMultiple(price, rules.tick)) return 'spot.priceTick'
  } else if (!price) return 'spot.noMarket'
  if (price && compare(mul(amount, price), rules.min_notional) < 0) return 'spot.minTotal'
  const needs = side === 'buy' ? (price ? mul(amount, price) : '0') : amount
  if (compare(needs, available) > 0) return 'spot.overAvailable'
  return null
}

const NUMBER = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/

function isPositive(value: string): boolean {
  return NUMBER.test(value) && compare(value, 0) > 0
}

function isMultiple(value: string, unit: string): boolean {
  const places = Math.max(placesOf(unit), placesOf(value.includes('.') ? value : `${value}.`))
  // value / unit is whole when rounding it down to 0 places changes nothing
  const ratio = divDown(value, unit, places + 1)
  return compare(ratio, round(ratio, 0, 'down')) === 0
}

/** '1.2300' -> '1.23', '5.000' -> '5', '0' -> '0' */
function trim(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value
}
