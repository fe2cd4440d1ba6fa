// Watchlist calls (SPEC §7 /optional/*): the user's favourite symbols. Fields and answers are the
// call catalogue's.
import { api } from './client'

export const fetchWatchlist = () => api.watchList()

export const addToWatchlist = (currencyId: number, matchId: number) =>
  api.watchAdd({ currency_id: currencyId, match_id: matchId })

export const removeFromWatchlist = (optionalId: number) => api.watchRemove({ id: optionalId })
