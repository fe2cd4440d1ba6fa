// Market calls (SPEC §7 Market and trading). Shapes live in types/market.ts.
import type { Candle, CurrencyProfile, Period, QuoteGroup } from '@wire/market'
import { get, post } from '../http'

export const fetchQuoteGroups = () => get<QuoteGroup[]>('/currency/quotation_new')

export const fetchProfile = (currencyId: number) =>
  get<CurrencyProfile>('/currency/address', { id: currencyId })

/** Candles in ascending time; the last is the live one when `to` reaches now. */
export const fetchKline = (matchId: number, period: Period, from: number, to: number) =>
  post<Candle[]>('/currency/new_kline', { match_id: matchId, period, from, to }, { silent: true })

/** The time-share line (a code-style answer, not enveloped). */
export const fetchTimeshare = (symbol: string, period: Period, from: number, to: number) =>
  get<Candle[]>('/currency/new_timeshar', { symbol, period, from, to }, { silent: true })
