// The operator lists a token project (checked as a whole, audited), or pauses or resumes its
// commitments. Listed terms never change: users committed on them.
import type { Project } from '@wire/catalogue/project'
import { audit } from '../infra/audit/audit'
import { AppError } from '../infra/appError'
import type { AppContext } from '../context'
import { positiveInt } from '../infra/http/input'
import { currencyByIdOrCode } from '../infra/money/currencies'
import { positiveDecimal, type SettingFields } from '../ops/settingFields'
import { readProject, toProject, type ProjectRow } from './projects'

type Body = SettingFields

function timeField(body: Body, name: string): Date {
  const seconds = positiveInt(body[name])
  if (seconds === undefined) throw new AppError('field_invalid', { field: name })
  return new Date(seconds * 1000)
}

export async function setProject(ctx: AppContext, body: Body): Promise<Project> {
  const now = ctx.clock.now()
  const id = positiveInt(body.id)
  if (id !== undefined) {
    if (body.status !== '0' && body.status !== '1')
      throw new AppError('field_invalid', { field: 'status' })
    return ctx.db.tx(async (q) => {
      const before = await readProject(q, id, true)
      const [after] = await q.query<ProjectRow>(
        'UPDATE projects SET status = $2 WHERE id = $1 RETURNING *',
        [id, Number(body.status)],
      )
      await audit(q, ctx.clock, 'project_status', String(id), {
        before: before.status,
        after: after.status,
      })
      return toProject(after, now)
    })
  }
  const name = body.name?.trim() ?? ''
  if (name.length === 0 || name.length > 40) throw new AppError('field_invalid', { field: 'name' })
  const symbol = body.symbol?.trim() ?? ''
  // a listed coin's code would make two currencies read alike in the asset account
  if (!/^[A-Z][A-Z0-9]{1,9}$/.test(symbol) || currencyByIdOrCode(symbol))
    throw new AppError('field_invalid', { field: 'symbol' })
  const places = Number(body.places ?? '4')
  if (!Number.isInteger(places) || places < 0 || places > 8)
    throw new AppError('field_invalid', { field: 'places' })
  const price = positiveDecimal(body, 'price', 8)
  const forSale = positiveDecimal(body, 'for_sale', places)
  const cap = positiveDecimal(body, 'per_user_cap', places)
  if (cap.gt(forSale)) throw new AppError('field_invalid', { field: 'per_user_cap' })
  const maxCommit = positiveDecimal(body, 'max_commit', 2)
  const start = timeField(body, 'start_at')
  const end = timeField(body, 'end_at')
  if (end <= start || end <= now) throw new AppError('field_invalid', { field: 'end_at' })
  return ctx.db.tx(async (q) => {
    const [taken] = await q.query('SELECT 1 FROM projects WHERE symbol = $1', [symbol])
    if (taken) throw new AppError('field_invalid', { field: 'symbol' })
    const [row] = await q.query<ProjectRow>(
      `INSERT INTO projects (name, symbol, description, price, for_sale, per_user_cap, max_commit,
         places, start_at, end_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
      [
        name,
        symbol,
        body.description?.trim() ?? '',
        price.toFixed(),
        forSale.toFixed(),
        cap.toFixed(),
        maxCommit.toFixed(),
        places,
        start,
        end,
        now,
      ],
    )
    await audit(q, ctx.clock, 'project', String(row.id), { project: row })
    return toProject(row, now)
  })
}
