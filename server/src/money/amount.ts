// An amount a user typed for money to move (a stake, a move between accounts): SPEC §5's amount
// test, at most 2 decimals, positive.
import { isAmount } from '@common/validate'
import { AppError } from '../appError'
import { dec, type Decimal } from './decimal'

// isAmount has no upper bound; more digits than this is a typo (or an attack on the arithmetic).
const MAX_AMOUNT_DIGITS = 15

/** The amount as a decimal; amount_invalid ("Please enter a correct amount") otherwise. */
export function requireAmount(number: string): Decimal {
  const integerDigits = number.split('.')[0].length
  if (!isAmount(number) || integerDigits > MAX_AMOUNT_DIGITS) throw new AppError('amount_invalid')
  return dec(number)
}
