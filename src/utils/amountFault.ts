// Why a typed amount is refused before its size is compared with anything, so the form can say
// what is wrong: "0" and "-20" are numbers, just not amounts one can move, and "up to 2
// decimals" would send the user looking for decimals they did not type.
import { isAmount } from '@common/validate'

/** 'notPositive': a number at or below zero; 'format': anything else isAmount refuses. */
export type AmountFault = 'notPositive' | 'format'

// A number as people type one, sign included, before the amount rules look at it.
const SIGNED_NUMBER = /^([+-]?)(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/

/** What is wrong with `typed` (trimmed) as an amount of at most `places` decimals; null if nothing. */
export function amountFault(typed: string, places = 2): AmountFault | null {
  const s = typed.trim()
  if (isAmount(s, places)) return null
  const number = SIGNED_NUMBER.exec(s)
  if (number && (number[1] === '-' || !/[1-9]/.test(s))) return 'notPositive'
  return 'format'
}
