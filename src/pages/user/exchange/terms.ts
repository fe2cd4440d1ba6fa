// What the exchange screen works out from a quote, without floating point (common/decimal): the
// rate it shows, and when the quote stops holding on this device's clock.
import { coinPlaces } from '@common/coins'
import { divDown } from '@common/decimal'
import type { TransferQuote } from '@/services/api/exchange'

/** One unit of the source coin in the target coin, to the target coin's decimals, cut down. */
export function rateOf(quote: TransferQuote, toId: number): string {
  return divDown(quote.form_price, quote.to_price, coinPlaces(toId))
}

export interface HeldQuote {
  quote: TransferQuote
  /** device time (ms) the quote arrived */
  receivedAt: number
  /** device time (ms) from which the page treats the quote as expired */
  deadline: number
}

// The server's expires_at is on the server's clock, which the device's need not agree with. The
// page counts the stated seconds from when the quote arrived, less a second for the way back, so
// it never offers to confirm a quote the server already refuses.
const MARGIN_MS = 1000

export function hold(quote: TransferQuote, receivedAt: number): HeldQuote {
  return { quote, receivedAt, deadline: receivedAt + quote.lock_seconds * 1000 - MARGIN_MS }
}

/**
 * What the countdown shows at `now`. The page's clock ticks once a second and may still hold a
 * time from before the quote arrived: the quote never shows more time than it was given.
 */
export const timeLeft = (held: HeldQuote, now: number): number =>
  held.deadline - Math.max(now, held.receivedAt)
