// The signed-in user's watchlist: match id -> entry id. A tap shows its result at once and is
// undone if the server refuses.
import { proxy } from 'valtio'
import { t } from '@/locales'
import { addToWatchlist, fetchWatchlist, removeFromWatchlist } from '@/services/api/watchlist'
import { toast } from '@/services/toast'

export interface WatchlistState {
  /** match id -> optional_id (0 while an add is on its way) */
  entries: Record<number, number>
  /** match ids in the order they were added */
  order: number[]
  loaded: boolean
}

export const watchlist = proxy<WatchlistState>({ entries: {}, order: [], loaded: false })

export async function loadWatchlist(): Promise<void> {
  const items = await fetchWatchlist()
  watchlist.entries = Object.fromEntries(items.map((i) => [i.id, i.optional_id]))
  watchlist.order = items.map((i) => i.id)
  watchlist.loaded = true
}

export async function toggleWatch(matchId: number, currencyId: number): Promise<void> {
  const entryId = watchlist.entries[matchId]
  if (entryId === undefined) {
    watchlist.entries[matchId] = 0
    watchlist.order.push(matchId)
    try {
      const { optional_id } = await addToWatchlist(currencyId, matchId)
      watchlist.entries[matchId] = optional_id
      toast(t('market.watchAdded'), 'success')
    } catch {
      delete watchlist.entries[matchId]
      watchlist.order = watchlist.order.filter((id) => id !== matchId)
    }
    return
  }
  if (entryId === 0) return // its add is still on the way
  delete watchlist.entries[matchId]
  const order = watchlist.order
  watchlist.order = order.filter((id) => id !== matchId)
  try {
    await removeFromWatchlist(entryId)
    toast(t('market.watchRemoved'), 'success')
  } catch {
    watchlist.entries[matchId] = entryId
    watchlist.order = order
  }
}

/** Signing out: the next user starts empty. */
export function clearWatchlist(): void {
  watchlist.entries = {}
  watchlist.order = []
  watchlist.loaded = false
}
