// A coin's price in USDT as the products that value one coin against another read it (dual
// investment's settlement, a loan's LTV): the feed's price of its USDT symbol at an instant, and 1
// for the stablecoins, between which the simulation has no market.
import { USDT } from '@common/coins'
import type { MarketFeed, SymbolInfo } from './feed'

const USDC = 5

/** The coin's USDT symbol on the feed. */
export function usdtMatch(feed: MarketFeed, currencyId: number): SymbolInfo | undefined {
  return feed.matches().find((m) => m.currency_id === currencyId && m.legal_id === USDT.id)
}

/** One unit of the coin in USDT at `atMs`; undefined when nothing prices it. */
export function usdtPriceAt(
  feed: MarketFeed,
  currencyId: number,
  atMs: number,
): string | undefined {
  if (currencyId === USDT.id || currencyId === USDC) return '1'
  const match = usdtMatch(feed, currencyId)
  return match ? feed.priceAt(match.id, atMs) : undefined
}
