// The market order's band: a market order trades only at prices within bandPercent of the last
// price, so one order cannot sweep a thin book far from the market; what it cannot fill there is
// released.
import { type Decimal } from '../infra/money/decimal'
import type { Side } from './order'
import type { SpotRules } from './rules'

/**
 * The farthest price a market order on `side` may trade at: last x (1 + band) for a buy, last x
 * (1 - band) for a sell, moved inward onto the tick grid (a price off the grid cannot rest on the
 * book, and moving outward would pass the band). A market buy freezes its amount at this price,
 * the most it can pay.
 */
export function bandLimit(side: Side, last: Decimal, rules: SpotRules): Decimal {
  const factor = side === 'buy' ? rules.bandPercent.plus(100) : rules.bandPercent.neg().plus(100)
  const edge = last.times(factor).div(100)
  const over = edge.mod(rules.tick)
  if (over.isZero()) return edge
  return side === 'buy' ? edge.minus(over) : edge.minus(over).plus(rules.tick)
}
