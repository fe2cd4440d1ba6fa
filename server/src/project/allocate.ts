// The allocation, exactly once across nodes: a project whose window has ended is claimed FOR
// UPDATE SKIP LOCKED while it has no allocation, one per transaction (schedule/claim.ts); in that
// transaction every commitment is worked out together (the cap's excess is shared, so no
// commitment can be decided alone), each is charged, credited its tokens and released the rest
// through the ledger, and the project is marked allocated. A second node skips the locked row,
// and finds it allocated afterwards.
import { USDT } from '@common/coins'
import { allocate } from '@common/projectRules'
import type { Clock } from '../infra/clock'
import type { Db, Queryable } from '../infra/db/client'
import { claimDue } from '../infra/schedule/claim'
import { notify, type StoredMessage } from '../messages/public'
import { dec } from '../infra/money/decimal'
import { applyChanges, lockParts, shiftParts } from '../infra/money/ledger'
import type { OrderRow } from './orders'
import { termsOf, type ProjectRow } from './projects'

/** Up to `limit` projects whose window has ended and that have no allocation yet. */
function claimEnded(q: Queryable, clock: Clock, limit: number): Promise<ProjectRow[]> {
  return q.query<ProjectRow>(
    `SELECT * FROM projects WHERE allocated_at IS NULL AND end_at < $1
      ORDER BY end_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [clock.now(), limit],
  )
}

/** Allocates every commitment to the claimed `project`; the messages it leaves its users. */
async function allocateProject(
  q: Queryable,
  clock: Clock,
  project: ProjectRow,
): Promise<StoredMessage[]> {
  const now = clock.now()
  const messages: StoredMessage[] = []
  // by user: the balances below are locked in (user, currency) order, as every batch job does
  const orders = await q.query<OrderRow>(
    'SELECT * FROM project_orders WHERE project_id = $1 AND status = 1 ORDER BY user_id FOR UPDATE',
    [project.id],
  )
  const results = allocate(
    termsOf(project),
    orders.map((o) => ({ id: o.id, amount: dec(o.amount).toFixed() })),
  )
  for (const o of orders) {
    await lockParts(q, { userId: o.user_id, currencyId: USDT.id, wallet: 'legal' })
    await lockParts(q, { userId: o.user_id, currencyId: project.currency_id, wallet: 'legal' })
  }
  let sold = dec('0')
  for (const [i, o] of orders.entries()) {
    const { tokens, charged, released } = results[i]
    const [moved] = await q.query(
      `UPDATE project_orders SET status = 2, tokens = $2, charged = $3, released = $4,
         allocated_at = $5 WHERE id = $1 AND status = 1 RETURNING id`,
      [o.id, tokens, charged, released, now],
    )
    if (!moved) throw new Error(`project order ${o.id} allocated twice`)
    const ref = { type: 'project_order', id: o.id }
    const usdt = { userId: o.user_id, currencyId: USDT.id, wallet: 'legal' as const }
    if (dec(charged).gt(0)) {
      await applyChanges(q, clock, usdt, [
        {
          part: 'frozen',
          change: dec(charged).negated(),
          type: 'project_charge',
          info: `${tokens} ${project.symbol} at ${dec(project.price).toFixed()} USDT (#${o.id})`,
          ref,
        },
      ])
    }
    if (dec(tokens).gt(0)) {
      await applyChanges(q, clock, { ...usdt, currencyId: project.currency_id }, [
        {
          change: dec(tokens),
          type: 'project_tokens',
          info: `Allocation of project ${project.symbol} (#${o.id})`,
          ref,
        },
      ])
    }
    if (dec(released).gt(0)) {
      await shiftParts(q, clock, 'unfreeze', {
        ...usdt,
        amount: dec(released),
        type: 'project_release',
        info: `Commitment to project ${project.symbol} not allocated (#${o.id})`,
        ref,
      })
    }
    sold = sold.plus(tokens)
    messages.push(
      await notify(q, clock, o.user_id, 'project_allocated', {
        symbol: project.symbol,
        tokens: dec(tokens).toFixed(),
        charged: dec(charged).toFixed(2),
        released: dec(released).toFixed(2),
      }),
    )
  }
  await q.query(
    'UPDATE projects SET allocated_at = $2, sold = $3 WHERE id = $1 AND allocated_at IS NULL',
    [project.id, now, sold.toFixed()],
  )
  return messages
}

/** One round of the allocation job: every project whose window has ended, one per transaction. */
export function allocateRound(
  db: Db,
  clock: Clock,
  committed: (messages: StoredMessage[]) => void,
): Promise<number> {
  return claimDue(db, {
    // a project's commitments are worked out together and lock many balances: a batch of one
    batchSize: 1,
    claim: (q, limit) => claimEnded(q, clock, limit),
    handle: (q, project) => allocateProject(q, clock, project),
    committed: (done) => committed(done.flat()),
  })
}
