// The 15-minute rule (SPEC §4), exactly once across nodes: unpaid orders past their expiry are
// claimed FOR UPDATE SKIP LOCKED a batch at a time (schedule/claim.ts) and cancelled with reason
// `timeout`; one that was paid, cancelled or released meanwhile is no longer `status = 1` and is
// not touched.
import type { Db, Queryable } from '../infra/db/client'
import type { StoredMessage } from '../messages/public'
import { claimDue, inAccountOrder } from '../infra/schedule/claim'
import { cancelUnpaid, type OrderRow, type P2pDeps } from './orders'

const ORDERS_PER_TX = 50

/** A due order, with the merchant as the owner of the balance its cancellation may move. */
type DueOrder = OrderRow & { user_id: number }

/**
 * Claims up to `limit` unpaid orders past their expiry, then locks their ads in id order before
 * any is handled: a cancellation locks its ad and then (the ad closed) the merchant's balance, so
 * ads taken one by one between balances could wait in a circle with another node's batch.
 * Handled in the merchants' account order, so the balances are locked one way round as well.
 */
async function claimExpired(q: Queryable, deps: P2pDeps, limit: number): Promise<DueOrder[]> {
  const due = await q.query<DueOrder>(
    `SELECT *, merchant_id AS user_id FROM p2p_orders WHERE status = 1 AND expires_at <= $1
      ORDER BY expires_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [deps.clock.now(), limit],
  )
  if (due.length === 0) return due
  await q.query('SELECT id FROM p2p_ads WHERE id = ANY($1) ORDER BY id FOR UPDATE', [
    [...new Set(due.map((o) => o.ad_id))],
  ])
  return inAccountOrder(due)
}

/** One round of the timeout job: every unpaid order past its expiry; how many it cancelled. */
export function timeoutRound(
  db: Db,
  deps: P2pDeps,
  committed: (messages: StoredMessage[]) => void,
): Promise<number> {
  return claimDue(db, {
    batchSize: ORDERS_PER_TX,
    claim: (q, limit) => claimExpired(q, deps, limit),
    handle: async (q, o) => (await cancelUnpaid(q, deps, o, 'timeout')).messages,
    committed: (done) => committed(done.flat()),
  })
}
