// DESIGN §7 budget: seconds-trade submit with 50 concurrent users, p99 < 50 ms on embedded PGlite,
// zero lost or doubled orders; and the settlement lag (due time to settled) at that load.
// `npx tsx tests/bench/microtrade.ts [users] [pacedSeconds]` prints JSON. Capacity and overload
// are tests/bench/overload.ts's.
//
// The server runs as `npm start` runs it (server/src/main.ts in its own process, PGlite on disk);
// its data folder is seeded first with funded users and their sessions, because registering 50
// users through the API would meet the per-address limit on verification codes. Then:
// - warm-up: 5 s of the paced load, not timed (the first request of each connection and the JIT's
//   first passes would otherwise be most of the tail);
// - paced: every user places an order about once a second (exponential gaps), 30-second orders,
//   long enough that the first ones come due and settle while the load goes on;
// - afterwards replays of a sample of Idempotency-Keys must return their orders without new ones;
//   then, with the server stopped, the database must hold exactly the accepted orders, every
//   balance must equal its account records and funding - stakes - fees + payouts.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Envelope } from '../../types/envelope'
import type { MicroOrder } from '../../types/microtrade'
import { openDb } from '../../server/src/infra/db/client'
import { migrate } from '../../server/src/infra/db/migrate'
import type { MicroOrderRow } from '../../server/src/microtrade/orders'
import { dec, type Decimal } from '../../server/src/infra/money/decimal'
import { countUnbalanced } from '../support/books'
import { startAppServer, untilBooksQuoted } from '../support/appServer'
import { USDT, seedTraders, stats, round, type Stats } from './traders'

const USERS = Number(process.argv[2] ?? 50)
const PACED_S = Number(process.argv[3] ?? 45)
const WARMUP_S = 5
const FUNDS = '1000000'
const SECONDS = 30

interface Sent {
  user: number
  key: string
  body: Record<string, string>
  ms: number
  phase: 'warmup' | 'paced'
  order?: MicroOrder
  error?: string
}

async function seed(dataDir: string): Promise<string[]> {
  const db = await openDb({ dataDir: path.join(dataDir, 'pg') })
  try {
    await migrate(db)
    return await seedTraders(db, USERS, FUNDS)
  } finally {
    await db.close()
  }
}

/** What this bench prints. */
export interface TradeLoad {
  users: number
  paced: { seconds: number; ordersPerSecond: number; latencyMs: Stats }
  settlementLagMs: Stats
  unsettledDue: number
  accepted: number
  refused: number
  errors: string[]
  lost: number
  doubled: number
  replays: number
  replayMismatches: number
  balanceMismatches: number
  unbalancedAccounts: number
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tradeapp-bench-'))
  const tokens = await seed(dataDir)
  const server = await startAppServer({ dataDir })
  await untilBooksQuoted(server.origin)
  const api = (token: string, pathAndQuery: string, init: RequestInit = {}) =>
    fetch(`${server.origin}/api${pathAndQuery}`, {
      ...init,
      headers: { authorization: encodeURIComponent(token), ...init.headers },
    }).then((res) => res.json() as Promise<Envelope<unknown>>)

  const submit = async (sent: Sent): Promise<MicroOrder | string> => {
    const answer = await api(tokens[sent.user], '/microtrade/submit', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': sent.key,
      },
      body: new URLSearchParams(sent.body),
    })
    return answer.type === 'ok' ? (answer.message as MicroOrder) : answer.message
  }

  const sent: Sent[] = []
  const place = async (user: number, phase: Sent['phase']) => {
    const body = {
      match_id: String(1 + Math.floor(Math.random() * 5)),
      currency_id: String(USDT),
      type: Math.random() < 0.5 ? '1' : '2',
      seconds: String(SECONDS),
      number: `${10 + Math.floor(Math.random() * 90)}.${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`,
    }
    const s: Sent = { user, key: randomUUID(), body, ms: 0, phase }
    const started = performance.now()
    const answer = await submit(s)
    s.ms = performance.now() - started
    if (typeof answer === 'string') s.error = answer
    else s.order = answer
    sent.push(s)
  }

  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
  // Each user places an order about once a second, with exponential gaps (a Poisson stream).
  const pacedFor = async (phase: Sent['phase'], seconds: number) => {
    const end = Date.now() + seconds * 1000
    await Promise.all(
      tokens.map(async (_, user) => {
        await sleep(Math.random() * 1000)
        while (Date.now() < end) {
          await place(user, phase)
          await sleep(-Math.log(1 - Math.random()) * 1000)
        }
      }),
    )
  }
  await pacedFor('warmup', WARMUP_S)
  const pacedStart = Date.now()
  await pacedFor('paced', PACED_S)
  const endOfLoad = Date.now()

  // Replays of a sample of keys: the same order back, nothing new.
  const replays = sent.filter((s) => s.order).slice(0, 200)
  let replayMismatches = 0
  for (const s of replays) {
    const again = await submit(s)
    if (typeof again === 'string' || again.id !== s.order?.id) replayMismatches++
  }

  // The books, read with the server stopped so that no settlement moves them while they are read.
  await server.stop()
  const stoppedAt = Date.now()
  const db = await openDb({ dataDir: path.join(dataDir, 'pg') })
  const orders = await db.query<MicroOrderRow>('SELECT * FROM micro_orders')
  const balances = await db.query<{ user_id: number; balance: string }>(
    `SELECT user_id, balance FROM balances WHERE wallet = 'micro' AND currency_id = $1`,
    [USDT],
  )
  const unbalanced = await countUnbalanced(db)
  await db.close()
  await server.dispose()
  rmSync(dataDir, { recursive: true, force: true })

  // Each accepted submit is one stored order; no order exists that no submit was told about.
  const accepted = sent.filter((s) => s.order)
  const acceptedIds = new Set(accepted.map((s) => s.order?.id))
  const storedIds = new Set(orders.map((o) => o.id))
  const lost = [...acceptedIds].filter((id) => !storedIds.has(id ?? 0)).length
  const doubled = orders.filter((o) => !acceptedIds.has(o.id)).length

  // Each balance is its funding less every stake and fee plus every payout.
  const expected = new Map<number, Decimal>()
  for (const o of orders) {
    const paid = o.status === 3 ? dec(o.payout ?? 'NaN') : dec('0')
    const before = expected.get(o.user_id) ?? dec(FUNDS)
    expected.set(o.user_id, before.minus(o.number).minus(o.fee).plus(paid))
  }
  const balanceMismatches = balances.filter(
    (b) => !dec(b.balance).equals(expected.get(b.user_id) ?? dec(FUNDS)),
  ).length

  // Settlement lag of the orders that came due while each load went on.
  const lagsWithin = (from: number, to: number) =>
    orders
      .filter((o) => o.settle_at.getTime() >= from && o.settle_at.getTime() < to && o.complete_at)
      .map((o) => (o.complete_at?.getTime() ?? 0) - o.settle_at.getTime())
  // Due a second before the stop, yet open: what a stalled settler would leave.
  const unsettledDue = orders.filter(
    (o) => o.settle_at.getTime() <= stoppedAt - 1000 && o.status !== 3,
  ).length

  const paced = sent.filter((s) => s.phase === 'paced')
  const errors = [...new Set(sent.flatMap((s) => (s.error ? [s.error] : [])))]
  const load: TradeLoad = {
    users: USERS,
    paced: {
      seconds: PACED_S,
      ordersPerSecond: round(paced.length / PACED_S),
      latencyMs: stats(paced.map((s) => s.ms)),
    },
    settlementLagMs: stats(lagsWithin(pacedStart, endOfLoad)),
    unsettledDue,
    accepted: accepted.length,
    refused: sent.length - accepted.length,
    errors,
    lost,
    doubled,
    replays: replays.length,
    replayMismatches,
    balanceMismatches,
    unbalancedAccounts: unbalanced,
  }
  console.log(JSON.stringify(load))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
