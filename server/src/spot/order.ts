// The shapes of spot orders as the matching engine sees them, and what each one holds frozen.
// Amounts and prices are decimal strings on the way in and out (database numerics arrive as
// strings), so the engine never meets a float.
import type { SpotKind, SpotSide, SpotTif } from '@common/spotRules'
import { dec, type Decimal } from '../infra/money/decimal'

export type Side = SpotSide

/** GTC rests what it cannot fill; IOC expires it; POST_ONLY is refused if it would fill at all. */
export type TimeInForce = SpotTif

export type OrderKind = SpotKind

/** The currency an order spends, and so holds frozen while it is open: quote to buy, base to sell. */
export type Leg = 'base' | 'quote'

/** An order as it arrives, already written down under `id` (its time priority is its arrival). */
export interface IncomingOrder {
  id: string
  userId: string
  side: Side
  kind: OrderKind
  /** limit price in quote per base; ignored for a market order */
  price?: string
  /** base quantity asked */
  amount: string
  /** GTC when absent; a market order takes what the band allows and expires the rest either way */
  tif?: TimeInForce
}

/** An open limit order on the book: what is left of it, at its own price. */
export interface RestingOrder {
  id: string
  userId: string
  side: Side
  price: string
  /** base quantity still open (more than 0) */
  remaining: string
}

/** An amount of one leg of the symbol. */
export interface LegAmount {
  leg: Leg
  amount: string
}

export const spendLeg = (side: Side): Leg => (side === 'buy' ? 'quote' : 'base')
export const receiveLeg = (side: Side): Leg => (side === 'buy' ? 'base' : 'quote')

/**
 * What `remaining` base at `price` holds frozen: a buy holds the quote it can pay at its limit
 * price, a sell the base it can deliver. Resting orders always trade at their own price, so this
 * is exactly what their fills will spend.
 */
export function needOf(side: Side, price: string | Decimal, remaining: string | Decimal): Decimal {
  return side === 'buy' ? dec(remaining).times(dec(price)) : dec(remaining)
}

/** What a resting order holds frozen; the ledger's frozen part of each user is the sum of these. */
export function restingNeed(order: RestingOrder): LegAmount {
  return {
    leg: spendLeg(order.side),
    amount: needOf(order.side, order.price, order.remaining).toFixed(),
  }
}
