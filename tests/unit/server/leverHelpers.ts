// Shared by the leverage suites that run the real server: a feed whose price a test walks, a user
// with funds in the lever account, the calls as the client makes them, and the leverage ledger's
// invariants as queries.
import type { LeverPosition } from '../../../types/catalogue/lever'
import type { Queryable } from '../../../server/src/infra/db/client'
import { readParts } from '../../../server/src/infra/money/ledger'
import { call, type TestServer } from './helpers'
import { brokenChains, fund, ledgerMismatches, makeUser } from './microtradeHelpers'
import { leverCloseAnomalies, leverFrozenMismatches } from '../../support/books'

export const BTC = 1
export const USDT = 3

export { PathFeed } from '../../support/pathFeed'
export { leverCloseAnomalies, leverFrozenMismatches } from '../../support/books'

/** A user with `amount` USDT in the lever account. */
export async function leverUser(
  server: TestServer,
  amount: string,
): Promise<{ id: number; token: string }> {
  const user = await makeUser(server.db, server.clock)
  await fund(server.db, server.clock, user.id, amount, USDT, 'lever')
  return user
}

export type SubmitBody = Partial<
  Record<
    | 'currency_id'
    | 'legal_id'
    | 'type'
    | 'share'
    | 'multiple'
    | 'status'
    | 'target_price'
    | 'target_profit_price'
    | 'stop_loss_price'
    | 'lang',
    string
  >
>

/** /lever/submit: a 10x market long of one share on BTC/USDT unless the body says otherwise. */
export function submit(server: TestServer, token: string, body: SubmitBody, key?: string) {
  return call<LeverPosition>(server, 'POST', '/api/lever/submit', {
    token,
    body: {
      currency_id: String(BTC),
      legal_id: String(USDT),
      type: '1',
      share: '1',
      multiple: '10',
      status: '1',
      ...body,
    },
    headers: key === undefined ? {} : { 'idempotency-key': key },
  })
}

export function leverCall<T>(
  server: TestServer,
  path: string,
  token: string,
  body: Record<string, string>,
  key?: string,
) {
  return call<T>(server, 'POST', `/api/lever/${path}`, {
    token,
    body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  })
}

/** A user's lever account in USDT: both parts, as plain decimals. */
export async function leverParts(q: Queryable, userId: number) {
  const parts = await readParts(q, { userId, currencyId: USDT, wallet: 'lever' })
  return { available: parts.available.toFixed(), frozen: parts.frozen.toFixed() }
}

/**
 * The ledger's invariants (records sum to balances, unbroken chains) and leverage's (each lever
 * account's frozen part is its positions' holds; no close lost more than its margin).
 */
export async function expectLeverBooks(db: Queryable): Promise<void> {
  expect(await ledgerMismatches(db)).toEqual([])
  expect(await brokenChains(db)).toEqual([])
  expect(await leverFrozenMismatches(db)).toEqual([])
  expect(await leverCloseAnomalies(db)).toEqual([])
}
