// Dual investment's settlement (WIRE "Pinned for the catalogue areas", Dual investment), shared by
// the app's worked example and the server's payout, so the figure shown is the figure paid. With
// f = 1 + apr/100 x days/365 and K the target price at settle_at:
//   call (sell high, deposit Q coin): price >= K pays Q x K x f USDT, else Q x f coin;
//   put (buy low, deposit A USDT):    price <= K pays A / K x f coin, else A x f USDT.
// f is kept as the exact fraction (36500 + apr x days) / 36500, and each payout is rounded down
// once, to the paying currency's places (the house's side of a part of a cent).
import { add, compare, divDown, mul } from './decimal'

export type DualType = 'call' | 'put'

export interface DualTerms {
  type: DualType
  target_price: string
  /** % a year */
  apr: string
  days: number
}

export interface DualPayout {
  /** which currency pays: the coin, or the quote (USDT) */
  in: 'coin' | 'quote'
  amount: string
  /** the price reached the target: the call converts to USDT, the put to the coin */
  converted: boolean
}

const YEAR_PERCENT = '36500'

/** f's numerator over 36500: 36500 + apr x days. */
const growth = (t: DualTerms): string => add(YEAR_PERCENT, mul(t.apr, t.days))

/** The payout of `deposit` at settlement price `price`, rounded down to `coinPlaces` or 2. */
export function dualPayout(
  t: DualTerms,
  deposit: string,
  price: string,
  coinPlaces: number,
  quotePlaces = 2,
): DualPayout {
  const g = growth(t)
  if (t.type === 'call') {
    const converted = compare(price, t.target_price) >= 0
    return converted
      ? {
          in: 'quote',
          amount: divDown(mul(mul(deposit, t.target_price), g), YEAR_PERCENT, quotePlaces),
          converted,
        }
      : { in: 'coin', amount: divDown(mul(deposit, g), YEAR_PERCENT, coinPlaces), converted }
  }
  const converted = compare(price, t.target_price) <= 0
  return converted
    ? {
        in: 'coin',
        amount: divDown(mul(deposit, g), mul(t.target_price, YEAR_PERCENT), coinPlaces),
        converted,
      }
    : { in: 'quote', amount: divDown(mul(deposit, g), YEAR_PERCENT, quotePlaces), converted }
}

/** Both outcomes of `deposit`, for the screen's worked example. */
export function dualOutcomes(
  t: DualTerms,
  deposit: string,
  coinPlaces: number,
): { reached: DualPayout; missed: DualPayout } {
  // a price exactly at the target counts as reached on both sides
  return {
    reached: dualPayout(t, deposit, t.target_price, coinPlaces),
    missed: dualPayout(t, deposit, t.type === 'call' ? '0' : mul(t.target_price, 2), coinPlaces),
  }
}
