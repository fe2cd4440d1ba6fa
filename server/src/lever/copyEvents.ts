// A trader's position that opens or closes leaves an event in the same transaction, so the copy
// job (follow/copies.ts) learns of every one exactly once, whichever node or path moved the
// position. Written here, where positions move, so that lever needs nothing of follow: follow
// reads the events (follow_events) and copies the positions.
import type { Queryable } from '../infra/db/client'

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
