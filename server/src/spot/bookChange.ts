// What one change of a symbol's book tells the world once it has committed: the levels it moved
// (absolute quantities, 0 for a level that emptied), the trades it printed, and the orders of
// users it touched. The sequence number orders the changes of one book (WIRE coin_depth).
import type { Queryable } from '../infra/db/client'
import { dec } from '../infra/money/decimal'
import { sideCode } from './bookRows'
import type { Side } from './order'
import type { SpotOrderRow } from './orders'

export type Level = [price: string, quantity: string]

export interface BookChange {
  matchId: number
  seq: number
  prevSeq: number
  bids: Level[]
  asks: Level[]
  trades: { price: string; amount: string; side: Side; time: number }[]
  /** every order the change moved, as it now stands */
  orders: SpotOrderRow[]
}

/** A (side, price) key for the set of touched levels. */
export const levelKey = (side: Side, price: string): string => `${side}:${dec(price).toFixed()}`

/**
 * Moves the symbol's sequence by one (and its last price, when it traded) and reads the touched
 * levels as they now stand, in the transaction that changed them.
 */
export async function recordBookChange(
  q: Queryable,
  matchId: number,
  touched: ReadonlySet<string>,
  lastPrice: string | null,
): Promise<Pick<BookChange, 'seq' | 'prevSeq' | 'bids' | 'asks'>> {
  const [{ seq }] = await q.query<{ seq: number }>(
    `UPDATE spot_markets SET seq = seq + 1, last_price = COALESCE($2, last_price)
      WHERE match_id = $1 RETURNING seq`,
    [matchId, lastPrice],
  )
  const bids: Level[] = []
  const asks: Level[] = []
  for (const key of touched) {
    const [sideName, price] = key.split(':')
    const side: Side = sideName === 'buy' ? 'buy' : 'sell'
    const [row] = await q.query<{ quantity: string | null }>(
      `SELECT sum(remaining) AS quantity FROM spot_orders
        WHERE match_id = $1 AND status = 1 AND type = $2 AND price = $3`,
      [matchId, sideCode(side), price],
    )
    const level: Level = [price, dec(row.quantity ?? '0').toFixed()]
    ;(side === 'buy' ? bids : asks).push(level)
  }
  bids.sort((a, b) => dec(b[0]).cmp(dec(a[0])))
  asks.sort((a, b) => dec(a[0]).cmp(dec(b[0])))
  return { seq, prevSeq: seq - 1, bids, asks }
}
