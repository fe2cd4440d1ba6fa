// A symbol's leverage terms as stored (lever_markets) and the row's part in keeping the trigger job
// exact: the job locks it FOR UPDATE while it walks the ticks since checked_until, and whatever
// opens or changes a position locks it FOR SHARE first (decision 62).
import type { LeverDeal } from '@wire/catalogue/lever'
import type { LeverTerms } from '@common/leverRules'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import type { MarketFeed, SymbolInfo } from '../market/public'
import { dec } from '../infra/money/decimal'

export interface LeverMarketRow {
  match_id: number
  multiples: string
  share_num: string
  spread: string
  trade_fee: string
  overnight: string
  mmr: string
  status: number
  checked_until: Date
}

/**
 * A new symbol's terms: multiples 2x to 100x; a spread of 0.05 % each way; 0.1 % to open (the
 * usual entry tier of the large exchanges); 0.05 % a day overnight; a maintenance margin rate of
 * 0.4 % (Binance's first tier, notes/catalogue-areas.md §2). The share is a power of ten of the base
 * worth between 10 and 100 of the quote currency at the price when the row is made.
 */
export const LEVER_DEFAULTS = {
  multiples: '2,5,10,20,50,100',
  spread: '0.05',
  trade_fee: '0.1',
  overnight: '0.05',
  mmr: '0.004',
} as const

/** The symbol with this base and quote currency, when it can be traded with leverage. */
export function leverMatch(
  feed: MarketFeed,
  currencyId: number | undefined,
  legalId: number | undefined,
  now: Date,
): SymbolInfo {
  const info = feed.matches().find((m) => m.currency_id === currencyId && m.legal_id === legalId)
  if (!info || info.listed_at > now.getTime()) throw new AppError('symbol_not_found')
  if (info.open_lever !== 1) throw new AppError('lever_closed')
  return info
}

/** Base units per share for a symbol priced `price`: a power of ten worth 10 to 100 of the quote. */
function defaultShareNum(price: string, qtyPlaces: number): string {
  const exponent = Math.max(Math.floor(Math.log10(100 / Number(price))), -qtyPlaces)
  return dec('10').pow(exponent).toFixed()
}

const SELECT = 'SELECT * FROM lever_markets WHERE match_id = $1'

/** Makes the symbol's row with the defaults the first time it is traded with leverage. */
async function ensureMarket(
  q: Queryable,
  feed: MarketFeed,
  match: SymbolInfo,
  now: Date,
): Promise<void> {
  const d = LEVER_DEFAULTS
  const price = feed.priceAt(match.id, now.getTime())
  // Two first positions at once: the second insert waits for the first and then does nothing.
  await q.query(
    `INSERT INTO lever_markets (match_id, multiples, share_num, spread, trade_fee, overnight, mmr,
       checked_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (match_id) DO NOTHING`,
    [
      match.id,
      d.multiples,
      defaultShareNum(price, match.qty_precision),
      d.spread,
      d.trade_fee,
      d.overnight,
      d.mmr,
      now,
    ],
  )
}

/**
 * The symbol's row, locked FOR SHARE for the rest of transaction `q` (made with the defaults the
 * first time): a position opened or changed under it is never inside a window the trigger job is
 * walking.
 */
export async function shareMarket(
  q: Queryable,
  feed: MarketFeed,
  match: SymbolInfo,
  now: Date,
): Promise<LeverMarketRow> {
  const [found] = await q.query<LeverMarketRow>(`${SELECT} FOR SHARE`, [match.id])
  if (found) return found
  await ensureMarket(q, feed, match, now)
  const [made] = await q.query<LeverMarketRow>(`${SELECT} FOR SHARE`, [match.id])
  return made
}

/** The row without locking it (made with the defaults the first time it is asked for). */
export async function readMarket(
  q: Queryable,
  feed: MarketFeed,
  match: SymbolInfo,
  now: Date,
): Promise<LeverMarketRow> {
  const [found] = await q.query<LeverMarketRow>(SELECT, [match.id])
  if (found) return found
  await ensureMarket(q, feed, match, now)
  const [made] = await q.query<LeverMarketRow>(SELECT, [match.id])
  return made
}

export const multiplesOf = (row: Pick<LeverMarketRow, 'multiples'>): number[] =>
  row.multiples.split(',').map(Number)

/** The terms the arithmetic (common/leverRules.ts) takes. */
export function termsOf(row: LeverMarketRow, match: SymbolInfo): LeverTerms {
  const plain = (value: string): string => dec(value).toFixed()
  return {
    shareNum: plain(row.share_num),
    spread: plain(row.spread),
    tradeFee: plain(row.trade_fee),
    overnight: plain(row.overnight),
    mmr: plain(row.mmr),
    pricePlaces: match.price_precision,
  }
}

/** /lever/deal: the terms and the mark, with the user's available lever balance. */
export function dealView(
  row: LeverMarketRow,
  match: SymbolInfo,
  mark: string,
  available: string,
): LeverDeal {
  const terms = termsOf(row, match)
  return {
    match_id: match.id,
    symbol: match.symbol,
    currency_id: match.currency_id,
    legal_id: match.legal_id,
    status: row.status === 0 ? 0 : 1,
    multiple: multiplesOf(row),
    last_price: mark,
    user_lever: available,
    lever_share_num: terms.shareNum,
    spread: terms.spread,
    trade_fee: terms.tradeFee,
    overnight: terms.overnight,
    mmr: terms.mmr,
    price_precision: match.price_precision,
    simulated: true,
  }
}
