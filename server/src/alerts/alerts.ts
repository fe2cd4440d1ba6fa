// A user's price alerts (issue 32 item 4): listing, setting (at most MAX_ALERTS waiting, counted
// under the user's row so two requests at once cannot both pass the limit) and removing.
import { MAX_ALERTS, type AlertKind } from '@wire/alerts'
import type { PriceAlert } from '@wire/catalogue/alerts'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import type { MarketFeed } from '../market/public'
import { AppError } from '../infra/appError'
import { dec, formatPlain } from '../infra/money/decimal'

export interface AlertRow {
  id: string | number
  user_id: string | number
  match_id: number
  kind: AlertKind
  value: string
  created_at: Date
  checked_until: Date
  fired_at: Date | null
  fired_price: string | null
}

/** The highest 24 h change an alert may wait for, in percent. */
const MAX_PERCENT = 1000

export function toPriceAlert(row: AlertRow, feed: MarketFeed): PriceAlert {
  return {
    id: Number(row.id),
    match_id: row.match_id,
    symbol: feed.matches().find((m) => m.id === row.match_id)?.symbol ?? '',
    kind: row.kind,
    value: formatPlain(row.value),
    created_at: row.created_at.toISOString(),
    fired_at: row.fired_at?.toISOString() ?? null,
    fired_price: row.fired_price === null ? null : formatPlain(row.fired_price),
  }
}

export async function listAlerts(
  q: Queryable,
  feed: MarketFeed,
  userId: number,
): Promise<PriceAlert[]> {
  const rows = await q.query<AlertRow>(
    `SELECT * FROM price_alerts WHERE user_id = $1
      ORDER BY fired_at IS NOT NULL, id DESC LIMIT 100`,
    [userId],
  )
  return rows.map((r) => toPriceAlert(r, feed))
}

export interface AlertInput {
  matchId: number
  kind: AlertKind
  value: string
}

/** A level above zero; a percentage also at most MAX_PERCENT with two decimals. */
function requireValue(kind: AlertKind, value: string): string {
  const v = dec(value)
  const percent = kind === 'rise' || kind === 'fall'
  if (v.lte(0) || (percent && (v.gt(MAX_PERCENT) || v.decimalPlaces() > 2))) {
    throw new AppError('alert_value_invalid')
  }
  return v.toFixed()
}

/** Sets an alert in transaction `q`; it watches the feed from now on. */
export async function addAlert(
  q: Queryable,
  clock: Clock,
  feed: MarketFeed,
  userId: number,
  input: AlertInput,
): Promise<PriceAlert> {
  if (!feed.matches().some((m) => m.id === input.matchId)) throw new AppError('symbol_not_found')
  const value = requireValue(input.kind, input.value)
  await q.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId])
  const [{ waiting }] = await q.query<{ waiting: number }>(
    'SELECT count(*)::int AS waiting FROM price_alerts WHERE user_id = $1 AND fired_at IS NULL',
    [userId],
  )
  if (waiting >= MAX_ALERTS) throw new AppError('alert_limit', { max: MAX_ALERTS })
  const now = clock.now()
  const [row] = await q.query<AlertRow>(
    `INSERT INTO price_alerts (user_id, match_id, kind, value, created_at, checked_until)
     VALUES ($1, $2, $3, $4, $5, $5) RETURNING *`,
    [userId, input.matchId, input.kind, value, now],
  )
  return toPriceAlert(row, feed)
}

export async function deleteAlert(q: Queryable, userId: number, id: number): Promise<void> {
  const gone = await q.query(
    'DELETE FROM price_alerts WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  )
  if (gone.length === 0) throw new AppError('alert_not_found')
}
