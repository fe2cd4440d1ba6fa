// The order book as the Trade tab draws it: the best levels of each side, each with the running
// total from the best price outwards, and that total's share of the deeper side as the width of its
// depth bar. Amounts are added as decimals; only the bar width, a drawing, is a float.
import type { DepthEvent } from '@wire/market'
import { add, compare, divDown, sub } from '@common/decimal'

export const BOOK_LEVELS = 10

export interface BookLevel {
  price: string
  amount: string
  /** amount of this level and every better one */
  total: string
  /** total / the deeper side's total, 0 to 1 */
  share: number
}

export interface Book {
  /** best (lowest) first */
  asks: BookLevel[]
  /** best (highest) first */
  bids: BookLevel[]
  /** best ask - best bid; null while a side is empty */
  spread: string | null
  /** the last price the book was built around, when the feed says it (DepthEvent.price) */
  last: string | null
}

type Side = readonly (readonly [string, string])[]

function running(levels: Side): { price: string; amount: string; total: string }[] {
  let total = '0'
  return levels.map(([price, amount]) => {
    total = add(total, amount)
    return { price, amount, total }
  })
}

/** The best `levels` of each side with running totals, depth shares and the spread. */
export function buildBook(
  event: Pick<DepthEvent, 'bids' | 'asks' | 'price'>,
  levels = BOOK_LEVELS,
): Book {
  // sorted here too: the book must read right even if a feed sends a side out of order
  const bids = running([...event.bids].sort((a, b) => compare(b[0], a[0])).slice(0, levels))
  const asks = running([...event.asks].sort((a, b) => compare(a[0], b[0])).slice(0, levels))
  const last = (side: typeof bids) => side[side.length - 1]?.total ?? '0'
  const deepest = compare(last(bids), last(asks)) >= 0 ? last(bids) : last(asks)
  const share = (total: string) =>
    compare(deepest, '0') > 0 ? Number(divDown(total, deepest, 4)) : 0
  const withShare = (side: typeof bids) => side.map((l) => ({ ...l, share: share(l.total) }))
  return {
    bids: withShare(bids),
    asks: withShare(asks),
    spread: bids[0] && asks[0] ? sub(asks[0].price, bids[0].price) : null,
    last: event.price ?? null,
  }
}
