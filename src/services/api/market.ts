// Market calls (SPEC §7 Market and trading). Fields and answers are the call catalogue's.
import type { PayloadOf, SendOf } from '@wire/catalogue'
import type { Period } from '@wire/market'
import { get, post } from '../http'

export const fetchQuoteGroups = () => get<PayloadOf<'quoteGroups'>>('/currency/quotation_new')

export const fetchProfile = (currencyId: number) =>
  get<PayloadOf<'currencyProfile'>>('/currency/address', {
    id: currencyId,
  } satisfies SendOf<'currencyProfile'>)

/** Candles in ascending time; the last is the live one when `to` reaches now. */
export const fetchKline = (matchId: number, period: Period, from: number, to: number) =>
  post<PayloadOf<'kline'>>(
    '/currency/new_kline',
    { match_id: matchId, period, from, to } satisfies SendOf<'kline'>,
    { silent: true },
  )

/** The time-share line (a code-style answer, not enveloped). */
export const fetchTimeshare = (symbol: string, period: Period, from: number, to: number) =>
  get<PayloadOf<'timeshare'>>(
    '/currency/new_timeshar',
    { symbol, period, from, to } satisfies SendOf<'timeshare'>,
    { silent: true },
  )
