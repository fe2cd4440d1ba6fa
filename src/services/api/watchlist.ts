// Watchlist calls (SPEC §7 /optional/*): the user's favourite symbols. Fields and answers are the
// call catalogue's.
import type { PayloadOf, SendOf } from '@wire/catalogue'
import { get, post } from '../http'

export const fetchWatchlist = () => get<PayloadOf<'watchList'>>('/optional/list')

export const addToWatchlist = (currencyId: number, matchId: number) =>
  post<PayloadOf<'watchAdd'>>('/optional/add', {
    currency_id: currencyId,
    match_id: matchId,
  } satisfies SendOf<'watchAdd'>)

export const removeFromWatchlist = (optionalId: number) =>
  post<PayloadOf<'watchRemove'>>('/optional/del', {
    id: optionalId,
  } satisfies SendOf<'watchRemove'>)
