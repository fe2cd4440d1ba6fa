// What the leverage form shows before a position is opened, and what it refuses before sending:
// the same arithmetic the server opens and closes by (common/leverRules.ts), so the margin, fee
// and liquidation price shown are the ones the ledger then writes.
import { add, compare } from '@common/decimal'
import { toPlain } from '@common/decimalText'
import {
  liquidationPrice,
  marginOf,
  numberOf,
  onePercentMove,
  openFeeOf,
  openPrice,
  overnightFeeOf,
  reachedAgainst,
  stopProblem,
  type LeverSide,
  type LeverTerms,
} from '@common/leverRules'

export type Kind = 'market' | 'limit'

export interface LeverPreview {
  /** base units */
  number: string
  /** the price it opens at: the mark with the spread now, or the limit */
  price: string
  margin: string
  fee: string
  /** margin + fee: what leaves the available part */
  total: string
  liquidation: string
  /** a day's overnight fee at the mark now */
  overnight: string
  /** what a 1 % move of the price does to the margin */
  move: { money: string; ofMargin: string }
}

const SHARES = /^[1-9][0-9]{0,6}$/

/** A price typed in: its plain digits, or null when it is not a positive price of `places`. */
function priceText(text: string, places: number): string | null {
  const plain = toPlain(text.trim())
  if (plain === null || plain.startsWith('-') || compare(plain, '0') <= 0) return null
  const decimals = plain.split('.')[1]?.length ?? 0
  return decimals > places ? null : plain
}

export function preview(
  side: LeverSide,
  kind: Kind,
  shares: string,
  limit: string,
  mark: string,
  multiple: number,
  terms: LeverTerms,
): LeverPreview | null {
  if (!SHARES.test(shares.trim())) return null
  const price =
    kind === 'market' ? openPrice(side, mark, terms) : priceText(limit, terms.pricePlaces)
  if (!price) return null
  const number = numberOf(shares.trim(), terms.shareNum)
  const margin = marginOf(number, price, multiple)
  const fee = openFeeOf(number, price, terms)
  return {
    number,
    price,
    margin,
    fee,
    total: add(margin, fee),
    liquidation: liquidationPrice(side, number, price, margin, terms),
    overnight: overnightFeeOf(number, mark, terms),
    move: onePercentMove(number, price, margin),
  }
}

/** A translation key for what is wrong with the form, or null when it may be sent. */
export function formFault(
  side: LeverSide,
  kind: Kind,
  shares: string,
  limit: string,
  takeProfit: string,
  stopLoss: string,
  mark: string,
  available: string,
  shown: LeverPreview | null,
  terms: LeverTerms,
): string | null {
  if (!SHARES.test(shares.trim())) return 'lever.sharesWhole'
  if (kind === 'limit') {
    const price = priceText(limit, terms.pricePlaces)
    if (!price) return 'lever.priceInvalid'
    if (reachedAgainst(side, openPrice(side, mark, terms), price)) return 'lever.limitWouldOpen'
  }
  if (!shown) return 'lever.priceInvalid'
  const line = (text: string) => (text.trim() === '' ? null : priceText(text, terms.pricePlaces))
  const tp = line(takeProfit)
  const sl = line(stopLoss)
  if (takeProfit.trim() !== '' && !tp) return 'lever.tpSide'
  if (stopLoss.trim() !== '' && !sl) return 'lever.slSide'
  const against = kind === 'market' ? mark : shown.price
  const problem = stopProblem(side, shown.price, against, shown.liquidation, tp, sl)
  if (problem === 'tp_side') return 'lever.tpSide'
  if (problem === 'sl_side') return 'lever.slSide'
  if (problem === 'sl_beyond_liquidation') return 'lever.slBeyond'
  if (compare(shown.total, available) > 0) return 'lever.overAvailable'
  return null
}
