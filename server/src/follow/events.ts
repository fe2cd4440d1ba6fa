// A trader's position that opens or closes leaves an event in the same transaction, so the copy
// job (copies.ts) learns of every one exactly once, whichever node or path moved the position.
import type { Queryable } from '../db/client'

export type FollowEventKind = 'open' | 'close'

export async function noteForCopies(
  q: Queryable,
  row: { id: number; copy_source: boolean },
  kind: FollowEventKind,
  at: Date,
): Promise<void> {
  if (!row.copy_source) return
  await q.query(
    `INSERT INTO follow_events (position_id, kind, at) VALUES ($1, $2, $3)
     ON CONFLICT (position_id, kind) DO NOTHING`,
    [row.id, kind, at],
  )
}
