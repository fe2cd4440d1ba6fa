// A plausible order book around the last price: ten levels a side, spaced by a round number of
// ticks (about 0.005 % of the price, at least one tick), with quantities drawn from the step.
import type { DepthEvent } from '@wire/market'
import { uniformAt } from './hash'
import { formatUnits } from './units'
import type { SimSymbol } from './symbols'

export const DEPTH_LEVELS = 10

/** The round spacing (1, 2 or 5 x 10^k ticks) nearest above price x 0.00005. */
export function levelSpacing(priceTicks: number): number {
  const raw = priceTicks * 0.00005
  if (raw <= 1) return 1
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  for (const m of [1, 2, 5, 10]) {
    if (m * magnitude >= raw) return m * magnitude
  }
  return 10 * magnitude
}

export function buildDepth(sym: SimSymbol, priceTicks: number, step: number): DepthEvent {
  const gap = levelSpacing(priceTicks)
  // Whole ticks floored to the level grid (a remainder, exact for any safe count): the best bid is
  // at or below the last price and the best ask above it, both already at the symbol's decimals,
  // because the app shows the book around the quote's last price.
  const bestBid = priceTicks - (priceTicks % gap)
  const bestAsk = bestBid + gap
  const { price_precision: pp, qty_precision: qp } = sym.info
  const expected = sym.process.expectedUnits(step)
  const quantity = (side: number, level: number) => {
    const u = uniformAt(sym.depthKey, step * 2 * DEPTH_LEVELS + side * DEPTH_LEVELS + level)
    return formatUnits(Math.max(1, Math.round(expected * (3 + 12 * u) * (1 + 0.2 * level))), qp)
  }
  const bids: [string, string][] = []
  const asks: [string, string][] = []
  for (let level = 0; level < DEPTH_LEVELS; level++) {
    const bid = bestBid - level * gap
    if (bid >= 1) bids.push([formatUnits(bid, pp), quantity(0, level)])
    asks.push([formatUnits(bestAsk + level * gap, pp), quantity(1, level)])
  }
  return {
    match_id: sym.info.id,
    symbol: sym.info.symbol,
    bids,
    asks,
    price: formatUnits(priceTicks, pp),
  }
}
