// How finely each coin a user can deposit, withdraw or exchange is counted (SPEC §3 coin ids).
// Stablecoins keep the app's 2 decimals; BTC and ETH need more, or a typical withdrawal (0.005 BTC)
// could not be typed. One table for the app's forms and the server's checks.

/**
 * USDT (SPEC §3 id 3): the coin prices are quoted in, leverage margins and copy-trading shares are
 * kept in, and token projects, dual investment, card payments and collectibles are paid in.
 */
export const USDT = { id: 3, code: 'USDT' } as const

/**
 * The coins that can be deposited, withdrawn, exchanged and moved between accounts, USDT first:
 * the order every screen lists them in.
 */
export const ASSET_COINS = [
  USDT,
  { id: 1, code: 'BTC' },
  { id: 2, code: 'ETH' },
  { id: 5, code: 'USDC' },
] as const

export const ASSET_COIN_IDS: readonly number[] = ASSET_COINS.map((c) => c.id)

/** Decimals an amount of each coin may carry: BTC 1, ETH 2, USDT 3, USDC 5. */
export const COIN_PLACES: Readonly<Record<number, number>> = { 1: 8, 2: 6, 3: 2, 5: 2 }

/** The decimals of coin `currencyId`: 2 for anything not in the table. */
export function coinPlaces(currencyId: number): number {
  return COIN_PLACES[currencyId] ?? 2
}
