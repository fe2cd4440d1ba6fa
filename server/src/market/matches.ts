// The market as the wire shows it: matches with their live quotes, grouped by quote currency,
// the currency list and one currency's profile.
import type { Lang } from '@wire/lang'
import type { Currency, CurrencyProfile, Match, QuoteGroup, SymbolType } from '@wire/market'
import { AppError } from '../infra/appError'
import { t, type MessageKey } from '../infra/i18n'
import { CURRENCIES, type CurrencySpec } from './catalogue'
import type { MarketFeed, SymbolInfo } from './feed'

/** A listed symbol with its quote; undefined when it is unknown or not listed yet. */
export function matchOf(feed: MarketFeed, info: SymbolInfo): Match | undefined {
  const quote = feed.quote(info.id)
  if (!quote) return undefined
  const { time: _time, ...live } = quote
  const { listing_known: known, ...listed } = info
  return { ...listed, ...live, listed_at: known ? info.listed_at : null }
}

/** Every listed match, by `sort`. */
export function listMatches(feed: MarketFeed): Match[] {
  return feed
    .matches()
    .map((info) => matchOf(feed, info))
    .filter((m): m is Match => m !== undefined)
    .sort((a, b) => a.sort - b.sort)
}

/** Matches grouped by quote currency; groups in the order their first match sorts. */
export function quoteGroups(feed: MarketFeed): QuoteGroup[] {
  const groups = new Map<number, QuoteGroup>()
  for (const match of listMatches(feed)) {
    let group = groups.get(match.legal_id)
    if (!group) {
      group = { id: match.legal_id, name: match.legal_name, quotation: [] }
      groups.set(match.legal_id, group)
    }
    group.quotation.push(match)
  }
  return [...groups.values()]
}

export function requireMatch(feed: MarketFeed, matchId: number): SymbolInfo {
  const info = feed.matches().find((m) => m.id === matchId)
  if (!info) throw new AppError('symbol_not_found')
  return info
}

const compact = (text: string) => text.replace(/[^a-z0-9]/gi, '').toLowerCase()

/** A match by its symbol: 'BTC/USDT', 'btc/usdt', 'btcusdt' or 'BTC-USDT'. */
export function matchBySymbol(feed: MarketFeed, symbol: string): SymbolInfo {
  const wanted = compact(symbol)
  const info = wanted ? feed.matches().find((m) => compact(m.symbol) === wanted) : undefined
  if (!info) throw new AppError('symbol_not_found')
  return info
}

export function listCurrencies(): Currency[] {
  return CURRENCIES.map((c) => ({ id: c.id, name: c.code, full_name: c.fullName, type: c.type }))
}

const DESCRIPTIONS: Readonly<Record<SymbolType, MessageKey>> = {
  2: 'describe_digital_currency',
  3: 'describe_stock',
  4: 'describe_futures',
  5: 'describe_forex',
}

/**
 * When the currency was first quoted here, or null when that is not known: one of its symbols
 * without a listing date was quoted before any date there is to tell.
 */
function listedAt(feed: MarketFeed, currency: CurrencySpec): number | null {
  const symbols = feed
    .matches()
    .filter((m) => m.currency_id === currency.id || m.legal_id === currency.id)
  if (symbols.length === 0 || symbols.some((m) => !m.listing_known)) return null
  return Math.min(...symbols.map((m) => m.listed_at))
}

export function currencyProfile(feed: MarketFeed, currencyId: number, lang: Lang): CurrencyProfile {
  const currency = CURRENCIES.find((c) => c.id === currencyId)
  if (!currency) throw new AppError('currency_not_found')
  const vars = { name: currency.fullName, code: currency.code }
  const quotes = [
    ...new Set(
      feed
        .matches()
        .filter((m) => m.currency_id === currency.id)
        .map((m) => m.legal_name),
    ),
  ]
  const sentences = [t(lang, DESCRIPTIONS[currency.type], vars)]
  if (quotes.length > 0) {
    sentences.push(t(lang, 'describe_quoted_in', { ...vars, quote: quotes.join(', ') }))
  }
  return {
    currency_id: currency.id,
    name: currency.code,
    full_name: currency.fullName,
    type: currency.type,
    listed_at: listedAt(feed, currency),
    circulating: currency.circulating ?? null,
    networks: (currency.networks ?? []).map((n) => ({ ...n })),
    description: sentences.join(' '),
  }
}
