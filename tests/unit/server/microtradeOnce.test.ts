// Each seconds trade is settled exactly once (DESIGN §5 scheduler): by two settlers sharing one
// database, after a crash mid-batch and a restart, and (with TEST_DATABASE_URL) by four settlers on
// two connection pools of a PostgreSQL server, where FOR UPDATE SKIP LOCKED runs concurrently.
import type { ClosedMicroOrderEvent } from '../../../types/microtrade'
import { buildApp, contextOf } from '../../../server/src/app'
import { ManualClock, MINUTE } from '../../../server/src/infra/clock'
import { openDb, type Db, type Queryable } from '../../../server/src/infra/db/client'
import { migrate } from '../../../server/src/infra/db/migrate'
import { dec } from '../../../server/src/infra/money/decimal'
import type { MicroOrderRow } from '../../../server/src/microtrade/orders'
import { MicroSettler, SETTLE_JOB } from '../../../server/src/microtrade/settler'
import { submitOrder } from '../../../server/src/microtrade/submit'
import type { MarketFeed } from '../../../server/src/market/feed'
import { SimulatedFeed } from '../../../server/src/market/simulatedFeed'
import { BOOT_TIMEOUT, freshPgUrl, type TestServer } from './helpers'
import {
  brokenChains,
  capture,
  fund,
  ledgerMismatches,
  makeUser,
  type ScriptedFeed,
  fundedUser,
  startTradeServer,
} from './microtradeHelpers'

let server: TestServer
let feed: ScriptedFeed
beforeAll(async () => {
  ;({ server, feed } = await startTradeServer())
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const settle = () => contextOf(server.app).jobs.runJob(SETTLE_JOB)
const funded = (amount: string) => fundedUser(server, amount)

/** Places `count` orders spread over `users`, straight through the domain (faster than HTTP). */
async function placeMany(
  db: Db,
  clock: ManualClock,
  market: MarketFeed,
  users: number[],
  count: number,
): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < count; i++) {
    const order = await db.tx((q) =>
      submitOrder(q, clock, market, users[i % users.length], {
        matchId: 1 + (i % 5),
        currencyId: 3,
        type: i % 2 ? '1' : '2',
        seconds: i % 3 ? 30 : 60,
        number: `${10 + (i % 17)}.${String(i % 100).padStart(2, '0')}`,
      }),
    )
    ids.push(order.id)
  }
  return ids
}

/** Checks that each order settled once, at its expiry price, and paid what its outcome says. */
async function expectSettledOnce(
  q: Queryable,
  market: MarketFeed,
  ids: number[],
  pushed: number[],
): Promise<void> {
  const rows = await q.query<MicroOrderRow & { credits: number; credited: string | null }>(
    `SELECT o.*, count(r.id)::int AS credits, sum(r.change) AS credited
       FROM micro_orders o
       LEFT JOIN account_records r ON r.ref_type = 'micro_order' AND r.ref_id = o.id
                                  AND r.type IN ('micro_payout', 'micro_refund')
      WHERE o.id = ANY($1::bigint[])
      GROUP BY o.id`,
    [ids],
  )
  expect(rows).toHaveLength(ids.length)
  for (const row of rows) {
    expect(row.status).toBe(3)
    expect(row.end_price).toBe(market.priceAt(row.match_id, row.settle_at.getTime()))
    expect(row.credits).toBe(row.profit_result === -1 ? 0 : 1)
    expect(dec(row.credited ?? '0').toFixed()).toBe(dec(row.payout ?? 'NaN').toFixed())
  }
  expect([...pushed].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b))
}

describe('exactly once', () => {
  it('two settlers on one database settle 200 due orders once each (PGlite)', async () => {
    await settle()
    const users: number[] = []
    for (let i = 0; i < 20; i++) users.push((await funded('1000')).id)
    const ids = await placeMany(server.db, server.clock, feed, users, 200)
    server.clock.advance(MINUTE)
    const realtime = capture()
    const make = () =>
      new MicroSettler({
        db: server.db,
        clock: server.clock,
        feed,
        realtime,
        onError: (err) => {
          throw err
        },
        batchSize: 7,
      })
    const [a, b] = await Promise.all([make().runOnce(), make().runOnce()])
    expect(a + b).toBe(200)
    expect(a).toBeGreaterThan(0)
    expect(b).toBeGreaterThan(0)
    const pushed = realtime.sent.map((s) => (s.payload as ClosedMicroOrderEvent).data.id)
    await expectSettledOnce(server.db, feed, ids, pushed)
    expect(await ledgerMismatches(server.db)).toEqual([])
    expect(await brokenChains(server.db)).toEqual([])
  })

  it('a crash mid-batch leaves nothing half-written; the next run settles every order once', async () => {
    await settle()
    const users: number[] = []
    for (let i = 0; i < 4; i++) users.push((await funded('500')).id)
    const ids = await placeMany(server.db, server.clock, feed, users, 12)
    const balancesBefore = await server.db.query(
      'SELECT user_id, balance FROM balances WHERE user_id = ANY($1::bigint[]) ORDER BY user_id',
      [users],
    )
    server.clock.advance(2 * MINUTE)

    // The third order's update fails: the transaction has already paid two orders.
    const crashing: Db = {
      ...server.db,
      tx: (fn) =>
        server.db.tx((q) => {
          let updates = 0
          return fn({
            exec: (sql) => q.exec(sql),
            query: (sql, params) => {
              if (sql.includes('UPDATE micro_orders') && ++updates === 3) {
                throw new Error('simulated crash')
              }
              return q.query(sql, params)
            },
          })
        }),
    }
    const lost = capture()
    const doomed = new MicroSettler({
      db: crashing,
      clock: server.clock,
      feed,
      realtime: lost,
      onError: () => undefined,
    })
    await expect(doomed.runOnce()).rejects.toThrow('simulated crash')
    expect(lost.sent).toEqual([])
    const open = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM micro_orders WHERE id = ANY($1::bigint[]) AND status = 1',
      [ids],
    )
    expect(open[0].n).toBe(12)
    const paid = await server.db.query(
      `SELECT 1 FROM account_records WHERE ref_type = 'micro_order' AND ref_id = ANY($1::bigint[])
          AND type IN ('micro_payout', 'micro_refund')`,
      [ids],
    )
    expect(paid).toEqual([])
    expect(
      await server.db.query(
        'SELECT user_id, balance FROM balances WHERE user_id = ANY($1::bigint[]) ORDER BY user_id',
        [users],
      ),
    ).toEqual(balancesBefore)

    // A fresh app on the same database, later still.
    server.clock.advance(MINUTE)
    const restarted = await buildApp({
      db: server.db,
      clock: server.clock,
      feed,
      uploadDir: server.uploadDir,
      realtime: false,
    })
    try {
      expect(await contextOf(restarted).jobs.runJob(SETTLE_JOB)).toBe(12)
      expect(await contextOf(restarted).jobs.runJob(SETTLE_JOB)).toBe(0)
    } finally {
      await restarted.close()
    }
    await expectSettledOnce(server.db, feed, ids, ids)
    expect(await ledgerMismatches(server.db)).toEqual([])
  })

  const pgUrl = process.env.TEST_DATABASE_URL
  ;(pgUrl ? it : it.skip)(
    'four settlers on two connection pools settle 200 due orders once each (PostgreSQL; skipped without TEST_DATABASE_URL)',
    async () => {
      const url = await freshPgUrl()
      const first = await openDb({ url })
      const second = await openDb({ url })
      try {
        await migrate(first)
        const clock = new ManualClock()
        const market = new SimulatedFeed({ clock })
        const users: number[] = []
        for (let i = 0; i < 20; i++) {
          const { id } = await makeUser(first, clock)
          await fund(first, clock, id, '1000')
          users.push(id)
        }
        const ids = await placeMany(first, clock, market, users, 200)
        clock.advance(MINUTE)
        const realtime = capture()
        const make = (db: Db) =>
          new MicroSettler({
            db,
            clock,
            feed: market,
            realtime,
            onError: (err) => {
              throw err
            },
            batchSize: 5,
          })
        const counts = await Promise.all(
          [first, first, second, second].map((db) => make(db).runOnce()),
        )
        expect(counts.reduce((a, b) => a + b, 0)).toBe(200)
        const pushed = realtime.sent.map((s) => (s.payload as ClosedMicroOrderEvent).data.id)
        await expectSettledOnce(first, market, ids, pushed)
        expect(await ledgerMismatches(first)).toEqual([])
      } finally {
        await first.close()
        await second.close()
      }
    },
    60_000,
  )
})
