// Trading fees: a percent of what each side receives (the buyer's base, the seller's quote),
// rounded down to the received currency's decimals, so rounding always favours the user and a fee
// is never below zero.
import { Decimal } from '../infra/money/decimal'

const ZERO = new Decimal(0)

/** The fee on `received` at `percent` (0.1 means 0.1 %), rounded down to `places` decimals. */
export function feeOf(received: Decimal, percent: Decimal, places: number): Decimal {
  if (percent.lte(0) || received.lte(0)) return ZERO
  return received.times(percent).div(100).toDecimalPlaces(places, Decimal.ROUND_DOWN)
}
