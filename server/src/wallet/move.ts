// Moving money between a user's own accounts (POST /wallet/change): the asset account (legal),
// where deposits arrive and withdrawals leave, the seconds-trading account (micro), the spot
// account (change) and the leverage account (lever).
import type { PayloadOf } from '@wire/catalogue'
import type { AccountName } from '@wire/catalogue/money'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { currencyById } from '../infra/money/currencies'
import { coinPlaces } from '@common/coins'
import { requireAmount } from '../infra/money/amount'
import { formatAmount } from '../infra/money/decimal'
import { applyChange } from '../infra/money/ledger'
import { requireNotFrozen } from '../identity/public'
import { ASSET_CURRENCY_IDS } from './accounts'

export type MoveResult = PayloadOf<'walletChange'>

/** The accounts money may move between. */
export const MOVABLE: readonly AccountName[] = ['legal', 'micro', 'change', 'lever']

export interface MoveInput {
  currencyId?: number
  number: string
  from: AccountName
  to: AccountName
}

/** Moves the amount for `userId`; `q` must be a transaction. */
export async function moveBetweenAccounts(
  q: Queryable,
  clock: Clock,
  userId: number,
  input: MoveInput,
): Promise<MoveResult> {
  const { from, to } = input
  if (!MOVABLE.includes(from) || !MOVABLE.includes(to)) {
    throw new AppError('wallet_account_invalid')
  }
  if (from === to) throw new AppError('wallet_same_account')
  const currency = input.currencyId === undefined ? undefined : currencyById(input.currencyId)
  if (!currency || !ASSET_CURRENCY_IDS.includes(currency.id)) {
    throw new AppError('currency_not_found')
  }
  const amount = requireAmount(input.number, coinPlaces(currency.id))
  await requireNotFrozen(q, userId)

  const what = `${currency.code} from ${from} to ${to}`
  // The two rows are locked in one order (by name) whatever the direction, so two
  // moves of one user in opposite directions cannot deadlock.
  const [first, second] = from < to ? [from, to] : [to, from]
  const account = (wallet: AccountName) => ({ userId, currencyId: currency.id, wallet })
  const apply = (wallet: AccountName) =>
    applyChange(q, clock, {
      ...account(wallet),
      change: wallet === from ? amount.negated() : amount,
      type: wallet === from ? 'move_out' : 'move_in',
      info: `Move of ${what}`,
    })
  const applied = { [first]: await apply(first), [second]: await apply(second) }
  return {
    currency: currency.id,
    number: formatAmount(amount),
    from_balance: formatAmount(applied[from].after),
    to_balance: formatAmount(applied[to].after),
  }
}
