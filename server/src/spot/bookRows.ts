// The book as rows: what the engine needs of it for one incoming order, read from spot_orders
// under the symbol's lock. Only the other side's orders the order can reach are read, best first,
// and only until they hold its whole amount; a book of any depth costs one short read per order.
import type { Queryable } from '../infra/db/client'
import { dec, type Decimal } from '../infra/money/decimal'
import type { RestingOrder, Side } from './order'

/** A side as stored: 1 buy, 2 sell. */
export const sideCode = (side: Side): 1 | 2 => (side === 'buy' ? 1 : 2)
export const sideOf = (code: number): Side => (code === 1 ? 'buy' : 'sell')

interface BookRow {
  id: number
  user_id: number
  price: string
  remaining: string
}

const BATCH = 100

const resting = (side: Side, row: BookRow): RestingOrder => ({
  id: String(row.id),
  userId: String(row.user_id),
  side,
  price: row.price,
  remaining: row.remaining,
})

/**
 * The resting orders an order on `side` up to `limit` can trade with, in priority order, until
 * they hold `amount` (a self-trade stops the engine before that, and it is among them). When none
 * is within reach, the best order of the other side (if any), so the engine can tell an empty book
 * from one out of reach.
 */
export async function reachableOrders(
  q: Queryable,
  matchId: number,
  side: Side,
  limit: Decimal,
  amount: Decimal,
): Promise<RestingOrder[]> {
  const other: Side = side === 'buy' ? 'sell' : 'buy'
  // asks from the lowest price, bids from the highest; time priority within a price either way
  const order = other === 'sell' ? 'price ASC, id ASC' : 'price DESC, id ASC'
  const reach = other === 'sell' ? 'price <= $3' : 'price >= $3'
  const after = other === 'sell' ? 'price > $4' : 'price < $4'
  const found: RestingOrder[] = []
  let held = dec('0')
  let last: BookRow | undefined
  for (;;) {
    const params: unknown[] = [matchId, sideCode(other), limit.toFixed()]
    let from = ''
    if (last) {
      params.push(last.price, last.id)
      from = `AND (${after} OR (price = $4 AND id > $5))`
    }
    const rows = await q.query<BookRow>(
      `SELECT id, user_id, price, remaining FROM spot_orders
        WHERE match_id = $1 AND status = 1 AND type = $2 AND ${reach} ${from}
        ORDER BY ${order} LIMIT ${BATCH}`,
      params,
    )
    for (const row of rows) {
      found.push(resting(other, row))
      held = held.plus(row.remaining)
      if (held.gte(amount)) return found
    }
    if (rows.length < BATCH) break
    last = rows[rows.length - 1]
  }
  if (found.length > 0) return found
  const best = await q.query<BookRow>(
    `SELECT id, user_id, price, remaining FROM spot_orders
      WHERE match_id = $1 AND status = 1 AND type = $2 ORDER BY ${order} LIMIT 1`,
    [matchId, sideCode(other)],
  )
  return best.map((row) => resting(other, row))
}
