// A borrow's figures as the user types them, with the arithmetic the server decides by
// (common/loanRules.ts): the first day's interest owed at once, the LTV it starts at, the
// collateral's price at which it is liquidated, and the least collateral the initial line allows.
import { coinPlaces, USDT } from '@common/coins'
import { add, compare, mul } from '@common/decimal'
import { dailyInterest, liquidationPrice, ltvPercent, minCollateral } from '@common/loanRules'
import { isAmount } from '@common/validate'
import type { LoanProduct } from '@/services/api/loan'

/** A collateral's price is an amount of USDT: shown at USDT's places, as its messages write it. */
export const PRICE_PLACES = coinPlaces(USDT.id)

export interface BorrowFigures {
  firstDay: string
  debt: string
  /** the least collateral the initial LTV allows for this amount */
  minCollateral: string
  /** with the collateral typed; null until it is a valid amount */
  ltv: string | null
  liquidationPrice: string | null
  /** the LTV is within the initial line */
  fits: boolean
}

export function borrowFigures(
  p: LoanProduct,
  coin: LoanProduct['collateral_coins'][number],
  amount: string,
  collateral: string,
): BorrowFigures | null {
  if (!isAmount(amount, p.currency_places)) return null
  const firstDay = dailyInterest(amount, p.daily_rate, p.currency_places)
  const debt = add(amount, firstDay)
  const debtUsdt = mul(debt, p.currency_price)
  const least = minCollateral(debtUsdt, coin.price, p.ltv_initial, coin.places)
  if (!isAmount(collateral, coin.places)) {
    return { firstDay, debt, minCollateral: least, ltv: null, liquidationPrice: null, fits: false }
  }
  return {
    firstDay,
    debt,
    minCollateral: least,
    ltv: ltvPercent(debtUsdt, mul(collateral, coin.price)),
    liquidationPrice: liquidationPrice(debtUsdt, collateral, p.ltv_liquidate, 8),
    fits: compare(collateral, least) >= 0,
  }
}
