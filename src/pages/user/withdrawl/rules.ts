// The form's own checks, in the server's order for what the form can know (amount, password,
// code), so a user sees the same reason before and after sending. The server decides in the end:
// fees and limits come from its answer (/wallet/get_info), never from the app.
import { add, compare, round, sub } from '@common/decimal'
import { isAmount, isCode } from '@common/validate'
import { amountFault } from '@/utils/amountFault'

export interface WithdrawForm {
  addressId: number | undefined
  amount: string
  password: string
  code: string
}

export interface NetworkRules {
  places: number
  available: string
  fee: string
  min: string
  max: string
}

export type FormErrors = Partial<Record<'address' | 'amount' | 'password' | 'code', string>>

/** What the key of each failed check is, with its values (the page translates). */
export type Check =
  | { field: 'address'; key: 'withdraw.chooseAddress' }
  | { field: 'amount'; key: 'withdraw.enterAmount' }
  | { field: 'amount'; key: 'common.amountAboveZero' }
  | { field: 'amount'; key: 'withdraw.amountInvalid'; places: number }
  | { field: 'amount'; key: 'withdraw.min'; min: string }
  | { field: 'amount'; key: 'withdraw.max'; max: string }
  | { field: 'amount'; key: 'withdraw.overAvailable' }
  | { field: 'password'; key: 'withdraw.enterPassword' }
  | { field: 'code'; key: 'auth.enterCode' }

/** Every failed check of the form, one per field. */
export function checkForm(form: WithdrawForm, rules: NetworkRules): Check[] {
  const found: Check[] = []
  if (form.addressId === undefined) found.push({ field: 'address', key: 'withdraw.chooseAddress' })
  const amount = form.amount.trim()
  const fault = amountFault(amount, rules.places)
  if (!amount) found.push({ field: 'amount', key: 'withdraw.enterAmount' })
  else if (fault === 'notPositive') found.push({ field: 'amount', key: 'common.amountAboveZero' })
  else if (fault) {
    found.push({ field: 'amount', key: 'withdraw.amountInvalid', places: rules.places })
  } else if (compare(amount, rules.min) < 0) {
    found.push({ field: 'amount', key: 'withdraw.min', min: rules.min })
  } else if (compare(amount, rules.max) > 0) {
    found.push({ field: 'amount', key: 'withdraw.max', max: rules.max })
  } else if (compare(add(amount, rules.fee), rules.available) > 0) {
    found.push({ field: 'amount', key: 'withdraw.overAvailable' })
  }
  if (!form.password) found.push({ field: 'password', key: 'withdraw.enterPassword' })
  if (!isCode(form.code.trim())) found.push({ field: 'code', key: 'auth.enterCode' })
  return found
}

/** The most that can arrive: what is available less the fee, cut to the coin's places; '0' if none. */
export function allAmount(rules: NetworkRules): string {
  const most = round(sub(rules.available, rules.fee), rules.places, 'down')
  if (compare(most, '0') <= 0) return '0'
  return most.includes('.') ? most.replace(/\.?0+$/, '') : most
}

/** What leaves the balance: the amount plus the fee ('' while the amount is not a number). */
export function totalOf(amount: string, fee: string, places: number): string {
  return isAmount(amount.trim(), places) ? add(amount.trim(), fee) : ''
}
