// Shared by the spot suites that run the real server: funding the spot account, placing and
// cancelling over HTTP as the client does, and the spot ledger's invariants as queries.
import type { SpotCancelled, SpotDepth, SpotOrder } from '../../../types/catalogue/spot'
import type { Queryable } from '../../../server/src/infra/db/client'
import { readParts } from '../../../server/src/infra/money/ledger'
import { call, type TestServer } from './helpers'
import { fund, makeUser } from './microtradeHelpers'

export const BTC = 1
export const USDT = 3

export type TradeBody = Partial<
  Record<'currency_id' | 'legal_id' | 'type' | 'amount' | 'target_price' | 'tif' | 'lang', string>
>

/** A user with these amounts in their spot (change) account. */
export async function spotUser(
  server: TestServer,
  holdings: Partial<Record<number, string>>,
): Promise<{ id: number; token: string }> {
  const user = await makeUser(server.db, server.clock)
  for (const [currency, amount] of Object.entries(holdings)) {
    if (amount) await fund(server.db, server.clock, user.id, amount, Number(currency), 'change')
  }
  return user
}

/** /coin/trade on BTC/USDT unless the body says otherwise. */
export function trade(server: TestServer, token: string, body: TradeBody, key?: string) {
  return call<SpotOrder>(server, 'POST', '/api/coin/trade', {
    token,
    body: { currency_id: String(BTC), legal_id: String(USDT), ...body },
    headers: key === undefined ? {} : { 'idempotency-key': key },
  })
}

export function cancel(server: TestServer, token: string, id: number, key?: string) {
  return call<SpotCancelled>(server, 'POST', '/api/coin/cancel', {
    token,
    body: { id: String(id) },
    headers: key === undefined ? {} : { 'idempotency-key': key },
  })
}

export function depth(server: TestServer, matchId = 1) {
  return call<SpotDepth>(server, 'GET', '/api/coin/depth', { body: { match_id: String(matchId) } })
}

/** A user's spot account in one currency: both parts, as plain decimals. */
export async function spotParts(q: Queryable, userId: number, currencyId: number) {
  const parts = await readParts(q, { userId, currencyId, wallet: 'change' })
  return { available: parts.available.toFixed(), frozen: parts.frozen.toFixed() }
}
