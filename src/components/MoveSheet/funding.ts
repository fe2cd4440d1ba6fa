// Where the money for an order is. Each mode of the Trade tab spends from its own account of the
// ledger; a new depositor's money sits in the asset account, so when the mode's account is short
// the mode names another account that holds the currency and what to move from it, and opens the
// Move sheet filled with that.
import { coinPlaces } from '@common/coins'
import { compare, round, sub } from '@common/decimal'
import { SHOWN_ACCOUNTS, accountView, type ShownAccount } from '@/pages/user/assets/accounts'
import type { WalletList } from '@/services/api/wallet'
import type { MovePreset } from './index'

/** The account each mode spends from: a new mode adds its row. */
export const MODE_ACCOUNTS = {
  seconds: 'micro',
  spot: 'change',
  lever: 'lever',
} as const satisfies Record<string, ShownAccount>

export type Funding =
  /** `from` holds `held`; `amount` (the shortfall rounded up to the coin's places, at most what
   * `from` holds) */
  | { kind: 'move'; from: ShownAccount; held: string; amount: string }
  /** no other account holds any of the currency */
  | { kind: 'none' }

/**
 * What to say when `needed` exceeds `balance`, the available amount of `currencyId` in `to`;
 * null when it does not, or while the other accounts are not known.
 */
export function fundingFor(
  needed: string,
  balance: string,
  list: WalletList | null,
  to: ShownAccount,
  currencyId: number,
): Funding | null {
  const short = sub(needed, balance)
  if (!list || compare(short, '0') <= 0) return null
  // a move takes the coin's places (whole cents of USDT): less than its unit cannot be moved
  const places = coinPlaces(currencyId)
  for (const from of SHOWN_ACCOUNTS) {
    if (from === to) continue
    const held =
      accountView(list, from).holdings.find((h) => h.currencyId === currencyId)?.available ?? '0'
    const movable = round(held, places, 'down')
    if (compare(movable, '0') <= 0) continue
    const owed = round(short, places, 'up')
    return { kind: 'move', from, held, amount: compare(owed, movable) > 0 ? movable : owed }
  }
  return { kind: 'none' }
}

/**
 * The Move sheet as an order opens it: the order's currency into its mode's account `to`, from
 * the account that holds it and the amount the order lacks when it lacks any (`needed` against
 * `balance`); else from the asset account, the amount left to the user.
 */
export function orderPreset(
  needed: string,
  balance: string,
  list: WalletList,
  to: ShownAccount,
  currencyId: number,
): MovePreset {
  const funding = fundingFor(needed, balance, list, to, currencyId)
  if (funding?.kind === 'move')
    return { currencyId, from: funding.from, to, amount: funding.amount }
  return { currencyId, from: to === 'legal' ? 'micro' : 'legal', to, amount: '' }
}
