// How a job takes its rows (DESIGN §9 "Exactly once across nodes"): a transaction claims up to a
// batch of due rows with FOR UPDATE SKIP LOCKED (another node's claim skips them instead of
// waiting), handles each in that transaction and commits; then the next batch, while a full
// batch came back. A crash rolls its batch back and leaves the rows due for the next round on
// any node. Whoever handles a row still moves it forward with `UPDATE ... WHERE status = <from>`,
// so a row reached twice (an operator, a claim that could not lock it) is moved once. A job whose
// rows each need a transaction of their own claims batches of one; a job with two kinds of rows
// (a price to fix, then the orders it decides) makes two claimDue calls in one round.
import type { Db, Queryable } from '../db/client'

export interface Claim<Row, Done> {
  /** rows taken per transaction */
  batchSize: number
  /**
   * Rows claimed in one round at most, the rest left due for the next round: a backlog is then
   * worked off over several short rounds instead of one long one (stop() waits for a round under
   * way). No bound when absent.
   */
  roundLimit?: number
  /**
   * Selects up to `limit` due rows FOR UPDATE SKIP LOCKED in transaction `q`, in the order they
   * are to be handled (inAccountOrder when handling moves money).
   */
  claim: (q: Queryable, limit: number) => Promise<readonly Row[]>
  /** Moves one claimed row forward in the same transaction; undefined when it stays as it was. */
  handle: (q: Queryable, row: Row) => Promise<Done | undefined>
  /**
   * Called with what a batch did once its transaction has committed: pushes that announce a
   * result belong here, never in handle (a rolled-back batch would announce what never happened).
   */
  committed?: (done: readonly Done[]) => void
}

/** Claims and handles every due row, batch by batch; returns how many rows moved forward. */
export async function claimDue<Row, Done>(db: Db, claim: Claim<Row, Done>): Promise<number> {
  const most = claim.roundLimit ?? Infinity
  let total = 0
  let claimed = 0
  for (;;) {
    const limit = Math.min(claim.batchSize, most - claimed)
    const batch = await db.tx(async (q) => {
      const rows = await claim.claim(q, limit)
      const done: Done[] = []
      for (const row of rows) {
        const result = await claim.handle(q, row)
        if (result !== undefined) done.push(result)
      }
      return { claimed: rows.length, done }
    })
    claim.committed?.(batch.done)
    total += batch.done.length
    claimed += batch.claimed
    // A short batch: nothing more is due. A batch in which nothing moved would come back the same.
    if (batch.claimed < limit || batch.done.length === 0 || claimed >= most) return total
  }
}

interface AccountRow {
  id: number | string
  user_id: number | string
  currency_id: number
}

/**
 * `rows` by user, currency and id: handled in this order, every batch locks balance rows in one
 * order on every node, so two batches never wait on each other in a circle.
 */
export function inAccountOrder<R extends AccountRow>(rows: readonly R[]): R[] {
  return [...rows].sort(
    (a, b) =>
      Number(a.user_id) - Number(b.user_id) ||
      a.currency_id - b.currency_id ||
      Number(a.id) - Number(b.id),
  )
}
