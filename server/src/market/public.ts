// What other areas may use of market: they import it from here and nothing else of the folder
// (featureImports.test.ts), so what they depend on is listed in one place.
export type { CurrencySpec } from './catalogue'
export type { MarketFeed, SymbolInfo } from './feed'
export { TICK_MS } from './grid'
export { matchOf, requireMatch } from './matches'
export { logoUrl } from './symbols'
export { ticksBetween, type TickPrice } from './ticks'
export { usdtMatch, usdtPriceAt } from './usdtPrice'
