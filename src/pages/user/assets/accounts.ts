// The accounts the Assets tab shows, read out of /wallet/list's per-account field names: the
// asset account, seconds trading's, spot trading's (`change`) and leverage's (`lever`).
import { add, compare, divDown, mul, round } from '@common/decimal'
import type { WalletList } from '@/services/api/wallet'

export const SHOWN_ACCOUNTS = ['legal', 'micro', 'change', 'lever'] as const
export type ShownAccount = (typeof SHOWN_ACCOUNTS)[number]

/** Each shown account's name, as a translation key. */
export const ACCOUNT_LABELS = {
  legal: 'assets.legal',
  micro: 'assets.micro',
  change: 'assets.spot',
  lever: 'assets.lever',
} as const

export interface Holding {
  currencyId: number
  code: string
  /** the logo's path on the server */
  logo: string
  available: string
  frozen: string
  usdtPrice: string
}

export interface AccountView {
  name: ShownAccount
  holdings: Holding[]
  usdtTotal: string
}

export function accountView(list: WalletList, name: ShownAccount): AccountView {
  const wallet = list[`${name}_wallet`]
  const holdings = wallet.balance.map((row) => {
    const parts =
      'legal_balance' in row
        ? { available: row.legal_balance, frozen: row.lock_legal_balance }
        : 'micro_balance' in row
          ? { available: row.micro_balance, frozen: row.lock_micro_balance }
          : 'change_balance' in row
            ? { available: row.change_balance, frozen: row.lock_change_balance }
            : { available: row.lever_balance, frozen: row.lock_lever_balance }
    return {
      currencyId: row.currency,
      code: row.currency_name,
      logo: row.logo,
      usdtPrice: row.usdt_price,
      ...parts,
    }
  })
  return { name, holdings, usdtTotal: wallet.usdt_totle }
}

/** Every account's value in USDT, as the server valued it (each to the cent). */
export function totalUsdt(list: WalletList): string {
  const sum = [list.legal_wallet, list.change_wallet, list.micro_wallet, list.lever_wallet]
    .map((w) => w.usdt_totle)
    .reduce((total, value) => add(total, value), '0')
  return round(sum, 2, 'down')
}

/** `usdt` in units of the currency `code` at the price the list carries; null without one. */
export function valueIn(list: WalletList, usdt: string, code: string): string | null {
  const row = list.legal_wallet.balance.find((r) => r.currency_name === code)
  if (!row || compare(row.usdt_price, 0) <= 0) return null
  return divDown(usdt, row.usdt_price, 8)
}

/** `profit` as a percent of the stakes it was earned on (2 decimals); null with no stake. */
export function profitRate(profit: string, staked: string): string | null {
  return compare(staked, 0) > 0 ? divDown(mul(profit, 100), staked, 2) : null
}
