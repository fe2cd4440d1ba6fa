// The money rules of a seconds trade (SPEC §3, DESIGN §6): the app shows them before an order is
// placed and the server charges and settles by them, so both import this one module. The fee is
// rounded half up and the payout down, to the cent; an unmoved price is a draw.
import type { MicroOrder, ProfitResult } from '@wire/microtrade'
import { add, compare, divDown, mul, round, sub } from './decimal'

/** Stakes and their results are shown and settled in cents. */
export const MONEY_PLACES = 2

/** Fee charged when the order is placed: stake x fee rate, half up to the cent. */
export function orderFee(stake: string, feeRate: string): string {
  return round(mul(stake, feeRate), MONEY_PLACES, 'halfUp')
}

/** What comes back if right: stake + stake x ratio %, down to the cent. */
export function payoutIfRight(stake: string, ratioPercent: string): string {
  return round(add(stake, mul(mul(stake, ratioPercent), '0.01')), MONEY_PLACES, 'down')
}

/** The profit if right: the payout less the stake, to the cent. */
export function profitIfRight(stake: string, ratioPercent: string): string {
  return round(sub(payoutIfRight(stake, ratioPercent), stake), MONEY_PLACES, 'down')
}

/** What the order costs when placed: stake and fee. */
export function totalCost(stake: string, feeRate: string): string {
  return round(add(stake, orderFee(stake, feeRate)), MONEY_PLACES, 'down')
}

const CENT = '0.01'

/** The largest stake whose cost fits the balance. */
export function maxStake(balance: string, feeRate: string): string {
  const fits = (stake: string) => compare(totalCost(stake, feeRate), balance) <= 0
  // balance / (1 + rate) is within a cent of the answer: the fee's rounding decides which side
  let stake = divDown(balance, add('1', feeRate), MONEY_PLACES)
  while (fits(add(stake, CENT))) stake = add(stake, CENT)
  while (compare(stake, '0') > 0 && !fits(stake)) stake = sub(stake, CENT)
  return compare(stake, '0') > 0 ? round(stake, MONEY_PLACES, 'down') : '0.00'
}

/**
 * How an order ends if it settles at `price`: 1 right (up and the price rose, down and it fell),
 * -1 wrong, 0 a draw when the price has not moved. `type` is 1 up, 2 down.
 */
export function resultAt(order: { type: number; open_price: string }, price: string): ProfitResult {
  const move = compare(price, order.open_price)
  if (move === 0) return 0
  return (order.type === 1) === move > 0 ? 1 : -1
}

/** Profit of an open order if it settled at `price` now (the fee is not part of it). */
export function estimatedProfit(
  order: Pick<MicroOrder, 'type' | 'number' | 'open_price' | 'profit_ratio'>,
  price: string,
): string {
  const result = resultAt(order, price)
  if (result === 0) return '0.00'
  return result === 1
    ? profitIfRight(order.number, order.profit_ratio)
    : round(sub('0', order.number), MONEY_PLACES, 'down')
}
