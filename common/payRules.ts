// Card payment's rules, shared by the recharge screen (what the user will receive, shown before
// they pay) and the server (what is credited): one function, so the two cannot disagree.
import { coinPlaces, USDT } from './coins'
import { compare, divDown } from './decimal'

/** What /pay/createPay and /pay/createMjlPay pay through: each call its own provider. */
export const PAY_CHANNELS = ['card', 'mjl'] as const
export type PayChannel = (typeof PAY_CHANNELS)[number]

/** A card amount's decimals, and its bounds, in the card's currency. */
export const PAY_PLACES = 2
export const PAY_MIN = '10'
export const PAY_MAX = '10000'

/** The coin a card deposit credits. */
export const PAY_COIN = USDT

/**
 * USDT credited for `amount` of the card's currency at `rate` (card currency per USDT, the site's
 * tx_rate): rounded down to the cent, so the house never credits more than was paid.
 */
export const creditOf = (amount: string, rate: string): string =>
  divDown(amount, rate, coinPlaces(PAY_COIN.id))

export type PayAmountFault = 'belowMin' | 'aboveMax' | undefined

export function payAmountFault(amount: string): PayAmountFault {
  if (compare(amount, PAY_MIN) < 0) return 'belowMin'
  if (compare(amount, PAY_MAX) > 0) return 'aboveMax'
  return undefined
}
