// Cancelling an open order (/coin/cancel): under the symbol's lock the order leaves the book and
// every unit it held returns to the available part, in one transaction.
import type { SpotCancelled } from '@wire/catalogue/spot'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import type { MarketFeed } from '../market/public'
import { dec } from '../infra/money/decimal'
import { shiftParts } from '../infra/money/ledger'
import { type BookChange, levelKey, recordBookChange } from './bookChange'
import { lockMarket } from './markets'
import type { SpotOrderRow } from './orders'
import { SPOT_WALLET } from './settle'

export interface Cancelled {
  answer: SpotCancelled
  change: BookChange
}

/**
 * Ends order `orderId` of `userId` with its rest released; `q` must be a transaction. The order
 * must be the user's and open: another user's order is not found, an ended one not open.
 */
export async function cancelSpotOrder(
  q: Queryable,
  clock: Clock,
  feed: MarketFeed,
  userId: number,
  orderId: number | undefined,
): Promise<Cancelled> {
  const find = async (): Promise<SpotOrderRow | undefined> => {
    if (orderId === undefined) return undefined
    const [row] = await q.query<SpotOrderRow>(
      'SELECT * FROM spot_orders WHERE id = $1 AND user_id = $2',
      [orderId, userId],
    )
    return row
  }
  const seen = await find()
  if (!seen) throw new AppError('spot_order_not_found')
  if (seen.status !== 1) throw new AppError('spot_order_not_open')
  const match = feed.matches().find((m) => m.id === seen.match_id)
  if (!match) throw new AppError('spot_order_not_found')
  // The symbol's lock first, as a placement takes it; then the order as it now stands.
  await lockMarket(q, match)
  const order = await find()
  if (!order || order.status !== 1) throw new AppError('spot_order_not_open')

  const now = clock.now()
  const [row] = await q.query<SpotOrderRow>(
    `UPDATE spot_orders SET status = 3, end_reason = 'cancelled', remaining = 0, frozen = 0,
       updated_at = $2
     WHERE id = $1 AND status = 1 RETURNING *`,
    [order.id, now],
  )
  const released = dec(order.frozen)
  if (!released.isZero()) {
    await shiftParts(q, clock, 'unfreeze', {
      userId,
      currencyId: order.type === 1 ? order.legal_id : order.currency_id,
      wallet: SPOT_WALLET,
      amount: released,
      type: 'spot_unfreeze',
      info: `Spot ${match.symbol} ${order.type === 1 ? 'buy' : 'sell'} #${order.id} cancelled`,
      ref: { type: 'spot_order', id: order.id },
    })
  }
  const touched = new Set([levelKey(order.type === 1 ? 'buy' : 'sell', order.price ?? '0')])
  const sequence = await recordBookChange(q, match.id, touched, null)
  return {
    answer: { id: order.id, status: 3, released: released.toFixed() },
    change: { matchId: match.id, ...sequence, trades: [], orders: [row] },
  }
}
