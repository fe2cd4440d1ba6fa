// Watchlist calls (SPEC §7 /optional/*): the user's favourite symbols. Shapes live in types/market.ts.
import type { WatchItem } from '@wire/market'
import { get, post } from '../http'

export const fetchWatchlist = () => get<WatchItem[]>('/optional/list')

export const addToWatchlist = (currencyId: number, matchId: number) =>
  post<{ optional_id: number }>('/optional/add', { currency_id: currencyId, match_id: matchId })

export const removeFromWatchlist = (optionalId: number) =>
  post<string>('/optional/del', { id: optionalId })
