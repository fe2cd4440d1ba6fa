// Users made straight in a database, with funds in their accounts through the ledger and a
// session each: for benches and multi-node tests, where registering through the API would meet
// the per-address limits on verification codes.
import { randomUUID } from 'node:crypto'
import { systemClock } from '../../server/src/infra/clock'
import type { Db } from '../../server/src/infra/db/client'
import { createSession } from '../../server/src/identity/sessions'
import { dec } from '../../server/src/infra/money/decimal'
import { applyChange, type Wallet } from '../../server/src/infra/money/ledger'

export interface Holding {
  wallet: Wallet
  currencyId: number
  amount: string
}

/** `count` users of a migrated database, each holding `holdings`; their ids and session tokens. */
export async function seedFundedUsers(
  db: Db,
  count: number,
  holdings: readonly Holding[],
  tag = 'seeded',
): Promise<{ id: number; token: string }[]> {
  const users = []
  for (let i = 0; i < count; i++) {
    const unique = `${tag}${i}-${randomUUID().slice(0, 8)}`
    users.push(
      await db.tx(async (q) => {
        const [user] = await q.query<{ id: number }>(
          `INSERT INTO users (account_key, account_type, account, nickname, password_hash,
                              invite_code, created_at)
           VALUES ($1, 'email', $1, $2, 'not-a-hash', $3, now()) RETURNING id`,
          [`${unique}@example.com`, tag, unique.toUpperCase()],
        )
        for (const h of holdings) {
          await applyChange(q, systemClock, {
            userId: user.id,
            currencyId: h.currencyId,
            wallet: h.wallet,
            change: dec(h.amount),
            type: 'ops_credit',
            info: `${tag} funds`,
          })
        }
        return { id: user.id, token: await createSession(q, systemClock, user.id) }
      }),
    )
  }
  return users
}
