// The operator's rules for one symbol (a match's tick, step, minimum notional, fees and market
// band), checked once, and an order's checks against them before it can reach the book: the ones
// the app's form applies too live in common/spotRules.ts.
import { checkSpotFields, DEFAULT_BAND_PERCENT, MAX_GRID_PLACES } from '@common/spotRules'
import { parseAmount } from '../infra/money/amount'
import { dec, type Decimal } from '../infra/money/decimal'
import type { IncomingOrder, OrderKind, Side, TimeInForce } from './order'
import { refuse, type SpotRefusal } from './refusals'

/** The rules as the operator sets and the database stores them. */
export interface SpotRulesInput {
  /** prices are whole multiples of this ('0.01') */
  tick: string
  /** base amounts are whole multiples of this ('0.0001') */
  step: string
  /** smallest amount x price, in quote; '0' for none */
  minNotional: string
  /** percent of what the resting side receives, e.g. '0.1' */
  makerFee: string
  /** percent of what the incoming side receives */
  takerFee: string
  /** decimals of the base currency: a buyer's fee is rounded down to these */
  basePlaces: number
  /** decimals of the quote currency: a seller's fee is rounded down to these */
  quotePlaces: number
  /** how far from the last price a market order may trade, in percent; 5 when absent */
  bandPercent?: string
}

/** Rules ready for matching: checked once, parsed once. */
export interface SpotRules {
  readonly tick: Decimal
  readonly step: Decimal
  readonly minNotional: Decimal
  readonly makerFee: Decimal
  readonly takerFee: Decimal
  readonly basePlaces: number
  readonly quotePlaces: number
  readonly bandPercent: Decimal
}

export interface RulesProblem {
  ok: false
  field: keyof SpotRulesInput
  problem: string
}

/**
 * The operator's rules, checked: tick and step above zero with at most 16 decimals, fees from 0
 * to below 100 %, band above 0 and below 100 %, places whole from 0 to 30. A problem names the
 * field for the operator's form.
 */
export function compileRules(input: SpotRulesInput): { ok: true; rules: SpotRules } | RulesProblem {
  const problem = (field: keyof SpotRulesInput, text: string): RulesProblem => ({
    ok: false,
    field,
    problem: text,
  })
  const tick = parseAmount(input.tick)
  const onGrid = (d: Decimal | null): d is Decimal =>
    d !== null && d.gt(0) && d.decimalPlaces() <= MAX_GRID_PLACES
  if (!onGrid(tick)) {
    return problem('tick', `must be above 0, with at most ${MAX_GRID_PLACES} decimals`)
  }
  const step = parseAmount(input.step)
  if (!onGrid(step)) {
    return problem('step', `must be above 0, with at most ${MAX_GRID_PLACES} decimals`)
  }
  const minNotional = parseAmount(input.minNotional)
  if (!minNotional || minNotional.isNegative()) return problem('minNotional', 'must be 0 or more')
  const fees: Partial<Record<'makerFee' | 'takerFee', Decimal>> = {}
  for (const field of ['makerFee', 'takerFee'] as const) {
    const fee = parseAmount(input[field])
    if (!fee || fee.isNegative() || fee.gte(100)) {
      return problem(field, 'must be from 0 to below 100')
    }
    fees[field] = fee
  }
  for (const field of ['basePlaces', 'quotePlaces'] as const) {
    const places = input[field]
    if (!Number.isInteger(places) || places < 0 || places > 30) {
      return problem(field, 'must be a whole number from 0 to 30')
    }
  }
  const bandPercent = parseAmount(input.bandPercent ?? DEFAULT_BAND_PERCENT)
  if (!bandPercent || bandPercent.lte(0) || bandPercent.gte(100)) {
    return problem('bandPercent', 'must be above 0 and below 100')
  }
  return {
    ok: true,
    rules: {
      tick,
      step,
      minNotional,
      makerFee: fees.makerFee ?? dec('0'),
      takerFee: fees.takerFee ?? dec('0'),
      basePlaces: input.basePlaces,
      quotePlaces: input.quotePlaces,
      bandPercent,
    },
  }
}

/** An order whose own fields passed the rules; the book may still refuse it (match.ts). */
export interface CheckedOrder {
  ok: true
  id: string
  userId: string
  side: Side
  kind: OrderKind
  tif: TimeInForce
  /** the limit price; null for a market order */
  price: Decimal | null
  amount: Decimal
}

/**
 * The checks that need only the order and the rules (common/spotRules.ts, which the app's form
 * applies too). A market order's notional is measured at the last price (`lastPrice`); without one
 * it is left to the book's check (match.ts), which refuses the order.
 */
export function checkOrder(
  order: IncomingOrder,
  rules: SpotRules,
  lastPrice: Decimal | null,
): CheckedOrder | SpotRefusal {
  const grid = {
    tick: rules.tick.toFixed(),
    step: rules.step.toFixed(),
    minNotional: rules.minNotional.toFixed(),
  }
  const checked = checkSpotFields(order, grid, lastPrice ? lastPrice.toFixed() : null)
  if (!checked.ok) return refuse(checked.code, checked.vars)
  return {
    ok: true,
    id: order.id,
    userId: order.userId,
    side: order.side,
    kind: order.kind,
    tif: checked.tif,
    price: checked.price === null ? null : dec(checked.price),
    amount: dec(checked.amount),
  }
}
