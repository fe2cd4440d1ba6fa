// What a seconds trade pays back at its settlement price, as ledger amounts. Who wins and how much
// is the shared rule (common/tradeRules.ts) the app also shows; this adds the ledger's side. The
// fee was the price of placing the order and is never refunded; fact_profits leaves it out (it is
// shown on its own).
import { payoutIfRight, resultAt } from '@common/tradeRules'
import type { ProfitResult } from '@wire/microtrade'
import type { RecordType } from '../infra/money/ledger'
import { dec, type Decimal } from '../infra/money/decimal'

export interface OrderTerms {
  /** 1 up, 2 down */
  type: number
  /** the stake */
  number: string
  /** percent */
  profit_ratio: string
  open_price: string
}

export interface Settlement {
  profitResult: ProfitResult
  /** what goes back to the balance: stake + profit, the stake, or 0 */
  payout: Decimal
  /** payout - stake: + profit, 0, or - stake */
  factProfits: Decimal
  /** the ledger record of the payout; none for a loss */
  record?: RecordType
}

export function settlementAt(order: OrderTerms, endPrice: string): Settlement {
  const stake = dec(order.number)
  const profitResult = resultAt(order, endPrice)
  if (profitResult === 0) {
    return { profitResult, payout: stake, factProfits: dec('0'), record: 'micro_refund' }
  }
  if (profitResult === -1) return { profitResult, payout: dec('0'), factProfits: stake.negated() }
  const payout = dec(payoutIfRight(order.number, order.profit_ratio))
  return { profitResult, payout, factProfits: payout.minus(stake), record: 'micro_payout' }
}
