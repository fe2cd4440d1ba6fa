// Committing to a project (/project/order) and the user's commitments. Every refusal comes before
// anything is written; the project row is locked while its total is counted, and the USDT is
// frozen in the asset account in the transaction that writes the commitment.
import { coinPlaces, USDT } from '@common/coins'
import type { ProjectOrder } from '@wire/catalogue/project'
import type { Paged } from '@wire/envelope'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { newestOfUser, pagedList, type Paging } from '../infra/db/paged'
import { AppError } from '../infra/appError'
import { money } from '../infra/i18n'
import { requireNotFrozen } from '../identity/public'
import { requireAmount } from '../infra/money/amount'
import { dec } from '../infra/money/decimal'
import { lockParts, shiftParts } from '../infra/money/ledger'
import { readProject, toProject, windowOf, type ProjectRow } from './projects'

export interface OrderRow {
  id: number
  user_id: number
  project_id: number
  amount: string
  status: number
  tokens: string | null
  charged: string | null
  released: string | null
  created_at: Date
  updated_at: Date
  allocated_at: Date | null
}

export async function commitToProject(
  q: Queryable,
  clock: Clock,
  userId: number,
  input: { projectId: number | undefined; amount: string },
): Promise<ProjectOrder> {
  const project = await readProject(q, input.projectId, true)
  const now = clock.now()
  const state = windowOf(project, now)
  if (state === 2) {
    // UTC, minutes: the same words in every language
    const time = `${project.start_at.toISOString().slice(0, 16).replace('T', ' ')} UTC`
    throw new AppError('project_not_started', { time })
  }
  if (state === 0) throw new AppError('project_closed')
  const amount = requireAmount(input.amount)
  const [held] = await q.query<OrderRow>(
    'SELECT * FROM project_orders WHERE project_id = $1 AND user_id = $2 FOR UPDATE',
    [project.id, userId],
  )
  const most = dec(project.max_commit)
  const before = dec(held?.amount ?? '0')
  if (before.plus(amount).gt(most)) {
    throw new AppError('project_cap', {
      max: money(most.toFixed(2)),
      left: money(most.minus(before).toFixed(2)),
    })
  }
  await requireNotFrozen(q, userId)
  const account = { userId, currencyId: USDT.id, wallet: 'legal' as const }
  const { available } = await lockParts(q, account)
  if (available.lt(amount)) {
    throw new AppError('project_insufficient', {
      // cut down to USDT's places (toFixed(2) rounded half up: 811.098 read 811.10)
      available: money(available.toFixed(), coinPlaces(USDT.id)),
    })
  }
  const [order] = held
    ? await q.query<OrderRow>(
        `UPDATE project_orders SET amount = amount + $2, updated_at = $3 WHERE id = $1
         RETURNING *`,
        [held.id, amount.toFixed(), now],
      )
    : await q.query<OrderRow>(
        `INSERT INTO project_orders (user_id, project_id, amount, status, created_at, updated_at)
         VALUES ($1, $2, $3, 1, $4, $4) RETURNING *`,
        [userId, project.id, amount.toFixed(), now],
      )
  const [after] = await q.query<ProjectRow>(
    `UPDATE projects SET committed = committed + $2, subscribers = subscribers + $3
      WHERE id = $1 RETURNING *`,
    [project.id, amount.toFixed(), held ? 0 : 1],
  )
  await shiftParts(q, clock, 'freeze', {
    ...account,
    amount,
    type: 'project_freeze',
    info: `Commitment to project ${project.symbol} (#${order.id})`,
    ref: { type: 'project_order', id: order.id },
  })
  return toProjectOrder(order, after, now)
}

export function toProjectOrder(o: OrderRow, project: ProjectRow, now: Date): ProjectOrder {
  const plain = (v: string | null) => (v === null ? null : dec(v).toFixed())
  return {
    id: o.id,
    project: toProject(project, now),
    amount: dec(o.amount).toFixed(),
    status: o.status === 2 ? 2 : 1,
    tokens: plain(o.tokens),
    charged: plain(o.charged),
    released: plain(o.released),
    create_time: o.created_at.toISOString(),
    allocate_time: o.allocated_at?.toISOString() ?? null,
  }
}

export async function listCommitments(
  q: Queryable,
  now: Date,
  userId: number,
  paging: Paging,
): Promise<Paged<ProjectOrder>> {
  const page = await pagedList(
    q,
    paging,
    newestOfUser('project_orders', userId),
    (r: OrderRow) => r,
  )
  const ids = [...new Set(page.data.map((o) => o.project_id))]
  const projects = await q.query<ProjectRow>('SELECT * FROM projects WHERE id = ANY($1)', [ids])
  const byId = new Map(projects.map((p) => [p.id, p]))
  return {
    ...page,
    data: page.data.flatMap((o) => {
      const p = byId.get(o.project_id)
      return p ? [toProjectOrder(o, p, now)] : []
    }),
  }
}
