// Shared by the collectibles suites: the operator's calls (JSON, as the CLI sends them), users
// with USDT in the asset account, the app's calls, and the books: every balance equals its
// records, and what each bidder holds frozen is what their leading bids hold.
import type { PayloadOf } from '@wire/catalogue'
import type { Queryable } from '../../../server/src/infra/db/client'
import { call, okMessage, request, type CallResult, type TestServer } from './helpers'
import { fund, makeUser } from './microtradeHelpers'

export const OPS = 'test-ops-token'
export type Nft = PayloadOf<'nftDetail'>
export type Series = PayloadOf<'nftBox'>

export function opsJson<T>(
  server: TestServer,
  path: string,
  body: unknown,
): Promise<CallResult<T>> {
  return request<T>(server, `/ops${path}`, {
    method: 'POST',
    headers: { 'x-ops-token': OPS, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

export interface User {
  id: number
  token: string
}

export async function richUser(server: TestServer, usdt = '1000'): Promise<User> {
  const user = await makeUser(server.db, server.clock)
  await fund(server.db, server.clock, user.id, usdt, 3, 'legal')
  return user
}

export const app = <T>(
  server: TestServer,
  user: User | undefined,
  method: 'GET' | 'POST',
  path: string,
  body: Record<string, string> = {},
  key?: string,
) =>
  call<T>(server, method, `/api/bind_box/${path}`, {
    token: user?.token,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  })

export const ok = <T>(result: Promise<CallResult<T>>) => result.then(okMessage)

/** The user's asset USDT, available and frozen, as numbers. */
export async function usdt(q: Queryable, userId: number) {
  const [row] = await q.query<{ balance: string; frozen: string }>(
    `SELECT balance, frozen FROM balances WHERE user_id = $1 AND currency_id = 3 AND wallet = 'legal'`,
    [userId],
  )
  return { available: Number(row?.balance ?? 0), frozen: Number(row?.frozen ?? 0) }
}

/** Bidders whose frozen USDT is not what their leading bids hold. */
export function bidBookMismatches(q: Queryable) {
  return q.query(
    `WITH held AS (
       SELECT bidder_id AS user_id, sum(amount) AS held FROM nft_bids WHERE status = 1 GROUP BY 1
     )
     SELECT b.user_id, b.frozen, h.held FROM balances b
       LEFT JOIN held h ON h.user_id = b.user_id
      WHERE b.currency_id = 3 AND b.wallet = 'legal'
        AND b.user_id IN (SELECT bidder_id FROM nft_bids)
        AND b.frozen IS DISTINCT FROM COALESCE(h.held, 0)`,
  )
}
