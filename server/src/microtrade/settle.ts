// Settling due seconds trades (DESIGN §5 scheduler): the settler (settler.ts) claims due orders
// batch by batch (schedule/claim.ts), so several servers share the work and each order is settled
// by exactly one of them; an uncommitted batch (a crash) leaves its orders open for the next run.
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import type { MarketFeed } from '../market/public'
import { applyChange } from '../infra/money/ledger'
import { inAccountOrder } from '../infra/schedule/claim'
import { MICRO_WALLET } from './account'
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

/**
 * Claims up to `limit` orders due by `now` (FOR UPDATE SKIP LOCKED: another settler's orders are
 * skipped, not waited for), in the order their balances are to be locked.
 */
export async function claimDueOrders(
  q: Queryable,
  now: Date,
  limit: number,
): Promise<MicroOrderRow[]> {
  const due = await q.query<MicroOrderRow>(
    `SELECT * FROM micro_orders WHERE status = 1 AND settle_at <= $1
      ORDER BY settle_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [now, limit],
  )
  return inAccountOrder(due)
}

/**
 * Settles `order` (claimed in transaction `q`) at its expiry price and returns it as settled. An
 * order without a price (a symbol the feed no longer knows) is reported and left open: undefined.
 */
export async function settleOrder(
  q: Queryable,
  clock: Clock,
  feed: MarketFeed,
  order: MicroOrderRow,
  onError: (err: unknown) => void,
): Promise<MicroOrderRow | undefined> {
  const now = clock.now()
  let endPrice: string
  try {
    endPrice = expiryPrice(feed, order, now)
  } catch (err) {
    onError(err)
    return undefined
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
  return row
}
