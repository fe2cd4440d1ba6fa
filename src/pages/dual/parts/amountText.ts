// An amount with its currency as the dual pages write it: USDT as money (2 decimals), a coin with
// the decimals it was paid in.
import { USDT } from '@common/coins'
import { balance, grouped } from '@/utils/format'

export const amountText = (amount: string, currency: string): string =>
  `${currency === USDT.code ? balance(amount) : grouped(amount)} ${currency}`
