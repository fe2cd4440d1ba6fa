// Issue 14 item 5 and DESIGN §7 "2x capacity offered": seconds-trade submits on one node over
// embedded PGlite, or on one or two nodes over PostgreSQL, each started as `npm start` starts it.
// `npx tsx tests/bench/overload.ts <pglite|pg> [nodes] [users]` prints JSON; pg needs
// BENCH_DATABASE_URL or TEST_DATABASE_URL (a fresh schema is made in it).
//
// - capacity: as many clients as the nodes admit at once place orders back to back for a while
//   (a closed loop, spread over the nodes); capacity is the orders accepted per second;
// - overload: orders then arrive on their own (an open loop, Poisson) at twice that rate, whether
//   or not earlier ones were answered, as when more people press Buy than the nodes can serve.
//   Each answer is accepted (timed), refused as busy (HTTP 503, timed: it must be fast) or other;
// - afterwards, with the nodes stopped, the database must hold exactly the accepted orders and
//   every balance must equal its account records.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Envelope } from '../../types/envelope'
import type { MicroOrder } from '../../types/microtrade'
import { openDb, type Db } from '../../server/src/infra/db/client'
import { migrate } from '../../server/src/infra/db/migrate'
import { DEFAULT_LIMITS } from '../../server/src/infra/http/admission'
import { countUnbalanced } from '../support/books'
import { startAppServer, untilBooksQuoted, type AppServer } from '../support/appServer'
import { freshPgUrl } from '../support/pg'
import { USDT, round, seedTraders, stats, type Stats } from './traders'

const ENGINE = process.argv[2] === 'pg' ? 'pg' : 'pglite'
const NODES = Number(process.argv[3] ?? 1)
const USERS = Number(process.argv[4] ?? 50)
const WARMUP_S = 3
/** clients sending back to back while capacity is measured: as many as the nodes admit at once,
 *  so that they are always full and nobody is turned away (refusals would cost the CPU too) */
const WORKERS = NODES * (DEFAULT_LIMITS[ENGINE].concurrency + DEFAULT_LIMITS[ENGINE].queue)
const CAPACITY_S = 8
const OVERLOAD_S = 10
const FUNDS = '10000000'
const SECONDS = 60

/** What this bench prints. */
export interface OverloadLoad {
  engine: 'pglite' | 'pg'
  nodes: number
  users: number
  capacity: { ordersPerSecond: number; latencyMs: Stats; refused: number }
  overload: {
    offeredPerSecond: number
    accepted: number
    acceptedMs: Stats
    refused: number
    refusedMs: Stats
    other: string[]
  }
  lost: number
  doubled: number
  unbalancedAccounts: number
}

type Outcome =
  { kind: 'accepted'; order: MicroOrder } | { kind: 'busy' } | { kind: 'other'; why: string }

async function openBenchDb(dataDir: string): Promise<{ db: Db; url?: string }> {
  if (ENGINE === 'pglite') return { db: await openDb({ dataDir: path.join(dataDir, 'pg') }) }
  const url = await freshPgUrl(process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL)
  if (!url) throw new Error('pg needs BENCH_DATABASE_URL or TEST_DATABASE_URL')
  return { db: await openDb({ url }), url }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tradeapp-overload-'))
  const { db, url } = await openBenchDb(dataDir)
  await migrate(db)
  const tokens = await seedTraders(db, USERS, FUNDS)
  // PGlite is one process's own: the node opens it after the seed lets go of it
  if (!url) await db.close()
  const nodes: AppServer[] = []
  for (let i = 0; i < NODES; i++) {
    nodes.push(await startAppServer(url ? { databaseUrl: url } : { dataDir }))
  }
  await Promise.all(nodes.map((node) => untilBooksQuoted(node.origin)))

  let turn = 0
  const submit = async (user: number): Promise<{ outcome: Outcome; ms: number }> => {
    const origin = nodes[turn++ % nodes.length].origin
    const started = performance.now()
    const res = await fetch(`${origin}/api/microtrade/submit`, {
      method: 'POST',
      headers: {
        authorization: encodeURIComponent(tokens[user]),
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': randomUUID(),
      },
      body: new URLSearchParams({
        match_id: String(1 + Math.floor(Math.random() * 5)),
        currency_id: String(USDT),
        type: Math.random() < 0.5 ? '1' : '2',
        seconds: String(SECONDS),
        number: '10',
      }),
    })
    const answer = (await res.json()) as Envelope<MicroOrder>
    const ms = performance.now() - started
    if (res.status === 503) return { outcome: { kind: 'busy' }, ms }
    if (answer.type === 'ok') return { outcome: { kind: 'accepted', order: answer.message }, ms }
    return { outcome: { kind: 'other', why: String(answer.message) }, ms }
  }

  const accepted = new Set<number>()
  const note = (o: Outcome) => {
    if (o.kind === 'accepted') accepted.add(o.order.id)
  }
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

  // warm-up and capacity: back to back, every user at once
  const closedLoop = async (seconds: number) => {
    const end = Date.now() + seconds * 1000
    const times: number[] = []
    let refused = 0
    await Promise.all(
      Array.from({ length: WORKERS }, async (_, worker) => {
        while (Date.now() < end) {
          const { outcome, ms } = await submit(worker % USERS)
          note(outcome)
          if (outcome.kind === 'accepted') times.push(ms)
          // a refused client waits a little (less than Retry-After, to keep the nodes full)
          else {
            refused++
            await sleep(50)
          }
        }
      }),
    )
    return { times, refused }
  }
  await closedLoop(WARMUP_S)
  const capacityRun = await closedLoop(CAPACITY_S)
  const capacity = capacityRun.times.length / CAPACITY_S

  // twice that, arriving on their own
  const offered = 2 * capacity
  const inFlight: Promise<void>[] = []
  const acceptedMs: number[] = []
  const refusedMs: number[] = []
  const other = new Set<string>()
  const end = Date.now() + OVERLOAD_S * 1000
  let next = Date.now()
  while (next < end) {
    await sleep(Math.max(0, next - Date.now()))
    const user = Math.floor(Math.random() * USERS)
    inFlight.push(
      submit(user).then(({ outcome, ms }) => {
        note(outcome)
        if (outcome.kind === 'accepted') acceptedMs.push(ms)
        else if (outcome.kind === 'busy') refusedMs.push(ms)
        else other.add(outcome.why)
      }),
    )
    next += -Math.log(1 - Math.random()) * (1000 / offered)
  }
  await Promise.all(inFlight)

  for (const node of nodes) await node.stop()
  const books = url ? db : await openDb({ dataDir: path.join(dataDir, 'pg') })
  const stored = await books.query<{ id: number }>('SELECT id FROM micro_orders')
  const unbalanced = await countUnbalanced(books)
  await books.close()
  for (const node of nodes) await node.dispose()
  rmSync(dataDir, { recursive: true, force: true })
  const storedIds = new Set(stored.map((o) => Number(o.id)))

  const load: OverloadLoad = {
    engine: ENGINE,
    nodes: NODES,
    users: USERS,
    capacity: {
      ordersPerSecond: round(capacity),
      latencyMs: stats(capacityRun.times),
      refused: capacityRun.refused,
    },
    overload: {
      offeredPerSecond: round(offered),
      accepted: acceptedMs.length,
      acceptedMs: stats(acceptedMs),
      refused: refusedMs.length,
      refusedMs: stats(refusedMs),
      other: [...other],
    },
    lost: [...accepted].filter((id) => !storedIds.has(id)).length,
    doubled: [...storedIds].filter((id) => !accepted.has(id)).length,
    unbalancedAccounts: unbalanced,
  }
  console.log(JSON.stringify(load))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
