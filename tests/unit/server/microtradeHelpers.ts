// Shared by the ledger and seconds-trading tests: a feed whose settlement prices a test can set,
// accounts made straight in the database (registering through the API costs a code round trip),
// funding through the ledger, and the ledger's invariants as queries.
import type { MicroOrder } from '../../../types/microtrade'
import type { Candle, DepthEvent, Period } from '../../../types/market'
import type { Clock } from '../../../server/src/infra/clock'
import type { Db, Queryable } from '../../../server/src/infra/db/client'
import { applyChange, type Wallet } from '../../../server/src/infra/money/ledger'
import { dec } from '../../../server/src/infra/money/decimal'
import { createSession } from '../../../server/src/identity/sessions'
import type { MarketFeed, Quote, SymbolInfo, TickListener } from '../../../server/src/market/feed'
import { SimulatedFeed } from '../../../server/src/market/simulatedFeed'
import type { Realtime } from '../../../server/src/infra/realtime/realtime'
import { ManualClock } from '../../../server/src/infra/clock'
import { call, okMessage, startServer, type TestServer } from './helpers'

export const BTC_USDT = 1
export const USDT = 3
export const USDC = 5

/**
 * The simulated market, except for the prices a test pins to an exact instant. Records every
 * instant priceAt is asked for, so a test can check that nobody asked for the future.
 */
export class ScriptedFeed implements MarketFeed {
  readonly inner: SimulatedFeed
  readonly asked: { matchId: number; timeMs: number; clockMs: number }[] = []
  private readonly pinned = new Map<string, string>()

  constructor(private readonly clock: Clock) {
    this.inner = new SimulatedFeed({ clock })
  }

  pin(matchId: number, at: Date | string | number, price: string): void {
    this.pinned.set(`${matchId}@${new Date(at).getTime()}`, price)
  }

  priceAt(matchId: number, timeMs: number): string {
    this.asked.push({ matchId, timeMs, clockMs: this.clock.now().getTime() })
    return this.pinned.get(`${matchId}@${timeMs}`) ?? this.inner.priceAt(matchId, timeMs)
  }

  matches(): readonly SymbolInfo[] {
    return this.inner.matches()
  }
  quote(matchId: number): Quote | undefined {
    return this.inner.quote(matchId)
  }
  candles(matchId: number, period: Period, fromMs: number, toMs: number, limit?: number): Candle[] {
    return this.inner.candles(matchId, period, fromMs, toMs, limit)
  }
  depth(matchId: number): DepthEvent {
    return this.inner.depth(matchId)
  }
  onTick(listener: TickListener): () => void {
    return this.inner.onTick(listener)
  }
  advanceTo(timeMs: number): void {
    this.inner.advanceTo(timeMs)
  }
  start(): void {}
  stop(): void {}
}

let nextUser = 0

/** A user row and a session token for it, without the registration round trip. */
export async function makeUser(db: Db, clock: Clock): Promise<{ id: number; token: string }> {
  nextUser++
  const tag = `${process.pid}.${nextUser}.${Date.now().toString(36)}`
  return db.tx(async (q) => {
    const [user] = await q.query<{ id: number }>(
      `INSERT INTO users (account_key, account_type, account, nickname, password_hash,
                          invite_code, created_at)
       VALUES ($1, 'email', $1, 'trader', 'not-a-hash', $2, $3) RETURNING id`,
      [`trader${tag}@example.com`, `T${tag}`, clock.now()],
    )
    return { id: user.id, token: await createSession(q, clock, user.id) }
  })
}

/** A test app on a manual clock whose feed prices a test can pin (one per test file). */
export async function startTradeServer(): Promise<{ server: TestServer; feed: ScriptedFeed }> {
  const clock = new ManualClock()
  const feed = new ScriptedFeed(clock)
  return { server: await startServer({ clock, feed }), feed }
}

/** A new user with `amount` in their seconds-trading account. */
export async function fundedUser(
  server: TestServer,
  amount: string,
  currency = USDT,
): Promise<{ id: number; token: string }> {
  const user = await makeUser(server.db, server.clock)
  await fund(server.db, server.clock, user.id, amount, currency)
  return user
}

/** Credits through the ledger, as the operator would. */
export async function fund(
  db: Db,
  clock: Clock,
  userId: number,
  amount: string,
  currencyId = USDT,
  wallet: Wallet = 'micro',
): Promise<void> {
  await db.tx((q) =>
    applyChange(q, clock, {
      userId,
      currencyId,
      wallet,
      change: dec(amount),
      type: 'ops_credit',
      info: 'test funds',
    }),
  )
}

/** The user's micro balance as the API shows it. */
export async function balanceOf(server: TestServer, token: string, currency = USDT) {
  const answer = await call<{ balance: string }>(server, 'GET', '/api/user/getBalance', {
    token,
    body: { currency: String(currency) },
  })
  return okMessage(answer).balance
}

export interface Mismatch {
  user_id: number
  currency_id: number
  wallet: string
  balance: string
  frozen: string
  total: string
  frozen_total: string
}

/** Accounts whose parts are not the sums of their records' changes; [] when the ledger holds. */
export async function ledgerMismatches(q: Queryable): Promise<Mismatch[]> {
  return q.query<Mismatch>(
    `SELECT b.user_id, b.currency_id, b.wallet, b.balance, b.frozen,
            COALESCE(sum(r.change) FILTER (WHERE r.part = 'available'), 0) AS total,
            COALESCE(sum(r.change) FILTER (WHERE r.part = 'frozen'), 0) AS frozen_total
       FROM balances b
       LEFT JOIN account_records r USING (user_id, currency_id, wallet)
      GROUP BY b.user_id, b.currency_id, b.wallet, b.balance, b.frozen
     HAVING b.balance <> COALESCE(sum(r.change) FILTER (WHERE r.part = 'available'), 0)
         OR b.frozen <> COALESCE(sum(r.change) FILTER (WHERE r.part = 'frozen'), 0)`,
  )
}

/** Records whose `before` is not the previous record's `after` of the same part (0 at first). */
export async function brokenChains(q: Queryable): Promise<{ id: number }[]> {
  return q.query<{ id: number }>(
    `SELECT id FROM (
       SELECT id, before,
              lag(after, 1, 0::numeric)
                OVER (PARTITION BY user_id, currency_id, wallet, part ORDER BY id) AS previous
         FROM account_records) chain
      WHERE before <> previous`,
  )
}

/** Places an order over HTTP and returns it (fails the test on a refusal). */
export async function submit(
  server: TestServer,
  token: string,
  body: Partial<Record<'match_id' | 'currency_id' | 'type' | 'seconds' | 'number', string>>,
  key?: string,
): Promise<MicroOrder> {
  return okMessage(await placeOrder(server, token, body, key))
}

export function placeOrder(
  server: TestServer,
  token: string,
  body: Partial<Record<'match_id' | 'currency_id' | 'type' | 'seconds' | 'number', string>>,
  key?: string,
) {
  return call<MicroOrder>(server, 'POST', '/api/microtrade/submit', {
    token,
    body: { match_id: '1', currency_id: '3', type: '1', seconds: '30', number: '10', ...body },
    headers: key === undefined ? {} : { 'idempotency-key': key },
  })
}

/** Records every push instead of sending it. */
export function capture(): Realtime & {
  sent: { userId: number; event: string; payload: unknown }[]
} {
  const sent: { userId: number; event: string; payload: unknown }[] = []
  return {
    sent,
    emitToUser: (userId, event, payload) => void sent.push({ userId, event, payload }),
    dropSessionSockets: () => undefined,
    emitToBook: () => undefined,
    emitToAuction: () => undefined,
  }
}
