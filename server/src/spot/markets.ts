// A symbol's spot market as stored (spot_markets): its rules, last price and book sequence. The
// row doubles as the symbol's lock: whatever changes the book (a placement, a cancel) locks it
// first, so one symbol's orders are matched one at a time across every node (decision 58).
import { placesToStep } from '@common/spotRules'
import type { SpotRules as SpotRulesView } from '@wire/catalogue/spot'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import type { MarketFeed, SymbolInfo } from '../market/public'
import { dec } from '../infra/money/decimal'
import { compileRules, type SpotRules, type SpotRulesInput } from './rules'

export interface MarketRow {
  match_id: number
  tick: string
  step: string
  min_notional: string
  maker_fee: string
  taker_fee: string
  base_places: number
  quote_places: number
  band_percent: string
  status: number
  last_price: string | null
  seq: number
}

/**
 * A new market's rules: the symbol's own price and amount grids, a minimum order of 5 in the quote
 * currency and 0.1 % fees each way (the usual entry tier of the large exchanges), fees counted to
 * 8 decimals (a satoshi) and the 5 % market band WIRE pins.
 */
export const MARKET_DEFAULTS = {
  min_notional: '5',
  maker_fee: '0.1',
  taker_fee: '0.1',
  base_places: 8,
  quote_places: 8,
  band_percent: '5',
} as const

/** The symbol, when it has a spot book and is listed at `now`; spot_closed otherwise. */
export function spotMatch(feed: MarketFeed, matchId: number | undefined, now: Date): SymbolInfo {
  const info = feed.matches().find((m) => m.id === matchId)
  if (!info || info.listed_at > now.getTime()) throw new AppError('symbol_not_found')
  if (info.open_coin_trade !== 1) throw new AppError('spot_closed')
  return info
}

/** The symbol with this base and quote currency, as /coin/trade names it. */
export function matchOfPair(
  feed: MarketFeed,
  currencyId: number | undefined,
  legalId: number | undefined,
): number | undefined {
  return feed.matches().find((m) => m.currency_id === currencyId && m.legal_id === legalId)?.id
}

const SELECT = 'SELECT * FROM spot_markets WHERE match_id = $1'

/**
 * Locks the symbol's market row for the rest of transaction `q`, creating it with the defaults the
 * first time the symbol is traded. Every change of the book starts here.
 */
export async function lockMarket(q: Queryable, match: SymbolInfo): Promise<MarketRow> {
  const [found] = await q.query<MarketRow>(`${SELECT} FOR UPDATE`, [match.id])
  if (found) return found
  const d = MARKET_DEFAULTS
  // Two first orders at once: the second insert waits for the first and then does nothing.
  await q.query(
    `INSERT INTO spot_markets (match_id, tick, step, min_notional, maker_fee, taker_fee,
       base_places, quote_places, band_percent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (match_id) DO NOTHING`,
    [
      match.id,
      placesToStep(match.price_precision),
      placesToStep(match.qty_precision),
      d.min_notional,
      d.maker_fee,
      d.taker_fee,
      d.base_places,
      d.quote_places,
      d.band_percent,
    ],
  )
  const [created] = await q.query<MarketRow>(`${SELECT} FOR UPDATE`, [match.id])
  return created
}

/** The market row without locking it; undefined before the symbol's first order. */
export async function readMarket(q: Queryable, matchId: number): Promise<MarketRow | undefined> {
  const [row] = await q.query<MarketRow>(SELECT, [matchId])
  return row
}

/** A row's rules as the engine's checks take them. */
export function rulesInputOf(row: MarketRow): SpotRulesInput {
  return {
    tick: row.tick,
    step: row.step,
    minNotional: row.min_notional,
    makerFee: row.maker_fee,
    takerFee: row.taker_fee,
    basePlaces: row.base_places,
    quotePlaces: row.quote_places,
    bandPercent: row.band_percent,
  }
}

/** The stored rules, ready for matching; a row the checks would refuse is a broken database. */
export function rulesOf(row: MarketRow): SpotRules {
  const compiled = compileRules(rulesInputOf(row))
  if (!compiled.ok) {
    throw new Error(`spot_markets ${row.match_id}: ${compiled.field} ${compiled.problem}`)
  }
  return compiled.rules
}

/** The symbol's rules as /coin/rules shows them: the stored ones, or the defaults before the first order. */
export async function rulesView(q: Queryable, match: SymbolInfo): Promise<SpotRulesView> {
  const row = await readMarket(q, match.id)
  const d = MARKET_DEFAULTS
  const plain = (value: string): string => dec(value).toFixed()
  return {
    match_id: match.id,
    tick: plain(row?.tick ?? placesToStep(match.price_precision)),
    step: plain(row?.step ?? placesToStep(match.qty_precision)),
    min_notional: plain(row?.min_notional ?? d.min_notional),
    maker_fee: plain(row?.maker_fee ?? d.maker_fee),
    taker_fee: plain(row?.taker_fee ?? d.taker_fee),
    band_percent: plain(row?.band_percent ?? d.band_percent),
    status: row?.status === 0 ? 0 : 1,
  }
}
