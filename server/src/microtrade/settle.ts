// Settling due seconds trades (DESIGN §5 scheduler): one batch per transaction, claimed with
// FOR UPDATE SKIP LOCKED so that several servers share the work and each order is settled by exactly
// one of them; an uncommitted batch (a crash) leaves its orders open for the next run.
import type { Clock } from '../clock'
import type { Queryable } from '../db/client'
import type { MarketFeed } from '../market/feed'
import { applyChange } from '../money/ledger'
import { MICRO_WALLET } from './currencies'
import type { MicroOrderRow } from './orders'
import { settlementAt } from './settlement'

/**
 * The recorded price in force at the order's expiry. Asked only once that instant has passed: a
 * price of the future must never decide an order (a real feed does not know it yet).
 */
export function expiryPrice(feed: MarketFeed, order: MicroOrderRow, now: Date): string {
  const at = order.settle_at.getTime()
  if (at > now.getTime())
    throw new Error(`order ${order.id} is not due before ${order.settle_at.toISOString()}`)
  return feed.priceAt(order.match_id, at)
}

export interface BatchResult {
  /** how many due orders the batch claimed */
  claimed: number
  /** the orders it settled, as committed */
  settled: MicroOrderRow[]
}

/**
 * Claims up to `limit` due orders and settles them in transaction `q`. An order without a price
 * (a symbol the feed no longer knows) is reported and left open; the rest still settle.
 */
export async function settleBatch(
  q: Queryable,
  clock: Clock,
  feed: MarketFeed,
  limit: number,
  onError: (err: unknown) => void,
): Promise<BatchResult> {
  const now = clock.now()
  const due = await q.query<MicroOrderRow>(
    `SELECT * FROM micro_orders WHERE status = 1 AND settle_at <= $1
      ORDER BY settle_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [now, limit],
  )
  // Balance rows are locked in one order by every settler, so two of them never wait on each other.
  const ordered = [...due].sort(
    (a, b) => a.user_id - b.user_id || a.currency_id - b.currency_id || a.id - b.id,
  )
  const settled: MicroOrderRow[] = []
  for (const order of ordered) {
    let endPrice: string
    try {
      endPrice = expiryPrice(feed, order, now)
    } catch (err) {
      onError(err)
      continue
    }
    const outcome = settlementAt(order, endPrice)
    if (outcome.record) {
      await applyChange(q, clock, {
        userId: order.user_id,
        currencyId: order.currency_id,
        wallet: MICRO_WALLET,
        change: outcome.payout,
        type: outcome.record,
        info:
          outcome.record === 'micro_refund'
            ? `Stake returned: seconds trade #${order.id} settled at its buy price`
            : `Payout of seconds trade #${order.id}`,
        ref: { type: 'micro_order', id: order.id },
      })
    }
    const [row] = await q.query<MicroOrderRow>(
      `UPDATE micro_orders
          SET status = 3, end_price = $2, payout = $3, fact_profits = $4, profit_result = $5,
              complete_at = $6
        WHERE id = $1 AND status = 1
        RETURNING *`,
      [
        order.id,
        endPrice,
        outcome.payout.toFixed(),
        outcome.factProfits.toFixed(),
        outcome.profitResult,
        now,
      ],
    )
    // The row is locked by this transaction; anything else is a bug, and nothing may commit.
    if (!row) throw new Error(`order ${order.id} changed while it was being settled`)
    settled.push(row)
  }
  return { claimed: due.length, settled }
}
