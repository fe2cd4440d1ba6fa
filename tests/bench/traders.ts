// What the trading benches share: users seeded straight into the database with funds in the
// seconds-trading account and a session each (registering through the API would meet the
// per-address limits), and latency statistics.
import { systemClock } from '../../server/src/clock'
import type { Db } from '../../server/src/db/client'
import { createSession } from '../../server/src/identity/sessions'
import { dec } from '../../server/src/money/decimal'
import { applyChange } from '../../server/src/money/ledger'

export const USDT = 3

/** `users` funded users of a migrated database; their session tokens. */
export async function seedTraders(db: Db, users: number, funds: string): Promise<string[]> {
  const tokens: string[] = []
  for (let i = 0; i < users; i++) {
    tokens.push(
      await db.tx(async (q) => {
        const [user] = await q.query<{ id: number }>(
          `INSERT INTO users (account_key, account_type, account, nickname, password_hash,
                              invite_code, created_at)
           VALUES ($1, 'email', $1, 'bench', 'not-a-hash', $2, now()) RETURNING id`,
          [`bench${i}@example.com`, `BENCH${i}`],
        )
        await applyChange(q, systemClock, {
          userId: user.id,
          currencyId: USDT,
          wallet: 'micro',
          change: dec(funds),
          type: 'ops_credit',
          info: 'bench funds',
        })
        return createSession(q, systemClock, user.id)
      }),
    )
  }
  return tokens
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
