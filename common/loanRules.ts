// Collateralised loans (WIRE "Pinned for the catalogue areas", Loans; notes/catalogue-areas.md,
// Crypto loans), shared by the app's figures as the user types and the server's decisions, so the
// number shown is the number applied. LTV = (loan + interest) / collateral value, both in USDT at
// the feed's price, in percent. Roundings fall on the house's side and are shown as applied:
// interest up to the loan currency's places each day, the collateral a borrow needs and the part a
// liquidation takes up to the collateral's places, the LTV shown up to a hundredth of a percent.
import { add, compare, divUp, mul, sub } from './decimal'

export interface LoanThresholds {
  /** % the LTV may be at most when borrowing */
  ltv_initial: string
  /** % at which the user is warned and asked to add collateral */
  ltv_call: string
  /** % at which the collateral is sold to cover the debt */
  ltv_liquidate: string
}

/** One day's interest on `amount` at `dailyRate` % a day, up to `places`. */
export const dailyInterest = (amount: string, dailyRate: string, places: number): string =>
  divUp(mul(amount, dailyRate), '100', places)

/** What the loan owes after `days` days: the principal and each day's interest. */
export const debtAfter = (amount: string, dailyRate: string, days: number, places: number) =>
  add(amount, mul(dailyInterest(amount, dailyRate, places), days))

/** The LTV in %, up to a hundredth ('Infinity' when the collateral is worth nothing). */
export function ltvPercent(debtUsdt: string, collateralUsdt: string): string {
  if (compare(collateralUsdt, '0') <= 0) return 'Infinity'
  return divUp(mul(debtUsdt, '100'), collateralUsdt, 2)
}

/** Whether the exact LTV is at or above `threshold` % (no rounding in the decision). */
export function reaches(debtUsdt: string, collateralUsdt: string, threshold: string): boolean {
  return compare(mul(debtUsdt, '100'), mul(collateralUsdt, threshold)) >= 0
}

/** The least collateral a borrow of `debtUsdt` needs at `price` to stay within `ltvInitial` %. */
export const minCollateral = (
  debtUsdt: string,
  price: string,
  ltvInitial: string,
  places: number,
): string => divUp(mul(debtUsdt, '100'), mul(price, ltvInitial), places)

/**
 * The collateral's price at which the LTV reaches `ltvLiquidate` % with this debt: the line the
 * user is shown. Rounded up (to `places`), so it is never lower than where liquidation happens.
 */
export const liquidationPrice = (
  debtUsdt: string,
  collateral: string,
  ltvLiquidate: string,
  places: number,
): string => divUp(mul(debtUsdt, '100'), mul(collateral, ltvLiquidate), places)

/**
 * A liquidation at `price`: the collateral that covers the debt (up to the collateral's places,
 * never more than there is) is taken and the rest returned.
 */
export function seizure(
  debtUsdt: string,
  price: string,
  collateral: string,
  places: number,
): { seized: string; returned: string } {
  const cover = divUp(debtUsdt, price, places)
  const seized = compare(cover, collateral) >= 0 ? collateral : cover
  return { seized, returned: sub(collateral, seized) }
}
