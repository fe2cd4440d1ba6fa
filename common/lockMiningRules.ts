// The arithmetic of lock mining (SPEC §4, §9; WIRE.md "Lock mining"), one copy for the app's
// estimates and the server's payments, so what a user is shown before buying or redeeming is what
// the ledger then does, to the cent. Rates are daily percentages ('0.3' is 0.3 % a day).
import { compare, mul, round, sub } from './decimal'
import { MONEY_PLACES } from './tradeRules'

export interface ReturnRange {
  dailyMin: string
  dailyMax: string
  totalMin: string
  totalMax: string
}

const percentOf = (amount: string, percent: string): string =>
  round(mul(mul(amount, percent), '0.01'), MONEY_PLACES, 'down')

/**
 * What `amount` earns a day and over `days` at a daily rate between `rateMin` and `rateMax`
 * (SPEC §9: 10000 for 5 days at 0.3 %-0.5 % gives 30-50 a day and 150-250 in total). Each day's
 * profit is rounded down to the cent, as it is paid.
 */
export function returnRange(
  amount: string,
  rateMin: string,
  rateMax: string,
  days: number,
): ReturnRange {
  const dailyMin = percentOf(amount, rateMin)
  const dailyMax = percentOf(amount, rateMax)
  return {
    dailyMin,
    dailyMax,
    totalMin: round(mul(dailyMin, days), MONEY_PLACES, 'down'),
    totalMax: round(mul(dailyMax, days), MONEY_PLACES, 'down'),
  }
}

/** One day's profit at the day's rate, rounded down to the cent. */
export const dayProfit = (amount: string, rate: string): string => percentOf(amount, rate)

export interface Redemption {
  penalty: string
  refund: string
}

/**
 * Early redemption (SPEC §9): penalty = penalty ratio x remaining days x amount, rounded down to the
 * cent; refund = amount - penalty, never below zero. 0.4 %, 3 days, 1000 gives 12 and 988.
 */
export function redemption(
  amount: string,
  penaltyPercent: string,
  remainingDays: number,
): Redemption {
  const raw = percentOf(amount, mul(penaltyPercent, Math.max(0, remainingDays)))
  const penalty = compare(raw, amount) > 0 ? round(amount, MONEY_PLACES, 'down') : raw
  return { penalty, refund: round(sub(amount, penalty), MONEY_PLACES, 'down') }
}

/** SPEC §4's purchase-window answer: 2 not started yet, 1 open, 0 closed (or `flag` 0). */
export type WindowState = 0 | 1 | 2

/**
 * SPEC §4: before `start` the answer is 2; from `start` to `end` it is 0 when `flag` is 0,
 * otherwise 1; after `end` it is 0. Both ends belong to the window. Times in ms.
 */
export function purchaseWindow(flag: number, now: number, start: number, end: number): WindowState {
  if (now < start) return 2
  if (now > end) return 0
  return flag === 0 ? 0 : 1
}
