// Market calls (SPEC §7 Market and trading). Fields and answers are the call catalogue's.
import type { Period } from '@wire/market'
import { api } from './client'

export const fetchQuoteGroups = () => api.quoteGroups()

export const fetchProfile = (currencyId: number) => api.currencyProfile({ id: currencyId })

/** Candles in ascending time; the last is the live one when `to` reaches now. */
export const fetchKline = (matchId: number, period: Period, from: number, to: number) =>
  api.kline({ match_id: matchId, period, from, to }, { silent: true })

/** The time-share line (a code-style answer, not enveloped). */
export const fetchTimeshare = (symbol: string, period: Period, from: number, to: number) =>
  api.timeshare({ symbol, period, from, to }, { silent: true })
