// The time options of seconds trading (microtrade/seconds): how long an order runs, what it pays
// when right, the smallest stake and the fee. They live in a table so an operator can change them.
import type { SecondsOption } from '@wire/microtrade'
import type { Queryable } from '../infra/db/client'
import { formatPlain } from '../infra/money/decimal'

interface OptionRow {
  id: number
  seconds: number
  status: number
  profit_ratio: string
  min_amount: string
  fee_rate: string
}

function toOption(row: OptionRow): SecondsOption {
  const min = formatPlain(row.min_amount)
  return {
    id: row.id,
    seconds: row.seconds,
    status: row.status === 1 ? 1 : 0,
    profit_ratio: formatPlain(row.profit_ratio),
    min_num: min,
    min_amount: min,
    fee_rate: formatPlain(row.fee_rate),
  }
}

/** Every option, offered or not (status says which), by duration. */
export async function listOptions(q: Queryable): Promise<SecondsOption[]> {
  const rows = await q.query<OptionRow>('SELECT * FROM seconds_options ORDER BY seconds, id')
  return rows.map(toOption)
}

/** The option offered now with exactly these seconds, or undefined. */
export async function findEnabledOption(
  q: Queryable,
  seconds: number,
): Promise<SecondsOption | undefined> {
  const [row] = await q.query<OptionRow>(
    'SELECT * FROM seconds_options WHERE seconds = $1 AND status = 1',
    [seconds],
  )
  return row && toOption(row)
}
