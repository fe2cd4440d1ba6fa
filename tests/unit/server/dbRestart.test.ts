// Two nodes under a steady load of seconds trades while their PostgreSQL is stopped and started
// again (issue 53): once immediately for 5 s, once in fast mode for 20 s. The nodes stay up,
// refuse with a translated 503 while the database is away, take orders again within seconds of its
// return, settle the trades that came due meanwhile once, and carry a user's events to their
// sockets on both nodes again. Nothing accepted is lost or doubled.
//
// It stops a whole PostgreSQL cluster, so it runs on a throwaway one of its own:
// RESTART_DATABASE_URL and RESTART_PG_CLUSTER ("<version> <name>" for pg_ctlcluster), which
// .ci/run sets up. Without them it is skipped.
import { execFile } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { io as connect, type Socket } from 'socket.io-client'
import type { FastifyInstance } from 'fastify'
import { SOCKET_EVENTS, type SocketLoginAck } from '../../../types/market'
import type { ClosedMicroOrderEvent, MicroOrder } from '../../../types/microtrade'
import { buildApp, contextOf } from '../../../server/src/app'
import { systemClock } from '../../../server/src/infra/clock'
import { openDb, type Db } from '../../../server/src/infra/db/client'
import { migrate } from '../../../server/src/infra/db/migrate'
import { t } from '../../../server/src/infra/i18n'
import { freshPgUrl } from '../../support/pg'
import { brokenChains, fund, ledgerMismatches, makeUser, USDT } from './microtradeHelpers'

const baseUrl = process.env.RESTART_DATABASE_URL
const cluster = process.env.RESTART_PG_CLUSTER?.split(' ')
const run = promisify(execFile)

/** A trade short enough that some come due while the database is away. */
const SECONDS = 6
const LOAD_GAP_MS = 150

interface Answer {
  node: number
  key: string
  sentAt: number
  ms: number
  status: number
  type: string
  message: unknown
  retryAfter: string | null
}

/** An event each node sends the user every 100 ms, to time when the other node hears it again. */
const PROBE = 'restart_probe'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

;(baseUrl && cluster ? describe : describe.skip)(
  'two nodes through PostgreSQL restarts (skipped without RESTART_DATABASE_URL)',
  () => {
    const dbs: Db[] = []
    const apps: FastifyInstance[] = []
    const origins: string[] = []
    const sockets: Socket[] = []
    const closed: { node: number; at: number; id: number }[] = []
    /** when a node's socket heard an event the other node emitted to the user */
    const crossed: { node: number; at: number }[] = []
    const uncaught: unknown[] = []
    const record = (err: unknown) => uncaught.push(err)
    let token = ''
    let userId = 0

    const pgctl = (...args: string[]) => run('pg_ctlcluster', [...cluster!, ...args])

    beforeAll(async () => {
      process.on('uncaughtException', record)
      await pgctl('start').catch(() => undefined)
      const url = await freshPgUrl(baseUrl)
      const setup = await openDb({ url })
      dbs.push(setup)
      await migrate(setup)
      await setup.query(
        `INSERT INTO seconds_options (seconds, status, profit_ratio, min_amount, fee_rate)
         VALUES ($1, 1, 20, 10, 0.001)`,
        [SECONDS],
      )
      const user = await makeUser(setup, systemClock)
      ;({ token, id: userId } = user)
      await fund(setup, systemClock, userId, '100000', USDT)
      const uploadDir = await mkdtemp(path.join(tmpdir(), 'restart-'))
      for (let node = 0; node < 2; node++) {
        const db = await openDb({ url, log: () => undefined })
        dbs.push(db)
        const app = await buildApp({ db, uploadDir, passwordCost: 1024 })
        apps.push(app)
        origins.push(await app.listen({ port: 0, host: '127.0.0.1' }))
        const socket = connect(origins[node], { transports: ['websocket'], forceNew: true })
        sockets.push(socket)
        await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
        const ack: SocketLoginAck = await socket.timeout(3000).emitWithAck(SOCKET_EVENTS.login, {
          token,
        })
        expect(ack.ok).toBe(true)
        socket.on(SOCKET_EVENTS.closedMicroOrder, (event: ClosedMicroOrderEvent) =>
          closed.push({ node, at: Date.now(), id: event.data.id }),
        )
        socket.on(PROBE, (from: number) => {
          if (from !== node) crossed.push({ node, at: Date.now() })
        })
      }
    }, 60_000)

    afterAll(async () => {
      process.off('uncaughtException', record)
      await pgctl('start').catch(() => undefined)
      for (const socket of sockets) socket.disconnect()
      for (const app of apps) await app.close()
      for (const db of dbs) await db.close()
    })

    let sequence = 0
    async function place(node: number, key = `restart-${++sequence}`): Promise<Answer> {
      const sentAt = Date.now()
      const res = await fetch(`${origins[node]}/api/microtrade/submit`, {
        method: 'POST',
        headers: {
          authorization: encodeURIComponent(token),
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': key,
          'accept-language': 'de',
        },
        body: new URLSearchParams({
          match_id: '1',
          currency_id: String(USDT),
          type: '1',
          seconds: String(SECONDS),
          number: '10',
        }).toString(),
      })
      const body = (await res.json()) as { type: string; message: unknown }
      return {
        node,
        key,
        sentAt,
        ms: Date.now() - sentAt,
        status: res.status,
        type: body.type,
        message: body.message,
        retryAfter: res.headers.get('retry-after'),
      }
    }

    const ready = async (node: number) => (await fetch(`${origins[node]}/health/ready`)).status

    it('stays up, refuses while the database is away, and resumes on its own, twice', async () => {
      const answers: Answer[] = []
      let loading = true
      const load = async (node: number) => {
        while (loading) {
          answers.push(await place(node))
          await pause(LOAD_GAP_MS)
        }
      }
      const loops = [load(0), load(1)]
      const probes = setInterval(() => {
        apps.forEach((app, node) => contextOf(app).realtime.emitToUser(userId, PROBE, node))
      }, 100)

      /** The database away for `downMs`; what the nodes did from its return. */
      async function outage(mode: 'immediate' | 'fast', downMs: number) {
        await pause(SECONDS * 1000)
        await pgctl('stop', '-m', mode)
        const downAt = Date.now()
        await pause(downMs)
        expect(await Promise.all([ready(0), ready(1)])).toEqual([503, 503])
        // a socket signing in now is told to ask again, not that its session is gone
        const late = connect(origins[0], { transports: ['websocket'], forceNew: true })
        sockets.push(late)
        await new Promise<void>((resolve) => late.once('connect', () => resolve()))
        const lateAck: SocketLoginAck = await late
          .timeout(3000)
          .emitWithAck(SOCKET_EVENTS.login, { token })
        expect(lateAck).toEqual({ ok: false, retry: true })
        // Times run from the start command: the database is back some time before it returns.
        const backAt = Date.now()
        await pgctl('start')
        const startedMs = Date.now() - backAt
        const firstAfter = async (done: () => number | undefined) => {
          for (let i = 0; i < 300; i++) {
            const at = done()
            if (at !== undefined) return at - backAt
            await pause(50)
          }
          return undefined
        }
        const firstOk = (node: number) => () =>
          answers.find((a) => a.node === node && a.type === 'ok' && a.sentAt >= backAt)?.sentAt
        const firstCrossed = (node: number) => () =>
          crossed.find((c) => c.node === node && c.at >= backAt)?.at
        return {
          mode,
          downAt,
          backAt,
          startedMs,
          orderMs: [await firstAfter(firstOk(0)), await firstAfter(firstOk(1))],
          settleMs: await firstAfter(() => closed.find((c) => c.at >= backAt)?.at),
          crossNodeEventMs: [await firstAfter(firstCrossed(0)), await firstAfter(firstCrossed(1))],
        }
      }

      const outages = [await outage('immediate', 5000), await outage('fast', 20_000)]
      loading = false
      clearInterval(probes)
      await Promise.all(loops)
      console.info('issue 53 measures (ms from the start command):', JSON.stringify(outages))

      for (const o of outages) {
        // each node took orders again, trades due meanwhile were settled, and each node heard the
        // other's events again, within 5 s of the start command
        for (const ms of [...o.orderMs, o.settleMs, ...o.crossNodeEventMs]) {
          expect(ms).toBeDefined()
          expect(ms!).toBeLessThan(5000)
        }
        const refused = answers.filter(
          (a) => a.status === 503 && a.sentAt > o.downAt + 1000 && a.sentAt < o.backAt,
        )
        expect(refused.length).toBeGreaterThan(0)
        for (const a of refused) {
          expect(a.message).toBe(t('de', 'db_unavailable'))
          expect(a.retryAfter).toBe('2')
          expect(a.ms).toBeLessThan(1000)
        }
      }
      // nothing but orders and "unavailable" came back: no internal error, no other refusal
      expect(answers.filter((a) => a.type !== 'ok' && a.status !== 503)).toEqual([])

      // Every refused request sent again under its key is applied once (or answers with what its
      // lost commit did); every accepted one answers with its first outcome.
      const resent: Answer[] = []
      // a few at a time, as clients would: all at once, admission control would say busy
      for (let i = 0; i < answers.length; i += 4) {
        const batch = answers.slice(i, i + 4)
        resent.push(...(await Promise.all(batch.map((a) => place(a.node, a.key)))))
      }
      expect(resent.filter((a) => a.type !== 'ok')).toEqual([])
      const firstIds = new Map(
        answers.filter((a) => a.type === 'ok').map((a) => [a.key, (a.message as MicroOrder).id]),
      )
      for (const a of resent) {
        const id = (a.message as MicroOrder).id
        if (firstIds.has(a.key)) expect(id).toBe(firstIds.get(a.key))
      }
      const ids = new Set(resent.map((a) => (a.message as MicroOrder).id))
      expect(ids.size).toBe(answers.length)

      // A user placing an order now hears it settle on both nodes.
      const last = await place(0)
      expect(last.type).toBe('ok')
      const lastId = (last.message as MicroOrder).id
      for (let i = 0; i < 200; i++) {
        if (closed.filter((c) => c.id === lastId).length === 2) break
        await pause(100)
      }
      expect(
        closed
          .filter((c) => c.id === lastId)
          .map((c) => c.node)
          .sort(),
      ).toEqual([0, 1])

      // Every order exists once and settles once; the ledger adds up.
      const db = dbs[0]
      for (let i = 0; i < 200; i++) {
        const [{ open }] = await db.query<{ open: number }>(
          'SELECT count(*)::int AS open FROM micro_orders WHERE user_id = $1 AND status = 1',
          [userId],
        )
        if (open === 0) break
        await pause(100)
      }
      const orders = await db.query<{ id: number; status: number }>(
        'SELECT id, status FROM micro_orders WHERE user_id = $1',
        [userId],
      )
      expect(orders).toHaveLength(ids.size + 1)
      expect(orders.every((o) => o.status === 3)).toBe(true)
      const payouts = await db.query<{ ref_id: number; n: number }>(
        `SELECT ref_id, count(*)::int AS n FROM account_records
          WHERE user_id = $1 AND ref_type = 'micro_order' AND type IN ('micro_payout', 'micro_refund')
          GROUP BY ref_id HAVING count(*) > 1`,
        [userId],
      )
      expect(payouts).toEqual([])
      expect(await ledgerMismatches(db)).toEqual([])
      expect(await brokenChains(db)).toEqual([])
      // no socket heard one settlement twice
      for (const node of [0, 1]) {
        const heard = closed.filter((c) => c.node === node).map((c) => c.id)
        expect(new Set(heard).size).toBe(heard.length)
      }
      expect(uncaught).toEqual([])
    }, 150_000)
  },
)
