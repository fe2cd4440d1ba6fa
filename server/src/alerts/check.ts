// The alert round (a job of every node): per symbol with alerts waiting, the feed's recorded prices
// since each alert last looked are walked in time order; a price alert fires at the first tick that
// reaches its level, a 24 h move alert when the symbol's change reaches it. Firing is one
// conditional UPDATE, so however many nodes reach the same crossing, one fires it: that one writes
// the message and pushes the event once its transaction has committed.
import type { AppContext } from '../context'
import type { Queryable } from '../infra/db/client'
import { dec } from '../infra/money/decimal'
import { ticksBetween } from '../market/public'
import { notify, priceVar, type StoredMessage } from '../messages/public'
import type { PriceAlert } from '@wire/catalogue/alerts'
import { toPriceAlert, type AlertRow } from './alerts'

/** The most of the past one round walks for a symbol: a node back after a stop catches up. */
export const MAX_WINDOW_MS = 15 * 60_000

export interface Fired {
  userId: number
  alert: PriceAlert
  message: StoredMessage
}

/** The price `row` fires at among `ticks` (its own, after it last looked), or undefined. */
function crossing(
  row: AlertRow,
  ticks: readonly { time: number; price: string }[],
  change: string,
  price: string,
): string | undefined {
  const since = row.checked_until.getTime()
  switch (row.kind) {
    case 'above':
      return ticks.find((t) => t.time > since && dec(t.price).gte(row.value))?.price
    case 'below':
      return ticks.find((t) => t.time > since && dec(t.price).lte(row.value))?.price
    case 'rise':
      return dec(change).gte(row.value) ? price : undefined
    case 'fall':
      return dec(change).lte(dec(row.value).neg()) ? price : undefined
  }
}

async function fire(
  q: Queryable,
  ctx: AppContext,
  row: AlertRow,
  price: string,
): Promise<Fired | undefined> {
  const [fired] = await q.query<AlertRow>(
    `UPDATE price_alerts SET fired_at = $2, fired_price = $3
      WHERE id = $1 AND fired_at IS NULL RETURNING *`,
    [row.id, ctx.clock.now(), price],
  )
  if (!fired) return undefined
  const alert = toPriceAlert(fired, ctx.feed)
  const userId = Number(fired.user_id)
  const places = ctx.feed.matches().find((m) => m.id === row.match_id)?.price_precision ?? 2
  const vars = {
    symbol: alert.symbol,
    price: priceVar(alert.fired_price ?? price, places),
    value: alert.value,
  }
  const message = await notify(q, ctx.clock, userId, `price_alert_${fired.kind}`, vars)
  return { userId, alert, message }
}

/** One round over every symbol with alerts waiting; what fired, once committed. */
export async function alertRound(ctx: AppContext): Promise<Fired[]> {
  const waiting = await ctx.db.query<AlertRow>(
    'SELECT * FROM price_alerts WHERE fired_at IS NULL ORDER BY match_id, id',
  )
  const bySymbol = new Map<number, AlertRow[]>()
  for (const row of waiting)
    bySymbol.set(row.match_id, [...(bySymbol.get(row.match_id) ?? []), row])
  const now = ctx.clock.now().getTime()
  const done: Fired[] = []
  for (const [matchId, rows] of bySymbol) {
    const quote = ctx.feed.quote(matchId)
    if (!quote) continue
    const from = Math.min(...rows.map((r) => r.checked_until.getTime()))
    const to = Math.min(now, from + MAX_WINDOW_MS)
    const ticks = ticksBetween(ctx.feed, matchId, Math.max(from, now - MAX_WINDOW_MS), to)
    for (const row of rows) {
      const price = crossing(row, ticks, quote.change, quote.now_price)
      if (price === undefined) continue
      const fired = await ctx.db.tx((q) => fire(q, ctx, row, price))
      if (fired) done.push(fired)
    }
    await ctx.db.query(
      `UPDATE price_alerts SET checked_until = GREATEST(checked_until, $2)
        WHERE match_id = $1 AND fired_at IS NULL`,
      [matchId, new Date(to)],
    )
  }
  return done
}
