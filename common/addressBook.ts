// The address book's rules: which coins and networks an address can be bound for, how many
// addresses one account keeps, how long a label is. Apart from walletAddress.ts (the checksums),
// so a screen that only counts addresses does not carry the hashing code.

export type Network = 'TRC20' | 'ERC20' | 'BTC'

/** Enough for every coin and network several times over; bounds what one account can store. */
export const MAX_ADDRESSES = 20
/** A label's length, in characters. */
export const MAX_LABEL = 30

export interface BindableCoin {
  /** the key the app and server both use for this choice */
  key: 'USDT-TRC20' | 'USDT-ERC20' | 'ETH' | 'BTC' | 'USDC'
  /** coin id (SPEC §3): BTC 1, ETH 2, USDT 3, USDC 5 */
  currency: 1 | 2 | 3 | 5
  name: string
  network: Network
}

/** SPEC §3: the bindable coins, in the order the app offers them. */
export const BINDABLE_COINS: readonly BindableCoin[] = [
  { key: 'USDT-TRC20', currency: 3, name: 'USDT', network: 'TRC20' },
  { key: 'USDT-ERC20', currency: 3, name: 'USDT', network: 'ERC20' },
  { key: 'ETH', currency: 2, name: 'ETH', network: 'ERC20' },
  { key: 'BTC', currency: 1, name: 'BTC', network: 'BTC' },
  { key: 'USDC', currency: 5, name: 'USDC', network: 'ERC20' },
]

/** The bindable coin a (currency, network) pair names, if any. */
export function bindableCoin(currency: number, network: string): BindableCoin | undefined {
  return BINDABLE_COINS.find((c) => c.currency === currency && c.network === network)
}
