// P2P buy orders (SPEC §4 "Peer buy order"; WIRE "Pinned for the catalogue areas", P2P): the rules
// the app shows and the server applies. A buyer pays the fiat amount they type and receives what
// it buys at the ad's price, rounded down to the coin's places; an order's fiat amount must lie
// within the ad's limits, the upper one no more than what is still offered is worth.
import { compare, divDown, mul, round } from './decimal'

/** Minutes a buyer has to pay before the order is cancelled (SPEC §4). */
export const P2P_PAY_MINUTES = 15

/** Cancellations a business day allows: one more bars buy orders until the next (SPEC §4). */
export const P2P_DAILY_CANCELS = 3

/** The fiat currencies ads are priced in. */
export const P2P_FIATS = [
  'USD',
  'EUR',
  'GBP',
  'CNY',
  'HKD',
  'INR',
  'RUB',
  'TRY',
  'VND',
  'IDR',
] as const
export type P2pFiat = (typeof P2P_FIATS)[number]

/** The coin a fiat amount buys at `price`, down to `places`. */
export const coinFor = (fiatAmount: string, price: string, places: number): string =>
  divDown(fiatAmount, price, places)

/** An ad's upper limit now: its maximum, or what is still offered is worth if that is less. */
export function maxFiat(ad: { max_fiat: string; remaining: string; price: string }): string {
  const worth = round(mul(ad.remaining, ad.price), 2, 'down')
  return compare(worth, ad.max_fiat) < 0 ? worth : ad.max_fiat
}
