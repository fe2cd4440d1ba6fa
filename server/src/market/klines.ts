// The two candle calls read the same fields the same way: a period of PERIODS, `from` and `to` in
// seconds or milliseconds (more than 10 digits means ms), `to` defaulting to now.
import { isPeriod, type Candle, type Period } from '@wire/market'
import type { Clock } from '../infra/clock'
import { AppError } from '../infra/appError'
import { MAX_CANDLES, type MarketFeed } from './feed'
import { PERIOD_GRIDS } from './periods'

export interface KlineQuery {
  period: Period
  from: number
  to: number
}

/** A time in seconds or ms as sent, in ms; undefined when absent, NaN when malformed. */
export function parseTime(value: string): number | undefined {
  const text = value.trim()
  if (!text) return undefined
  if (!/^\d{1,16}$/.test(text)) return NaN
  return text.length > 10 ? Number(text) : Number(text) * 1000
}

export function klineQuery(
  clock: Clock,
  fields: { period: string; from: string; to: string },
): KlineQuery {
  const period = fields.period.trim()
  if (!isPeriod(period)) throw new AppError('period_invalid')
  const to = parseTime(fields.to) ?? clock.now().getTime()
  // Without `from`, the latest MAX_CANDLES candles.
  const from = parseTime(fields.from) ?? to - MAX_CANDLES * PERIOD_GRIDS[period].nominalMs
  if (Number.isNaN(from) || Number.isNaN(to) || from > to) {
    throw new AppError('time_range_invalid')
  }
  return { period, from, to }
}

export function klines(feed: MarketFeed, matchId: number, query: KlineQuery): Candle[] {
  return feed.candles(matchId, query.period, query.from, query.to, MAX_CANDLES)
}
