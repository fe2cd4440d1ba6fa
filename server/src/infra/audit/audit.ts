// The operator's audit trail: written by the operator routes of every feature, so it belongs to
// none of them.
import type { Clock } from '../clock'
import type { Queryable } from '../db/client'

/**
 * Every operator action leaves a row: who could otherwise tell what an operator did? Returns the
 * row's id, which the ledger records of an action point to.
 */
export async function audit(
  q: Queryable,
  clock: Clock,
  action: string,
  target: string | null,
  detail: Record<string, unknown> = {},
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO ops_audit (action, target, detail, created_at) VALUES ($1, $2, $3::jsonb, $4)
     RETURNING id`,
    [action, target, JSON.stringify(detail), clock.now()],
  )
  return row.id
}
