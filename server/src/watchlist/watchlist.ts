// The watchlist ("optional"): every query carries the user id from the session, so nobody reads
// or removes another user's entries. Adding an entry twice keeps the first.
import type { WatchCheck, WatchItem } from '@wire/market'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import type { MarketFeed, SymbolInfo } from '../market/public'
import { matchOf } from '../market/public'

/** The match a currency id stands for: the first, by sort, with that base currency. */
export function matchForCurrency(feed: MarketFeed, currencyId: number): SymbolInfo {
  const info = [...feed.matches()]
    .sort((a, b) => a.sort - b.sort)
    .find((m) => m.currency_id === currencyId)
  if (!info) throw new AppError('symbol_not_found')
  return info
}

export async function addWatch(
  q: Queryable,
  clock: Clock,
  userId: number,
  info: SymbolInfo,
): Promise<number> {
  const [added] = await q.query<{ id: number }>(
    `INSERT INTO watchlist (user_id, match_id, currency_id, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, match_id) DO NOTHING RETURNING id`,
    [userId, info.id, info.currency_id, clock.now()],
  )
  if (added) return added.id
  const [existing] = await q.query<{ id: number }>(
    'SELECT id FROM watchlist WHERE user_id = $1 AND match_id = $2',
    [userId, info.id],
  )
  return existing.id
}

/** Removes the user's entry by its id or by its match; false when the user has no such entry. */
export async function removeWatch(
  q: Queryable,
  userId: number,
  by: { id: number } | { matchId: number },
): Promise<boolean> {
  const rows =
    'id' in by
      ? await q.query('DELETE FROM watchlist WHERE user_id = $1 AND id = $2 RETURNING id', [
          userId,
          by.id,
        ])
      : await q.query('DELETE FROM watchlist WHERE user_id = $1 AND match_id = $2 RETURNING id', [
          userId,
          by.matchId,
        ])
  return rows.length > 0
}

export async function checkWatch(
  q: Queryable,
  userId: number,
  matchId: number,
): Promise<WatchCheck> {
  const [row] = await q.query<{ id: number }>(
    'SELECT id FROM watchlist WHERE user_id = $1 AND match_id = $2',
    [userId, matchId],
  )
  return { is_optional: row !== undefined, optional_id: row?.id ?? null }
}

/** The user's entries in the order they were added, each with its live quote. */
export async function listWatch(
  q: Queryable,
  feed: MarketFeed,
  userId: number,
): Promise<WatchItem[]> {
  const rows = await q.query<{ id: number; match_id: number }>(
    'SELECT id, match_id FROM watchlist WHERE user_id = $1 ORDER BY id',
    [userId],
  )
  const infos = new Map(feed.matches().map((m) => [m.id, m]))
  const items: WatchItem[] = []
  for (const row of rows) {
    const info = infos.get(row.match_id)
    const match = info && matchOf(feed, info)
    if (match) items.push({ ...match, optional_id: row.id })
  }
  return items
}
