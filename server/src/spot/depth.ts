// The book as /coin/depth shows it: open quantity by price, best first, with the sequence number
// it stands at. One statement reads it all, so levels and sequence come from one snapshot even on
// a PostgreSQL server where other nodes are matching.
import type { SpotDepth } from '@wire/catalogue/spot'
import type { Queryable } from '../infra/db/client'
import { dec } from '../infra/money/decimal'
import type { Level } from './bookChange'

export const DEPTH_DEFAULT = 10
export const DEPTH_MAX = 50

const side = (type: 1 | 2, order: 'ASC' | 'DESC'): string =>
  `(SELECT COALESCE(json_agg(json_build_array(price::text, quantity::text) ORDER BY price ${order}), '[]')
      FROM (SELECT price, sum(remaining) AS quantity FROM spot_orders
             WHERE match_id = $1 AND status = 1 AND type = ${type}
             GROUP BY price ORDER BY price ${order} LIMIT $2) levels)`

const plain = (levels: Level[]): Level[] =>
  levels.map(([price, quantity]) => [dec(price).toFixed(), dec(quantity).toFixed()])

export async function readDepth(q: Queryable, matchId: number, limit: number): Promise<SpotDepth> {
  const [row] = await q.query<{
    seq: number | null
    last_price: string | null
    bids: Level[]
    asks: Level[]
    simulated: boolean
  }>(
    `SELECT (SELECT seq FROM spot_markets WHERE match_id = $1) AS seq,
            (SELECT last_price FROM spot_markets WHERE match_id = $1) AS last_price,
            ${side(1, 'DESC')} AS bids, ${side(2, 'ASC')} AS asks,
            EXISTS (SELECT 1 FROM spot_orders o JOIN users u ON u.id = o.user_id
                     WHERE o.match_id = $1 AND o.status = 1 AND u.role = 'market_maker')
              AS simulated`,
    [matchId, limit],
  )
  return {
    match_id: matchId,
    seq: row.seq ?? 0,
    bids: plain(row.bids),
    asks: plain(row.asks),
    last_price: row.last_price,
    simulated: row.simulated,
  }
}
