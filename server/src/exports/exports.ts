// One part of an export (issue 32 item 5): the user's rows of one list created in the period, after
// the id the part before ended on, oldest first. Parts are read by id, not by page: a row written
// while the file is being fetched comes in a later part (or none), never twice and never moving a
// row from one part into the next.
import { EXPORT_MAX_DAYS, EXPORT_PART_ROWS, type ExportKind } from '@wire/exports'
import { utcOffsetName } from '@common/utcOffset'
import type { Lang } from '@wire/lang'
import type { PayloadOf } from '@wire/catalogue'
import { AppError } from '../infra/appError'
import type { AppContext } from '../context'
import { t } from '../infra/i18n'
import { BOM, csvLine } from './csv'
import { SHEETS, type LocalTime } from './sheets'

export type ExportPart = PayloadOf<'exportCsv'>

export interface ExportInput {
  kind: ExportKind
  /** 'YYYY-MM-DD', first and last day, on the user's calendar */
  start: string
  end: string
  /** minutes east of UTC */
  offset: number
  /** the id the part before ended on; 0 for the first part */
  after: number
}

/** UTC-12 to UTC+14, the offsets clocks are set to. */
const MIN_OFFSET = -720
const MAX_OFFSET = 840
const DAY_MS = 86_400_000

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/

/** Midnight UTC of a calendar day, or NaN when the text is no such day ('2026-02-30'). */
function dayStart(text: string): number {
  if (!DAY_TEXT.test(text)) return NaN
  const [y, m, d] = text.split('-').map(Number)
  const at = Date.UTC(y, m - 1, d)
  const back = new Date(at)
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d
    ? at
    : NaN
}

/** The period as instants: from the first day's midnight to the midnight after the last day. */
export function periodOf(start: string, end: string, offset: number): { from: Date; to: Date } {
  const first = dayStart(start)
  const last = dayStart(end)
  const days = (last - first) / DAY_MS + 1
  if (!(Number.isInteger(offset) && offset >= MIN_OFFSET && offset <= MAX_OFFSET)) {
    throw new AppError('export_offset_invalid', { min: MIN_OFFSET, max: MAX_OFFSET })
  }
  if (!(days >= 1 && days <= EXPORT_MAX_DAYS)) {
    throw new AppError('export_period_invalid', { days: EXPORT_MAX_DAYS })
  }
  const shift = offset * 60_000
  return { from: new Date(first - shift), to: new Date(last + DAY_MS - shift) }
}

function localTime(offset: number): LocalTime {
  return (iso) =>
    iso === null
      ? ''
      : new Date(Date.parse(iso) + offset * 60_000).toISOString().slice(0, 19).replace('T', ' ')
}

export async function exportPart(
  ctx: AppContext,
  lang: Lang,
  userId: number,
  input: ExportInput,
): Promise<ExportPart> {
  const { from, to } = periodOf(input.start, input.end, input.offset)
  const sheet = SHEETS[input.kind]
  // the table is the sheet's own name in the code, never a request's
  const where = `FROM ${sheet.table} WHERE user_id = $1 AND created_at >= $2 AND created_at < $3`
  const [{ total }] = await ctx.db.query<{ total: number }>(
    `SELECT count(*)::int AS total ${where}`,
    [userId, from, to],
  )
  const rows = await ctx.db.query<{ id: number | string }>(
    `SELECT * ${where} AND id > $4 ORDER BY id LIMIT $5`,
    [userId, from, to, input.after, EXPORT_PART_ROWS],
  )
  const lines = await sheet.lines(ctx, ctx.db, rows, { time: localTime(input.offset), lang })
  let csv = lines.map(csvLine).join('')
  if (input.after === 0) {
    const header = sheet.header.map((key) =>
      key === 'export_time' ? t(lang, key, { offset: utcOffsetName(input.offset) }) : t(lang, key),
    )
    csv = BOM + csvLine(header) + csv
  }
  const full = rows.length === EXPORT_PART_ROWS
  return { csv, rows: rows.length, total, next: full ? Number(rows[rows.length - 1].id) : 0 }
}
