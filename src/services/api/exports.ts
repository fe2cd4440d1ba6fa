// Exports (/export/csv): a list's rows of a period as a CSV file, read part by part so the page can
// show how far it has come and stop when asked. The server writes the text; the app only joins it.
import type { SendOf } from '@wire/catalogue'
import { bindCalls } from './client'
import { CALLS } from './calls/exports'

const api = bindCalls(CALLS)

export type ExportQuery = Omit<SendOf<'exportCsv'>, 'after'>

export interface ExportProgress {
  done: number
  total: number
}

/**
 * The whole file, or null when `cancelled()` turned true between parts. A refusal (a period too
 * long) is thrown as the ApiError carrying the server's words; the page shows them.
 */
export async function exportCsv(
  query: ExportQuery,
  onProgress: (progress: ExportProgress) => void,
  cancelled: () => boolean,
): Promise<{ csv: string; rows: number } | null> {
  const parts: string[] = []
  let done = 0
  let after = 0
  do {
    const part = await api.exportCsv({ ...query, after }, { silent: true })
    if (cancelled()) return null
    parts.push(part.csv)
    done += part.rows
    // rows written while the file is read may join it: the count never runs ahead of the rows
    onProgress({ done, total: Math.max(part.total, done) })
    after = part.next
  } while (after > 0)
  return { csv: parts.join(''), rows: done }
}
