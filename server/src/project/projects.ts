// Projects as stored and as the wire shows them. The window state is SPEC §4's purchase window
// with the operator's status as its flag: a paused project reads 0 inside its window.
import type { Project } from '@wire/catalogue/project'
import { purchaseWindow } from '@common/lockMiningRules'
import type { Queryable } from '../infra/db/client'
import { pagedList, type Paging } from '../infra/db/paged'
import type { Paged } from '@wire/envelope'
import { AppError } from '../infra/appError'
import { dec } from '../infra/money/decimal'

export interface ProjectRow {
  id: number
  name: string
  symbol: string
  currency_id: number
  description: string
  price: string
  for_sale: string
  per_user_cap: string
  max_commit: string
  places: number
  start_at: Date
  end_at: Date
  status: number
  committed: string
  subscribers: number
  allocated_at: Date | null
  sold: string | null
  created_at: Date
}

export const windowOf = (p: ProjectRow, now: Date) =>
  purchaseWindow(p.status, now.getTime(), p.start_at.getTime(), p.end_at.getTime())

/** The terms the allocation rule reads. */
export const termsOf = (p: ProjectRow) => ({
  price: p.price,
  for_sale: p.for_sale,
  per_user_cap: p.per_user_cap,
  places: p.places,
})

const plain = (value: string): string => dec(value).toFixed()

export function toProject(p: ProjectRow, now: Date): Project {
  return {
    id: p.id,
    name: p.name,
    symbol: p.symbol,
    currency_id: p.currency_id,
    description: p.description,
    price: plain(p.price),
    for_sale: plain(p.for_sale),
    per_user_cap: plain(p.per_user_cap),
    places: p.places,
    max_commit: plain(p.max_commit),
    start_at: p.start_at.toISOString(),
    end_at: p.end_at.toISOString(),
    state: windowOf(p, now),
    committed: plain(p.committed),
    subscribers: p.subscribers,
    allocated: p.allocated_at !== null,
    sold: p.sold === null ? null : plain(p.sold),
  }
}

export async function readProject(
  q: Queryable,
  id: number | undefined,
  lock = false,
): Promise<ProjectRow> {
  const [row] = await q.query<ProjectRow>(
    `SELECT * FROM projects WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id ?? 0],
  )
  if (!row) throw new AppError('project_not_found')
  return row
}

/** Open windows first (closing soonest), then those to come (opening soonest), then the ended. */
export function listProjects(q: Queryable, now: Date, paging: Paging): Promise<Paged<Project>> {
  return pagedList(
    q,
    paging,
    {
      select: 'SELECT p.*',
      // the count reads the same FROM, so `now` is a column of it rather than a loose parameter
      from: 'FROM projects p, (SELECT $1::timestamptz AS now) t',
      orderBy: `CASE WHEN p.end_at < t.now THEN 2 WHEN p.start_at > t.now THEN 1 ELSE 0 END,
                CASE WHEN p.end_at < t.now THEN -extract(epoch FROM p.end_at)
                     WHEN p.start_at > t.now THEN extract(epoch FROM p.start_at)
                     ELSE extract(epoch FROM p.end_at) END, p.id`,
      params: [now],
    },
    (row: ProjectRow) => toProject(row, now),
  )
}

/** The code of each project token among `ids` (currency ids outside the coin registry). */
export async function projectTokenCodes(
  q: Queryable,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await q.query<{ currency_id: number; symbol: string }>(
    'SELECT currency_id, symbol FROM projects WHERE currency_id = ANY($1)',
    [ids],
  )
  return new Map(rows.map((r) => [r.currency_id, r.symbol]))
}
