// The ledger's own check, for tests and benches that read the books afterwards.
import type { Queryable } from '../../server/src/db/client'

/** Balances that differ from the sum of their account records: 0 when the books hold. */
export async function countUnbalanced(q: Queryable): Promise<number> {
  const [{ unbalanced }] = await q.query<{ unbalanced: number }>(
    `SELECT count(*)::int AS unbalanced FROM (
       SELECT b.balance, COALESCE(sum(r.change), 0) AS total FROM balances b
         LEFT JOIN account_records r USING (user_id, currency_id, wallet)
        GROUP BY b.user_id, b.currency_id, b.wallet, b.balance) a
      WHERE balance <> total`,
  )
  return unbalanced
}
