// What the spot form says is wrong with an order before it is sent: the rules the server applies
// (common/spotRules.ts), in its order and in the form's words, then what only the form knows, that
// the other side of the book is empty or the account holds too little.
import { compare, mul } from '@common/decimal'
import {
  checkSpotFields,
  type SpotFaultCode,
  type SpotKind,
  type SpotSide,
} from '@common/spotRules'
import type { SpotRules } from '@/services/api/spot'

const FAULT_KEYS: Readonly<Record<SpotFaultCode, string | null>> = {
  spot_amount_invalid: 'spot.amountAboveZero',
  spot_price_invalid: 'spot.priceAboveZero',
  spot_price_tick: 'spot.priceTick',
  spot_amount_step: 'spot.amountStep',
  spot_min_notional: 'spot.minTotal',
  // the form sends no time in force (GTC), so neither can arise from it
  spot_tif_invalid: null,
  spot_market_post_only: null,
}

/**
 * The message key of what is wrong with the order; null when nothing. `price` is the typed price
 * of a limit order, the best opposite level for a market order (null when that side is empty).
 */
export function orderFault(
  side: SpotSide,
  kind: SpotKind,
  amount: string,
  price: string | null,
  available: string,
  rules: SpotRules,
): string | null {
  const grid = { tick: rules.tick, step: rules.step, minNotional: rules.min_notional }
  const checked = checkSpotFields({ kind, amount, price: price ?? undefined }, grid, price)
  if (!checked.ok) return FAULT_KEYS[checked.code]
  if (!price) return 'spot.noMarket'
  const needs = side === 'buy' ? mul(checked.amount, price) : checked.amount
  if (compare(needs, available) > 0) return 'spot.overAvailable'
  return null
}
