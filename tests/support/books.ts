// The ledger's own checks, the spot book's and the leverage positions', for tests and benches that
// read the books afterwards.
import type { Queryable } from '../../server/src/infra/db/client'

/** Accounts whose parts differ from the sums of their account records: 0 when the books hold. */
export async function countUnbalanced(q: Queryable): Promise<number> {
  const [{ unbalanced }] = await q.query<{ unbalanced: number }>(
    `SELECT count(*)::int AS unbalanced FROM (
       SELECT b.balance, b.frozen,
              COALESCE(sum(r.change) FILTER (WHERE r.part = 'available'), 0) AS available,
              COALESCE(sum(r.change) FILTER (WHERE r.part = 'frozen'), 0) AS held
         FROM balances b
         LEFT JOIN account_records r USING (user_id, currency_id, wallet)
        GROUP BY b.user_id, b.currency_id, b.wallet, b.balance, b.frozen) a
      WHERE balance <> available OR frozen <> held`,
  )
  return unbalanced
}

/**
 * Spot accounts whose frozen part is not what their open orders hold: [] when every frozen unit
 * belongs to an open order and every open order's need is frozen.
 */
export async function frozenMismatches(q: Queryable) {
  return q.query<{ user_id: number; currency_id: number; frozen: string; held: string }>(
    `SELECT b.user_id, b.currency_id, b.frozen, COALESCE(h.held, 0) AS held
       FROM balances b
       LEFT JOIN (SELECT user_id, CASE type WHEN 1 THEN legal_id ELSE currency_id END AS currency_id,
                         sum(frozen) AS held
                    FROM spot_orders WHERE status = 1 GROUP BY 1, 2) h
         USING (user_id, currency_id)
      WHERE b.wallet = 'change' AND b.frozen <> COALESCE(h.held, 0)`,
  )
}

/** Open orders that cross: the best bid at or above the best ask of the same symbol. */
export async function crossedBooks(q: Queryable) {
  return q.query<{ match_id: number }>(
    `SELECT match_id FROM spot_orders WHERE status = 1 GROUP BY match_id
     HAVING max(price) FILTER (WHERE type = 1) >= min(price) FILTER (WHERE type = 2)`,
  )
}

/** Lever accounts whose frozen part is not what their live positions hold. */
export async function leverFrozenMismatches(q: Queryable) {
  return q.query<{ user_id: number; frozen: string; held: string }>(
    `SELECT b.user_id, b.frozen, COALESCE(h.held, 0) AS held
       FROM balances b
       LEFT JOIN (SELECT user_id, legal_id AS currency_id, sum(frozen) AS held
                    FROM lever_positions WHERE status IN (0, 1) GROUP BY 1, 2) h
         USING (user_id, currency_id)
      WHERE b.wallet = 'lever' AND b.frozen <> COALESCE(h.held, 0)`,
  )
}

/** Closed positions that lost more than their margin, or whose money moved more than once. */
export async function leverCloseAnomalies(q: Queryable) {
  return q.query<{ id: number }>(
    `SELECT p.id FROM lever_positions p
      WHERE p.status = 3 AND (p.fact_profits < -p.caution_money
         OR (SELECT count(*) FROM account_records r
              WHERE r.ref_type = 'lever_position' AND r.ref_id = p.id AND r.type = 'lever_close'
                AND r.part = 'frozen') > 1)`,
  )
}
