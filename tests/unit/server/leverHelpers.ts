// Shared by the leverage suites that run the real server: a feed whose price a test walks, a user
// with funds in the lever account, the calls as the client makes them, and the leverage ledger's
// invariants as queries.
import type { LeverPosition } from '../../../types/catalogue/lever'
import type { Clock } from '../../../server/src/clock'
import type { Queryable } from '../../../server/src/db/client'
import { readParts } from '../../../server/src/money/ledger'
import { call, type TestServer } from './helpers'
import { fund, makeUser, ScriptedFeed } from './microtradeHelpers'

export const BTC = 1
export const USDT = 3

/** The simulated market, except where a test has set a symbol's price from an instant on. */
export class PathFeed extends ScriptedFeed {
  private readonly steps = new Map<number, { from: number; price: string }[]>()

  constructor(clock: Clock) {
    super(clock)
  }

  /** From `at` on (until a later step), the symbol's recorded price is `price`. */
  setPrice(matchId: number, at: Date | number, price: string): void {
    const list = this.steps.get(matchId) ?? []
    list.push({ from: new Date(at).getTime(), price })
    list.sort((a, b) => a.from - b.from)
    this.steps.set(matchId, list)
  }

  override priceAt(matchId: number, timeMs: number): string {
    const list = this.steps.get(matchId)
    const step = list?.filter((s) => s.from <= timeMs).pop()
    return step ? step.price : super.priceAt(matchId, timeMs)
  }
}

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

/** Lever accounts whose frozen part is not what their live positions hold. */
export async function leverFrozenMismatches(q: Queryable) {
  return q.query<{ user_id: number; frozen: string; held: string }>(
    `SELECT b.user_id, b.frozen, COALESCE(h.held, 0) AS held
       FROM balances b
       LEFT JOIN (SELECT user_id, legal_id AS currency_id, sum(frozen) AS held
                    FROM lever_positions WHERE status IN (0, 1) GROUP BY 1, 2) h
         USING (user_id, currency_id)
      WHERE b.wallet = 'lever' AND b.frozen <> COALESCE(h.held, 0)`,
  )
}

/** Closed positions that lost more than their margin, or whose money moved more than once. */
export async function leverCloseAnomalies(q: Queryable) {
  return q.query<{ id: number }>(
    `SELECT p.id FROM lever_positions p
      WHERE p.status = 3 AND (p.fact_profits < -p.caution_money
         OR (SELECT count(*) FROM account_records r
              WHERE r.ref_type = 'lever_position' AND r.ref_id = p.id AND r.type = 'lever_close'
                AND r.part = 'frozen') > 1)`,
  )
}
