// The catalogue as the feed uses it: each symbol's wire description, its price process and the
// grid steps it ticks on.
import {
  CURRENCIES,
  LONG_AGO,
  MICRO_TRADE_FEE,
  SYMBOLS,
  type CurrencySpec,
  type SymbolSpec,
} from './catalogue'
import type { SymbolInfo } from './feed'
import { ceilToMultiple, stepAt } from './grid'
import { hashString } from './hash'
import { PriceProcess } from './process'

export interface SimSymbol {
  info: SymbolInfo
  spec: SymbolSpec
  base: CurrencySpec
  process: PriceProcess
  every: number
  /** the first grid step with a tick */
  listedStep: number
  /** hash key of the simulated order book */
  depthKey: number
}

const byCode = new Map(CURRENCIES.map((c) => [c.code, c]))

export function currencyByCode(code: string): CurrencySpec {
  const currency = byCode.get(code)
  if (!currency) throw new Error(`catalogue: unknown currency ${code}`)
  return currency
}

/**
 * Where the server draws the currency's logo (logos.ts), or '' where it has none: a token the
 * operator listed (a project's) is not in the catalogue, and the app draws its letter instead of
 * asking for a picture that is not there.
 */
export function logoUrl(code: string): string {
  return byCode.has(code) ? `/media/logos/${code.toLowerCase()}.svg` : ''
}

export function symbolInfo(spec: SymbolSpec, index: number): SymbolInfo {
  const base = currencyByCode(spec.base)
  const quote = currencyByCode(spec.quote)
  return {
    id: index + 1,
    currency_id: base.id,
    legal_id: quote.id,
    currency_name: base.code,
    legal_name: quote.code,
    symbol: `${base.code}/${quote.code}`,
    full_name: spec.fullName,
    currency_type: spec.type,
    price_precision: spec.pricePrecision,
    qty_precision: spec.qtyPrecision,
    listed_at: Date.parse(spec.listedAt ?? LONG_AGO),
    listing_known: spec.listedAt !== undefined,
    logo: logoUrl(base.code),
    open_microtrade: spec.openMicrotrade ?? 1,
    // WIRE: every digital currency has a spot book
    open_coin_trade: spec.type === 2 ? 1 : 0,
    open_lever: spec.type === 2 ? 1 : 0,
    micro_trade_fee: MICRO_TRADE_FEE,
    sort: (index + 1) * 10,
  }
}

export function simSymbols(seed: string, specs: readonly SymbolSpec[] = SYMBOLS): SimSymbol[] {
  return specs.map((spec, index) => {
    const info = symbolInfo(spec, index)
    return {
      info,
      spec,
      base: currencyByCode(spec.base),
      every: spec.tickEvery,
      listedStep: ceilToMultiple(stepAt(info.listed_at), spec.tickEvery),
      depthKey: hashString(`${seed}\u0000${info.symbol}\u0000depth`),
      process: new PriceProcess({
        seed,
        key: info.symbol,
        basePrice: spec.price,
        pricePrecision: spec.pricePrecision,
        qtyPrecision: spec.qtyPrecision,
        sigma: spec.sigma,
        dailyVolume: spec.dailyVolume,
        tickEvery: spec.tickEvery,
      }),
    }
  })
}
