// Collectibles' rules, shared by the screens (what a user sees before buying, bidding or listing)
// and the server (what it charges): the platform's fee, the next bid, the anti-sniping extension,
// a series' published odds. Amounts are USDT with 2 decimals.
import { USDT } from './coins'
import { add, divDown, mul, sub } from './decimal'

export const NFT_COIN = USDT
export const NFT_PLACES = 2
export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const
export type Rarity = (typeof RARITIES)[number]

/** The platform's fee on a sale, % of the price, taken from what the seller receives. */
export const NFT_FEE_PERCENT = '2.5'
/** A bid this close to the end moves the end this much later (anti-sniping). */
export const ANTI_SNIPE_MINUTES = 10
/** How long an auction its owner starts may run. */
export const AUCTION_HOURS = { min: 1, max: 168 } as const
/** After the sale ends, boxes may be opened this long; the house opens the rest, then reveals. */
export const OPEN_DAYS = 7

/** The fee on a sale at `price`: down to the cent, in the seller's favour. */
export const saleFee = (price: string, feePercent: string = NFT_FEE_PERCENT): string =>
  divDown(mul(price, feePercent), '100', NFT_PLACES)

/** What the seller receives for a sale at `price`. */
export const sellerGets = (price: string, feePercent: string = NFT_FEE_PERCENT): string =>
  sub(price, saleFee(price, feePercent))

/**
 * The bid that raising the current price by `raise` makes (the seed's `auctionNFT {code, price}`:
 * price is the raise): on the starting price for the first bid, on the leading bid after.
 */
export const bidOf = (current: string, raise: string): string => add(current, raise)

/** The least raise: any (0 included) for the first bid, the step after. */
export const minRaise = (hasBids: boolean, step: string): string => (hasBids ? step : '0')

/** The end after a bid at `at`: 10 minutes later when the bid came in its last 10 minutes. */
export function endAfterBid(endsAt: Date, at: Date): Date {
  const window = ANTI_SNIPE_MINUTES * 60_000
  return endsAt.getTime() - at.getTime() <= window ? new Date(endsAt.getTime() + window) : endsAt
}

/** The published odds of each rarity: its editions over the series' boxes, in % to 2 decimals. */
export function oddsOf(
  editions: readonly { rarity: Rarity; editions: number }[],
): { rarity: Rarity; boxes: number; percent: string }[] {
  const total = editions.reduce((n, e) => n + e.editions, 0)
  return RARITIES.map((rarity) => {
    const boxes = editions.filter((e) => e.rarity === rarity).reduce((n, e) => n + e.editions, 0)
    return { rarity, boxes, percent: total ? divDown(String(boxes * 100), String(total), 2) : '0' }
  }).filter((o) => o.boxes > 0)
}
