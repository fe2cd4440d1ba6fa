// Issue 26's measures of the spot book, printed as JSON by `npx tsx tests/bench/spot.ts`:
// - throughput: orders per second one book takes, placed one after another straight through the
//   domain (placeSpotOrder in its transaction, as the route runs it), a stream that rests and
//   crosses, on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on PostgreSQL;
// - submit: 50 users placing on BTC/USDT at 20 orders/s together through the real server (as
//   `npm start` runs it, PGlite on disk), p99 of /coin/trade (budget 50 ms), then with the server
//   stopped every balance equal to its records and every frozen unit held by an open order;
// - fan-out: 1000 socket clients following one book (sub_coin) while orders change it ten times
//   a second; the time from the push of a change to its receipt, p99 (budget 100 ms). Clients run
//   in worker threads so that receiving does not compete with sending on one event loop.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { buildApp, contextOf } from '../../server/src/app'
import { systemClock } from '../../server/src/infra/clock'
import { openDb, type Db } from '../../server/src/infra/db/client'
import { migrate } from '../../server/src/infra/db/migrate'
import { SimulatedFeed } from '../../server/src/market/simulatedFeed'
import { pushBookChange } from '../../server/src/spot/push'
import { placeSpotOrder } from '../../server/src/spot/submit'
import { countUnbalanced, frozenMismatches } from '../support/books'
import { seedFundedUsers } from '../support/seedUsers'
import { freshPgUrl } from '../support/pg'
import { startAppServer, untilBooksQuoted } from '../support/appServer'
import { round, stats } from './traders'

const BTC = 1
const USDT = 3
const FUNDS = { [BTC]: '100000', [USDT]: '10000000000' }

/** Users with spot funds and a session each, straight in the database. */
const seedSpotTraders = (db: Db, users: number) =>
  seedFundedUsers(
    db,
    users,
    Object.entries(FUNDS).map(([currencyId, amount]) => ({
      wallet: 'change' as const,
      currencyId: Number(currencyId),
      amount,
    })),
    'spot',
  )

/** An order around `mid`: a few dollars either side, so the book builds up and crosses. */
function randomOrder(mid: number) {
  const buy = Math.random() < 0.5
  return {
    currencyId: BTC,
    legalId: USDT,
    type: buy ? '1' : '2',
    amount: (0.001 + Math.floor(Math.random() * 20) / 1000).toFixed(3),
    targetPrice: String(mid + Math.floor(Math.random() * 21) - 10),
    tif: '',
  }
}

async function throughput(db: Db, orders: number): Promise<number> {
  const feed = new SimulatedFeed({ clock: systemClock })
  const users = await seedSpotTraders(db, 10)
  const mid = Math.round(Number(feed.priceAt(1, Date.now())))
  const started = performance.now()
  for (let i = 0; i < orders; i++) {
    const user = users[i % users.length]
    await db.tx((q) => placeSpotOrder(q, systemClock, feed, user.id, randomOrder(mid)))
  }
  return round((orders / (performance.now() - started)) * 1000)
}

async function submitLoad(users: number, perSecond: number, seconds: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tradeapp-spot-bench-'))
  const seedDb = await openDb({ dataDir: path.join(dataDir, 'pg') })
  await migrate(seedDb)
  const traders = await seedSpotTraders(seedDb, users)
  await seedDb.close()
  const server = await startAppServer({ dataDir })
  await untilBooksQuoted(server.origin)
  const feed = new SimulatedFeed({ clock: systemClock })
  const mid = Math.round(Number(feed.priceAt(1, Date.now())))
  const latencies: number[] = []
  const refusals = new Set<string>()
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
  const place = async (token: string) => {
    const o = randomOrder(mid)
    const started = performance.now()
    const res = await fetch(`${server.origin}/api/coin/trade`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: encodeURIComponent(token),
        'idempotency-key': randomUUID(),
      },
      body: new URLSearchParams({
        currency_id: String(o.currencyId),
        legal_id: String(o.legalId),
        type: o.type,
        amount: o.amount,
        target_price: o.targetPrice,
      }),
    })
    const answer = (await res.json()) as { type: string; message: unknown }
    if (answer.type !== 'ok') refusals.add(String(answer.message))
    return performance.now() - started
  }
  // every user a Poisson stream of perSecond / users orders a second
  const meanGapMs = (1000 * users) / perSecond
  const run = async (measure: boolean, forSeconds: number) => {
    const end = Date.now() + forSeconds * 1000
    await Promise.all(
      traders.map(async (t) => {
        await sleep(Math.random() * meanGapMs)
        while (Date.now() < end) {
          const ms = await place(t.token)
          if (measure) latencies.push(ms)
          await sleep(-Math.log(1 - Math.random()) * meanGapMs)
        }
      }),
    )
  }
  await run(false, 5)
  await run(true, seconds)
  await server.stop()
  const db = await openDb({ dataDir: path.join(dataDir, 'pg') })
  const unbalanced = await countUnbalanced(db)
  const frozenOff = (await frozenMismatches(db)).length
  const [{ fills }] = await db.query<{ fills: number }>(
    'SELECT count(*)::int AS fills FROM spot_fills',
  )
  await db.close()
  await server.dispose()
  rmSync(dataDir, { recursive: true, force: true })
  return {
    users,
    ordersPerSecond: round(latencies.length / seconds),
    latencyMs: stats(latencies),
    fills,
    refusals: [...refusals],
    unbalancedAccounts: unbalanced,
    frozenMismatches: frozenOff,
  }
}

// Plain JavaScript: a worker evaluates it without a TypeScript loader.
const CLIENT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const { io } = require('socket.io-client')
const received = []
const sockets = []
let connected = 0
for (let i = 0; i < workerData.clients; i++) {
  const socket = io(workerData.url, { transports: ['websocket'], forceNew: true, reconnection: false })
  socket.on('connect', () => {
    socket.emit('sub_coin', { match_id: 1 })
    if (++connected === workerData.clients) parentPort.postMessage({ ready: true })
  })
  socket.on('connect_error', (err) => parentPort.postMessage({ error: String(err) }))
  socket.on('coin_depth', (event) => { if (workerData.measuring[0]) received.push([event.seq, Date.now()]) })
  sockets.push(socket)
}
parentPort.on('message', (message) => {
  if (message === 'start') workerData.measuring[0] = 1
  if (message === 'stop') {
    workerData.measuring[0] = 0
    for (const socket of sockets) socket.close()
    parentPort.postMessage({ received })
  }
})
`

async function fanout(clients: number, seconds: number) {
  const db = await openDb()
  await migrate(db)
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'spot-fanout-'))
  const app = await buildApp({ db, uploadDir, logger: false, settle: false })
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  const ctx = contextOf(app)
  const users = await seedSpotTraders(db, 10)
  const mid = Math.round(Number(ctx.feed.priceAt(1, Date.now())))

  const threads = Math.max(1, Math.min(4, availableParallelism() - 1))
  const workers = Array.from({ length: threads }, (_, i) => {
    const share = Math.floor(clients / threads) + (i < clients % threads ? 1 : 0)
    const measuring = new Int32Array(new SharedArrayBuffer(4))
    return new Worker(CLIENT_WORKER, { eval: true, workerData: { url, clients: share, measuring } })
  })
  const next = (worker: Worker) =>
    new Promise<{ ready?: boolean; received?: [number, number][]; error?: string }>((resolve) =>
      worker.once('message', resolve),
    )
  const ready = await Promise.all(workers.map(next))
  const failed = ready.find((m) => m.error)
  if (failed) throw new Error(failed.error)
  await new Promise((r) => setTimeout(r, 1000))

  // ten changes a second, each pushed as the route pushes it, stamped as it goes out
  const sentAt = new Map<number, number>()
  for (const w of workers) w.postMessage('start')
  // the workers take 'start' in their own time: the first change waits for it
  await new Promise((r) => setTimeout(r, 200))
  const end = Date.now() + seconds * 1000
  let i = 0
  while (Date.now() < end) {
    const user = users[i++ % users.length]
    const change = await db.tx((q) =>
      placeSpotOrder(q, ctx.clock, ctx.feed, user.id, randomOrder(mid)),
    )
    sentAt.set(change.seq, Date.now())
    pushBookChange(ctx.realtime, ctx.feed, app.log, change)
    await new Promise((r) => setTimeout(r, 100))
  }
  await new Promise((r) => setTimeout(r, 500))
  const replies = Promise.all(workers.map(next))
  for (const w of workers) w.postMessage('stop')
  const received = (await replies).flatMap((m) => m.received ?? [])
  await Promise.all(workers.map((w) => w.terminate()))
  await app.close()
  await db.close()
  rmSync(uploadDir, { recursive: true, force: true })
  const lags = received.flatMap(([seq, at]) => {
    const sent = sentAt.get(seq)
    return sent === undefined ? [] : [at - sent]
  })
  return {
    clients,
    changes: sentAt.size,
    received: lags.length,
    expected: sentAt.size * clients,
    lagMs: stats(lags),
  }
}

export interface SpotLoad {
  throughput: { pglite: number; pg: number | null; orders: number }
  submit: Awaited<ReturnType<typeof submitLoad>>
  fanout: Awaited<ReturnType<typeof fanout>>
}

async function main(): Promise<void> {
  const ORDERS = 1000
  const lite = await openDb()
  await migrate(lite)
  const pglite = await throughput(lite, ORDERS)
  await lite.close()
  let pg: number | null = null
  const pgUrl = await freshPgUrl(process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL)
  if (pgUrl) {
    const db = await openDb({ url: pgUrl })
    await migrate(db)
    pg = await throughput(db, ORDERS)
    await db.close()
  }
  const submit = await submitLoad(50, 20, 30)
  const spread = await fanout(1000, 10)
  const load: SpotLoad = { throughput: { pglite, pg, orders: ORDERS }, submit, fanout: spread }
  console.log(JSON.stringify(load, null, 2))
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
