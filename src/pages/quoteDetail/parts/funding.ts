// Where the money for an order is. Each mode of the Trade tab spends from its own account of the
// ledger; a new depositor's money sits in the asset account, so when the mode's account is short
// the panel names another account that holds the currency and what to move from it.
import { add, compare, round, sub } from '@common/decimal'
import { SHOWN_ACCOUNTS, accountView, type ShownAccount } from '@/pages/user/assets/accounts'
import type { WalletList } from '@/services/api/wallet'

/** The account each mode spends from: a new mode adds its row. Seconds trading is the only one. */
export const MODE_ACCOUNTS = { seconds: 'micro' } as const satisfies Record<string, ShownAccount>

export type Funding =
  /** `from` holds `held`; `amount` (the shortfall to the cent above, at most what `from` holds) */
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
  for (const from of SHOWN_ACCOUNTS) {
    if (from === to) continue
    const held =
      accountView(list, from).holdings.find((h) => h.currencyId === currencyId)?.available ?? '0'
    // moves take whole cents: a part of a cent cannot be moved
    const movable = round(held, 2, 'down')
    if (compare(movable, '0') <= 0) continue
    const cents = round(short, 2, 'down')
    const owed = compare(cents, short) < 0 ? add(cents, '0.01') : cents
    return { kind: 'move', from, held, amount: compare(owed, movable) > 0 ? movable : owed }
  }
  return { kind: 'none' }
}
