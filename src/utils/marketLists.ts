// Which symbols a Market list shows, in which order. Sorting reads prices as numbers: it orders
// rows on screen and computes no amount.
import type { Match, SymbolType } from '@wire/market'

export type MarketList = 'all' | 'gainers' | 'cap' | 'new'

/** A listing counts as new for this long. */
export const NEW_LISTING_MS = 90 * 24 * 3600 * 1000

const num = (value: string | null | undefined) => {
  const n = Number(value)
  return Number.isFinite(n) ? n : -Infinity
}

/**
 * The lists a symbol type offers. A currency pair has no market cap and no listing date that
 * would make it new: for forex those two lists would only say nothing.
 */
export function listsOf(type: SymbolType): readonly MarketList[] {
  return type === 5 ? ['all', 'gainers'] : ['all', 'gainers', 'cap', 'new']
}

/** Code, symbol or name containing the query, ignoring case and a slash or space in it. */
export function matchesQuery(match: Match, query: string): boolean {
  const q = query
    .trim()
    .toLowerCase()
    .replace(/[\s/]+/g, '')
  if (!q) return true
  const fields = [match.currency_name, match.symbol, match.full_name]
  return fields.some((f) =>
    f
      .toLowerCase()
      .replace(/[\s/]+/g, '')
      .includes(q),
  )
}

/** Market cap where it has meaning (digital currencies, stocks), 24 h turnover elsewhere. */
export function sizeOf(match: Match): number {
  return match.market_cap !== null ? num(match.market_cap) : num(match.turnover)
}

export function selectMatches(
  matches: readonly Match[],
  options: { type: SymbolType; list: MarketList; query?: string; now: number },
): Match[] {
  const { type, list, query = '', now } = options
  // a search looks through every type
  let rows = query.trim()
    ? matches.filter((m) => matchesQuery(m, query))
    : matches.filter((m) => m.currency_type === type)
  if (list === 'gainers') rows = [...rows].sort((a, b) => num(b.change) - num(a.change))
  if (list === 'cap') rows = [...rows].sort((a, b) => sizeOf(b) - sizeOf(a))
  if (list === 'new') {
    // a symbol without a listing date (null) has always been here: never new
    rows = rows
      .filter(
        (m): m is Match & { listed_at: number } =>
          m.listed_at !== null && now - m.listed_at <= NEW_LISTING_MS,
      )
      .sort((a, b) => b.listed_at - a.listed_at)
  }
  return rows
}

/** Home's movers: the biggest rises or falls over all symbols. */
export function topMovers(matches: readonly Match[], direction: 'up' | 'down', count = 5): Match[] {
  const sign = direction === 'up' ? 1 : -1
  return [...matches]
    .filter((m) => sign * num(m.change) > 0)
    .sort((a, b) => sign * (num(b.change) - num(a.change)))
    .slice(0, count)
}
