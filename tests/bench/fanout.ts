// DESIGN §7 budget: socket fan-out to 1000 clients at 10 ticks/s, p99 tick-to-receipt < 100 ms.
// `npx tsx tests/bench/fanout.ts [clients] [seconds]` prints JSON. The real app and gateway run
// in this thread on an in-memory database, fed by a feed that ticks a different symbol every
// 100 ms (so every tick goes out as a `daymarket` to everyone); the clients run in worker threads
// so that receiving does not compete with sending on one event loop.
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { buildApp } from '../../server/src/app'
import { openDb } from '../../server/src/infra/db/client'
import { migrate } from '../../server/src/infra/db/migrate'
import type { MarketFeed, Quote, Tick, TickListener } from '../../server/src/market/feed'
import { simSymbols } from '../../server/src/market/symbols'
import { untilBooksQuoted } from '../support/appServer'

const CLIENTS = Number(process.argv[2] ?? 1000)
const SECONDS = Number(process.argv[3] ?? 10)
const TICKS_PER_SECOND = 10
const BUDGET_P99_MS = 100

/** Ticks one symbol after another, TICKS_PER_SECOND a second, stamped with the wall clock. */
class BenchFeed implements MarketFeed {
  private readonly infos = simSymbols('bench').map((s) => s.info)
  private readonly listeners = new Set<TickListener>()
  private readonly quotes = new Map<number, Quote>()
  private timer: NodeJS.Timeout | undefined
  private count = 0
  ticks = 0

  matches() {
    return this.infos
  }
  quote(matchId: number) {
    return this.quotes.get(matchId)
  }
  priceAt() {
    return '1.00'
  }
  candles() {
    return []
  }
  depth(matchId: number) {
    return { match_id: matchId, symbol: '', bids: [], asks: [] }
  }
  onTick(listener: TickListener) {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }
  advanceTo() {}
  start() {
    this.timer = setInterval(() => {
      // Ten symbols in turn: each ticks once a second, so the daymarket throttle never holds one.
      const info = this.infos[this.count++ % TICKS_PER_SECOND]
      const tick: Tick = { matchId: info.id, time: Date.now(), price: '1.00', volume: '1' }
      this.quotes.set(info.id, {
        now_price: tick.price,
        change: '0.00',
        volume: '1',
        turnover: '1.00',
        high: '1.00',
        low: '1.00',
        yesterday_close: '1.00',
        today_open: '1.00',
        market_cap: null,
        time: tick.time,
      })
      this.ticks++
      for (const listener of this.listeners) listener(tick)
    }, 1000 / TICKS_PER_SECOND)
  }
  stop() {
    clearInterval(this.timer)
  }
}

// Plain JavaScript: a worker evaluates it without a TypeScript loader.
const CLIENT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const { io } = require('socket.io-client')
const lags = []
const sockets = []
let connected = 0
for (let i = 0; i < workerData.clients; i++) {
  const socket = io(workerData.url, { transports: ['websocket'], forceNew: true, reconnection: false })
  socket.on('connect', () => { if (++connected === workerData.clients) parentPort.postMessage({ ready: true }) })
  socket.on('connect_error', (err) => parentPort.postMessage({ error: String(err) }))
  socket.on('daymarket', (event) => { if (workerData.measuring[0]) lags.push(Date.now() - event.time) })
  sockets.push(socket)
}
parentPort.on('message', (message) => {
  if (message === 'start') workerData.measuring[0] = 1
  if (message === 'stop') {
    workerData.measuring[0] = 0
    for (const socket of sockets) socket.close()
    parentPort.postMessage({ lags })
  }
})
`

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN
}

async function run(): Promise<void> {
  const db = await openDb()
  await migrate(db)
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'fanout-'))
  const feed = new BenchFeed()
  const app = await buildApp({ db, feed, uploadDir, logger: false })
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  await untilBooksQuoted(url)

  const threads = Math.max(1, Math.min(4, availableParallelism() - 1))
  const workers = Array.from({ length: threads }, (_, i) => {
    const clients = Math.floor(CLIENTS / threads) + (i < CLIENTS % threads ? 1 : 0)
    const measuring = new Int32Array(new SharedArrayBuffer(4))
    return new Worker(CLIENT_WORKER, { eval: true, workerData: { url, clients, measuring } })
  })
  const next = (worker: Worker) =>
    new Promise<{ ready?: boolean; lags?: number[]; error?: string }>((resolve) =>
      worker.once('message', resolve),
    )
  const ready = await Promise.all(workers.map(next))
  const failed = ready.find((m) => m.error)
  if (failed) throw new Error(failed.error)

  feed.start()
  // Let connections settle and the first broadcasts go out before measuring.
  await new Promise((r) => setTimeout(r, 1000))
  for (const w of workers) w.postMessage('start')
  const ticksBefore = feed.ticks
  await new Promise((r) => setTimeout(r, SECONDS * 1000))
  const replies = Promise.all(workers.map(next))
  for (const w of workers) w.postMessage('stop')
  const lags = (await replies).flatMap((m) => m.lags ?? []).sort((a, b) => a - b)
  const ticks = feed.ticks - ticksBefore
  feed.stop()
  await Promise.all(workers.map((w) => w.terminate()))
  await app.close()
  await db.close()
  rmSync(uploadDir, { recursive: true, force: true })

  const p99 = percentile(lags, 0.99)
  console.log(
    JSON.stringify(
      {
        name: 'socket fan-out',
        clients: CLIENTS,
        ticksPerSecond: TICKS_PER_SECOND,
        seconds: SECONDS,
        clientThreads: threads,
        ticks,
        received: lags.length,
        expected: ticks * CLIENTS,
        p50Ms: percentile(lags, 0.5),
        p95Ms: percentile(lags, 0.95),
        p99Ms: p99,
        maxMs: lags.at(-1) ?? NaN,
        budgetP99Ms: BUDGET_P99_MS,
        withinBudget: p99 < BUDGET_P99_MS,
      },
      null,
      2,
    ),
  )
}

run().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
