// What a seconds trade earns at its settlement price (DESIGN §6): up wins above the buy price, down
// wins below it, an equal price is a draw that returns the stake. The fee was the price of placing
// the order and is never refunded; fact_profits leaves it out (it is shown on its own).
import type { ProfitResult } from '../../../types/microtrade'
import type { RecordType } from './ledger'
import { dec, Decimal, MONEY_PLACES } from './money'

export interface OrderTerms {
  /** 1 up, 2 down */
  type: number
  /** the stake */
  number: string
  /** percent */
  profit_ratio: string
  open_price: string
}

export interface Outcome {
  profitResult: ProfitResult
  /** what goes back to the balance: stake + profit, the stake, or 0 */
  payout: Decimal
  /** payout - stake: + profit, 0, or - stake */
  factProfits: Decimal
  /** the ledger record of the payout; none for a loss */
  record?: RecordType
}

/** Stake + stake x ratio %, rounded down to the cent: never more than the exact amount. */
export function winPayout(stake: Decimal, ratioPercent: string): Decimal {
  return stake
    .plus(stake.times(ratioPercent).div(100))
    .toDecimalPlaces(MONEY_PLACES, Decimal.ROUND_DOWN)
}

export function outcomeOf(order: OrderTerms, endPrice: string): Outcome {
  const stake = dec(order.number)
  const move = dec(endPrice).comparedTo(order.open_price)
  if (move === 0) {
    return { profitResult: 0, payout: stake, factProfits: dec('0'), record: 'micro_refund' }
  }
  const right = order.type === 1 ? move > 0 : move < 0
  if (!right) return { profitResult: -1, payout: dec('0'), factProfits: stake.negated() }
  const payout = winPayout(stake, order.profit_ratio)
  return { profitResult: 1, payout, factProfits: payout.minus(stake), record: 'micro_payout' }
}
