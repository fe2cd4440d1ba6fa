// Where a position's lines are crossed: the recorded prices of the feed on its 250 ms grid, walked
// in time order. Pure, so the rule that decides a user's money is tested without a database.
import type { LeverCloseReason } from '@wire/catalogue/lever'
import { compare } from '@common/decimal'
import { openPrice, reachedAgainst, reachedFor, type LeverTerms } from '@common/leverRules'
import type { TickPrice } from '../market/public'
import { OPEN, PENDING, sideOf, type LineFields, type PositionRow } from './positions'

export type Crossing =
  | { kind: 'open'; tick: TickPrice }
  | { kind: 'close'; tick: TickPrice; reason: Exclude<LeverCloseReason, 'manual' | 'batch'> }

type Lines = LineFields & Pick<PositionRow, 'watch_from'>

/** What the mark `price` does to the position: opens a pending limit, or closes an open one. */
function crossingAt(row: Lines, tick: TickPrice, terms: LeverTerms): Crossing | null {
  const side = sideOf(row)
  const mark = tick.price
  if (row.status === PENDING) {
    // a limit opens once the price it would open at is at or better than its target
    const at = openPrice(side, mark, terms)
    return row.target_price !== null && reachedAgainst(side, at, row.target_price)
      ? { kind: 'open', tick }
      : null
  }
  if (row.status !== OPEN) return null
  if (row.target_profit_price !== null && reachedFor(side, mark, row.target_profit_price))
    return { kind: 'close', tick, reason: 'take_profit' }
  // the user's own stop-loss is named when it is crossed in the same tick as the liquidation price
  if (row.stop_loss_price !== null && reachedAgainst(side, mark, row.stop_loss_price))
    return { kind: 'close', tick, reason: 'stop_loss' }
  const liquidation = row.liquidation_price
  if (
    liquidation !== null &&
    compare(liquidation, '0') > 0 &&
    reachedAgainst(side, mark, liquidation)
  )
    return { kind: 'close', tick, reason: 'liquidation' }
  return null
}

/** The first crossing among `ticks` after the position's watch_from, or null. */
export function firstCrossing(
  row: Lines,
  ticks: readonly TickPrice[],
  terms: LeverTerms,
): Crossing | null {
  const from = row.watch_from.getTime()
  for (const tick of ticks) {
    if (tick.time <= from) continue
    const crossing = crossingAt(row, tick, terms)
    if (crossing) return crossing
  }
  return null
}
