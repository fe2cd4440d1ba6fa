// The 15-minute rule (SPEC §4), exactly once across nodes: unpaid orders past their expiry are
// claimed FOR UPDATE SKIP LOCKED a batch at a time and cancelled with reason `timeout`; one that
// was paid, cancelled or released meanwhile is no longer `status = 1` and is not touched.
import type { Db } from '../db/client'
import type { StoredMessage } from '../messages/push'
import { cancelUnpaid, type OrderRow, type P2pDeps } from './orders'

const ORDERS_PER_TX = 50

export async function timeoutRound(
  db: Db,
  deps: P2pDeps,
  committed: (messages: StoredMessage[]) => void,
): Promise<number> {
  let cancelled = 0
  for (;;) {
    const messages: StoredMessage[] = []
    const n = await db.tx(async (q) => {
      const due = await q.query<OrderRow>(
        `SELECT * FROM p2p_orders WHERE status = 1 AND expires_at <= $1
          ORDER BY expires_at, id LIMIT ${ORDERS_PER_TX} FOR UPDATE SKIP LOCKED`,
        [deps.clock.now()],
      )
      for (const o of due) messages.push(...(await cancelUnpaid(q, deps, o, 'timeout')).messages)
      return due.length
    })
    if (n === 0) return cancelled
    committed(messages)
    cancelled += n
  }
}
