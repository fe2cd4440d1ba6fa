// What the trading benches share: users seeded straight into the database with funds in the
// seconds-trading account and a session each (registering through the API would meet the
// per-address limits), and latency statistics.
import type { Db } from '../../server/src/infra/db/client'
import { seedFundedUsers } from '../support/seedUsers'

export const USDT = 3

/** `users` funded users of a migrated database; their session tokens. */
export async function seedTraders(db: Db, users: number, funds: string): Promise<string[]> {
  const seeded = await seedFundedUsers(
    db,
    users,
    [{ wallet: 'micro', currencyId: USDT, amount: funds }],
    'bench',
  )
  return seeded.map((u) => u.token)
}

export interface Stats {
  count: number
  p50: number
  p99: number
  max: number
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

export const round = (n: number) => Math.round(n * 10) / 10

export function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
  }
}
