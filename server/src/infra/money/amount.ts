// Amounts as text becomes decimals: an amount a user typed for money to move (a stake, a move, a
// deposit, a withdrawal), held to SPEC §5's amount test, positive, with at most 2 decimals unless
// the coin allows more (common/coins.ts); and any plain decimal a feature reads before its own
// checks (an order's price, an operator's rate).
import { toPlain } from '@common/decimalText'
import { isAmount } from '@common/validate'
import { AppError } from '../appError'
import { dec, type Decimal } from './decimal'

// isAmount has no upper bound; more digits than this is a typo (or an attack on the arithmetic).
const MAX_AMOUNT_DIGITS = 15

/** The amount as a decimal; amount_invalid ("Please enter a correct amount") otherwise. */
export function requireAmount(number: string, places = 2): Decimal {
  const integerDigits = number.split('.')[0].length
  if (!isAmount(number, places) || integerDigits > MAX_AMOUNT_DIGITS)
    throw new AppError('amount_invalid')
  return dec(number)
}

/** A decimal parsed from text, or null for anything that is not a plain finite decimal. */
export function parseAmount(value: unknown): Decimal | null {
  if (typeof value !== 'string') return null
  const plain = toPlain(value)
  return plain === null ? null : dec(plain)
}
