// The arithmetic of leveraged positions (WIRE "Pinned for the catalogue areas", Leverage), one copy
// for the numbers the app shows before a user commits and the ledger the server then writes, so
// they agree to the cent. Isolated margin: a position never loses more than its own margin. The
// mark is the feed's price; every rounding falls on the side that keeps the house solvent and is
// shown to the user as it will be applied.
import { add, compare, divDown, mul, round, sub, type Rounding } from './decimal'
import { MONEY_PLACES } from './tradeRules'

export type LeverSide = 1 | 2 // 1 long, 2 short

export interface LeverTerms {
  /** base units per share */
  shareNum: string
  /** % between the mark and the price a position opens or closes at, against the user */
  spread: string
  /** % of the notional, charged when a position opens */
  tradeFee: string
  /** % of the notional, charged once a business day a position stays open */
  overnight: string
  /** maintenance margin rate, a fraction ('0.004' = 0.4 %) */
  mmr: string
  /** decimals of the symbol's price */
  pricePlaces: number
}

/**
 * a / b to `places` decimals, toward zero ('down') or away from it ('up'). Here rather than in
 * decimal.ts: only leverage divides this way, and decimal.ts is in the mini-programs' main package.
 */
export function div(a: string, b: string, places: number, rounding: 'down' | 'up'): string {
  const q = divDown(a, b, places)
  if (rounding === 'down' || compare(mul(q, b), a) === 0) return q
  const unit = places > 0 ? `0.${'1'.padStart(places, '0')}` : '1'
  const negative = compare(a, '0') < 0 !== compare(b, '0') < 0
  return negative ? sub(q, unit) : add(q, unit)
}

const percent = (value: string, pct: string): string => mul(mul(value, pct), '0.01')
const toMoney = (value: string): string => round(value, MONEY_PLACES, 'up')
const isLong = (side: LeverSide): boolean => side === 1

/** Base units of `share` shares. */
export const numberOf = (share: number | string, shareNum: string): string => mul(share, shareNum)

/** The price a position opens at for the mark `mark`: the spread added against the user. */
export function openPrice(side: LeverSide, mark: string, terms: LeverTerms): string {
  const factor = isLong(side)
    ? add('1', mul(terms.spread, '0.01'))
    : sub('1', mul(terms.spread, '0.01'))
  return round(mul(mark, factor), terms.pricePlaces, isLong(side) ? 'up' : 'down')
}

/** The price a position closes at for the mark `mark`: a long sells lower, a short buys higher. */
export function closePrice(side: LeverSide, mark: string, terms: LeverTerms): string {
  return openPrice(isLong(side) ? 2 : 1, mark, terms)
}

/** Margin = number x price / multiple, to the cent, rounded up. */
export const marginOf = (number: string, price: string, multiple: number): string =>
  div(mul(number, price), String(multiple), MONEY_PLACES, 'up')

/** The opening fee: trade_fee % of number x price, to the cent, rounded up. */
export const openFeeOf = (number: string, price: string, terms: LeverTerms): string =>
  toMoney(percent(mul(number, price), terms.tradeFee))

/** A day's overnight fee at the mark: overnight % of number x mark, to the cent, rounded up. */
export const overnightFeeOf = (number: string, mark: string, terms: LeverTerms): string =>
  toMoney(percent(mul(number, mark), terms.overnight))

/**
 * How a liquidation price is written at fewer decimals than it holds: a long's up and a short's
 * down, toward the price, so the line the user reads is reached no later than the real one.
 */
export const liquidationRounding = (side: LeverSide): Rounding => (isLong(side) ? 'up' : 'down')

/**
 * The mark at which margin + unrealised profit = number x mark x mmr (WIRE): for a long
 * (price - margin/number) / (1 - mmr), for a short (price + margin/number) / (1 + mmr); with the
 * margin at open that is price x (1 -+ 1/multiple) / (1 -+ mmr), and fees taken from the margin move
 * it towards the price. Rounded towards the price (a long's up, a short's down), so the price shown
 * is the one that triggers. '0' when a long cannot be liquidated.
 */
export function liquidationPrice(
  side: LeverSide,
  number: string,
  price: string,
  margin: string,
  terms: LeverTerms,
): string {
  const cushion = div(margin, number, terms.pricePlaces + 8, 'down')
  if (isLong(side)) {
    const at = div(sub(price, cushion), sub('1', terms.mmr), terms.pricePlaces, 'up')
    return compare(at, '0') > 0 ? at : '0'
  }
  return div(add(price, cushion), add('1', terms.mmr), terms.pricePlaces, 'down')
}

/**
 * Profit of closing at `exit`: (exit - price) x number for a long, (price - exit) x number for a
 * short, to the cent, rounded down (a loss up).
 */
export function profitAt(side: LeverSide, number: string, price: string, exit: string): string {
  const gross = mul(isLong(side) ? sub(exit, price) : sub(price, exit), number)
  return round(gross, MONEY_PLACES, compare(gross, '0') < 0 ? 'up' : 'down')
}

/** What closing returns: the margin plus the profit, never below zero (isolated margin). */
export function settlementOf(
  margin: string,
  profit: string,
): { returned: string; realised: string } {
  const total = add(margin, profit)
  const returned =
    compare(total, '0') > 0 ? round(total, MONEY_PLACES, 'down') : round('0', MONEY_PLACES, 'down')
  return { returned, realised: sub(returned, margin) }
}

/**
 * Margin ratio, % (maintenance margin over margin plus unrealised profit at the mark): 100 or more
 * is liquidation. Two decimals, rounded up.
 */
export function marginRatio(
  side: LeverSide,
  number: string,
  price: string,
  margin: string,
  mark: string,
  terms: LeverTerms,
): string {
  const equity = add(margin, mul(isLong(side) ? sub(mark, price) : sub(price, mark), number))
  if (compare(equity, '0') <= 0) return '100.00'
  return div(mul(mul(mul(number, mark), terms.mmr), '100'), equity, 2, 'up')
}

/** Whether the mark has reached a long's lower or a short's upper line. */
export const reachedAgainst = (side: LeverSide, mark: string, line: string): boolean =>
  isLong(side) ? compare(mark, line) <= 0 : compare(mark, line) >= 0

/** Whether the mark has reached a long's upper or a short's lower line (take-profit's side). */
export const reachedFor = (side: LeverSide, mark: string, line: string): boolean =>
  isLong(side) ? compare(mark, line) >= 0 : compare(mark, line) <= 0

/** What the margin gains or loses when the mark moves 1 % (money, and % of the margin). */
export function onePercentMove(
  number: string,
  price: string,
  margin: string,
): { money: string; ofMargin: string } {
  const money = round(percent(mul(number, price), '1'), MONEY_PLACES, 'down')
  const ofMargin = compare(margin, '0') > 0 ? div(mul(money, '100'), margin, 2, 'down') : '0.00'
  return { money, ofMargin }
}

/** The refusal for take-profit and stop-loss lines, or null when they are fine. */
export type StopProblem = 'tp_side' | 'sl_side' | 'sl_beyond_liquidation'

/**
 * Checks take-profit and stop-loss ('' or '0' for none): a long's take-profit above both its price
 * and the mark, its stop-loss below the mark and above the liquidation price; a short's mirrored.
 */
export function stopProblem(
  side: LeverSide,
  price: string,
  mark: string,
  liquidation: string,
  takeProfit: string | null,
  stopLoss: string | null,
): StopProblem | null {
  if (
    takeProfit !== null &&
    (reachedAgainst(side, takeProfit, price) || reachedAgainst(side, takeProfit, mark))
  )
    return 'tp_side'
  if (stopLoss !== null) {
    if (reachedFor(side, stopLoss, mark)) return 'sl_side'
    if (compare(liquidation, '0') > 0 && reachedAgainst(side, stopLoss, liquidation))
      return 'sl_beyond_liquidation'
  }
  return null
}
