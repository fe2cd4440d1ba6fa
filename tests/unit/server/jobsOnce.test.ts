// Exactly once across nodes (DESIGN §9): two apps on one database (two PostgreSQL pools with
// TEST_DATABASE_URL, else one PGlite), a clock moved past every due time, both runners' runDue()
// at once: each seconds trade settled, each lock-mining day paid and each demo approval made (and
// its message pushed) once. The runner itself is runner.test.ts.
import { tmpdir } from 'node:os'
import type { FastifyInstance } from 'fastify'
import { SOCKET_EVENTS } from '@wire/market'
import type { ClosedMicroOrderEvent } from '@wire/microtrade'
import { buildApp, contextOf } from '../../../server/src/app'
import { DEMO_JOB } from '../../../server/src/certification/demoApprover'
import { DAY, ManualClock, MINUTE } from '../../../server/src/infra/clock'
import type { Db } from '../../../server/src/infra/db/client'
import { PAYOUTS_JOB } from '../../../server/src/lockMining/scheduler'
import { purchase } from '../../../server/src/lockMining/purchase'
import { TICKS_JOB } from '../../../server/src/market/jobs'
import { SimulatedFeed } from '../../../server/src/market/simulatedFeed'
import { SETTLE_JOB } from '../../../server/src/microtrade/settler'
import { submitOrder } from '../../../server/src/microtrade/submit'
import { noRealtime } from '../../../server/src/infra/realtime/realtime'
import { MARKET_MAKER_JOB } from '../../../server/src/spot/jobs'
import { DUAL_SETTLE_JOB } from '../../../server/src/dual/jobs'
import { PROJECT_ALLOCATE_JOB } from '../../../server/src/project/jobs'
import { LOAN_WATCH_JOB } from '../../../server/src/loan/jobs'
import { P2P_TIMEOUT_JOB } from '../../../server/src/p2p/jobs'
import { NFT_REVEAL_JOB, NFT_SETTLE_JOB } from '../../../server/src/collectibles/jobs'
import { PAY_SANDBOX_EXPIRY_JOB } from '../../../server/src/pay/jobs'
import { ALERT_JOB } from '../../../server/src/alerts/jobs'
import { FOLLOW_COPY_JOB, FOLLOW_SHARE_JOB } from '../../../server/src/follow/jobs'
import { LEVER_OVERNIGHT_JOB, LEVER_TRIGGER_JOB } from '../../../server/src/lever/jobs'
import type { RoundOutcome } from '../../../server/src/infra/schedule/runner'
import { BOOT_TIMEOUT, nodeDatabases } from './helpers'
import { brokenChains, fund, ledgerMismatches, makeUser, USDT } from './microtradeHelpers'

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

describe('exactly once across nodes', () => {
  const dbs: Db[] = []
  const apps: FastifyInstance[] = []
  let db: Db
  const clock = new ManualClock('2030-10-01T06:00:00.000Z')

  beforeAll(async () => {
    const opened = await nodeDatabases()
    dbs.push(...opened.dbs)
    db = dbs[0]
    for (const node of opened.nodes) {
      apps.push(
        await buildApp({
          db: node,
          clock,
          uploadDir: tmpdir(),
          realtime: false,
          passwordCost: 1024,
          demo: { approveAfterMs: 5000 },
        }),
      )
    }
  }, BOOT_TIMEOUT)

  afterAll(async () => {
    for (const app of apps) await app.close()
    for (const open of dbs) await open.close()
  })

  async function placeTrades(count: number): Promise<number[]> {
    const market = new SimulatedFeed({ clock })
    const users: number[] = []
    for (let i = 0; i < 10; i++) {
      const { id } = await makeUser(db, clock)
      await fund(db, clock, id, '1000')
      users.push(id)
    }
    const ids: number[] = []
    for (let i = 0; i < count; i++) {
      const order = await db.tx((q) =>
        submitOrder(q, clock, market, users[i % users.length], {
          matchId: 1 + (i % 5),
          currencyId: USDT,
          type: i % 2 ? '1' : '2',
          seconds: i % 3 ? 30 : 60,
          number: `${10 + (i % 17)}.${String(i % 100).padStart(2, '0')}`,
        }),
      )
      ids.push(order.id)
    }
    return ids
  }

  async function buyLocks(investors: number, each: number): Promise<number[]> {
    const [product] = await db.query<{ id: number }>(
      'SELECT id FROM lock_products ORDER BY sort LIMIT 1',
    )
    const ids: number[] = []
    for (let i = 0; i < investors; i++) {
      const { id } = await makeUser(db, clock)
      await db.query('UPDATE users SET review_status = 2 WHERE id = $1', [id])
      await db.query(
        `INSERT INTO wallet_addresses (user_id, currency, network, address, address_key, name,
           created_at) VALUES ($1, 3, 'TRC20', $2, $2, 'mine', $3)`,
        [id, TRON, clock.now()],
      )
      await fund(db, clock, id, '4000', USDT, 'legal')
      for (let k = 0; k < each; k++) {
        const order = await db.tx((q) =>
          purchase(
            q,
            clock,
            'UTC',
            { id, review_status: 2 },
            { productId: product.id, amount: String(500 + k * 100) },
          ),
        )
        ids.push(order.id)
      }
    }
    return ids
  }

  /** Users with a primary certification under review, and others with a pending deposit. */
  async function awaitingReview(count: number): Promise<{ kyc: number[]; deposits: number[] }> {
    const kyc: number[] = []
    const deposits: number[] = []
    for (let i = 0; i < count; i++) {
      const reviewed = await makeUser(db, clock)
      await db.query('UPDATE users SET review_status = 1 WHERE id = $1', [reviewed.id])
      await db.query(
        `INSERT INTO certifications (user_id, level, status, id_type, name, card_id, created_at)
         VALUES ($1, 'primary', 1, 0, 'Test Person', $2, $3)`,
        [reviewed.id, `ID${reviewed.id}`, clock.now()],
      )
      kyc.push(reviewed.id)
      const depositor = await makeUser(db, clock)
      await db.query(
        `INSERT INTO recharges (user_id, currency_id, type, network, amount, voucher, created_at)
         VALUES ($1, $2, 1, 'TRC20', 100, 'voucher', $3)`,
        [depositor.id, USDT, clock.now()],
      )
      deposits.push(depositor.id)
    }
    return { kyc, deposits }
  }

  const done = (outcome: RoundOutcome | undefined): number => {
    if (!outcome?.ok) throw new Error(`round failed: ${String(outcome?.error)}`)
    return outcome.done
  }

  it(`settles, pays and approves each once (${process.env.TEST_DATABASE_URL ? 'two PostgreSQL pools' : 'PGlite'})`, async () => {
    // more than a batch of each (100 trades, 50 lock orders, 100 approvals), so both nodes claim
    const trades = await placeTrades(250)
    const locks = await buyLocks(15, 4)
    const { kyc, deposits } = await awaitingReview(110)
    const pushes = jest.spyOn(noRealtime, 'emitToUser')
    try {
      // past every trade's expiry, the demo's 5 s and into the next business day
      clock.set('2030-10-02T00:00:05.000Z')
      const [a, b] = await Promise.all(apps.map((app) => contextOf(app).jobs.runDue()))
      for (const ran of [a, b]) {
        expect(Object.keys(ran).sort()).toEqual(
          [
            DEMO_JOB,
            DUAL_SETTLE_JOB,
            FOLLOW_COPY_JOB,
            FOLLOW_SHARE_JOB,
            LEVER_OVERNIGHT_JOB,
            LEVER_TRIGGER_JOB,
            MARKET_MAKER_JOB,
            PAYOUTS_JOB,
            PROJECT_ALLOCATE_JOB,
            LOAN_WATCH_JOB,
            P2P_TIMEOUT_JOB,
            NFT_SETTLE_JOB,
            NFT_REVEAL_JOB,
            PAY_SANDBOX_EXPIRY_JOB,
            ALERT_JOB,
            SETTLE_JOB,
            TICKS_JOB,
          ].sort(),
        )
      }
      expect(done(a[SETTLE_JOB]) + done(b[SETTLE_JOB])).toBe(trades.length)
      expect(done(a[PAYOUTS_JOB]) + done(b[PAYOUTS_JOB])).toBe(locks.length)
      expect(done(a[DEMO_JOB]) + done(b[DEMO_JOB])).toBe(kyc.length + deposits.length)
      // the house quotes every spot book once: the second node finds its quotes in place
      expect(done(a[MARKET_MAKER_JOB]) + done(b[MARKET_MAKER_JOB])).toBeGreaterThan(0)
      const quoted = await db.query<{ orders: number; levels: number }>(
        `SELECT count(*)::int AS orders, count(DISTINCT (o.type, o.price))::int AS levels
           FROM spot_orders o JOIN users u ON u.id = o.user_id
          WHERE u.role = 'market_maker' AND o.status = 1 GROUP BY o.match_id`,
      )
      expect(quoted.length).toBeGreaterThan(0)
      for (const book of quoted) expect(book.orders).toBe(book.levels)

      // seconds trades: settled, credited at most once (a loss credits nothing), pushed once
      const settled = await db.query<{ id: number; status: number; credits: number; win: boolean }>(
        `SELECT o.id, o.status, o.profit_result <> -1 AS win,
                  (SELECT count(*)::int FROM account_records r
                    WHERE r.ref_type = 'micro_order' AND r.ref_id = o.id
                      AND r.type IN ('micro_payout', 'micro_refund')) AS credits
             FROM micro_orders o WHERE o.id = ANY($1::bigint[])`,
        [trades],
      )
      expect(settled).toHaveLength(trades.length)
      for (const row of settled) {
        expect(row.status).toBe(3)
        expect(row.credits).toBe(row.win ? 1 : 0)
      }
      const closed = pushes.mock.calls
        .filter(([, event]) => event === SOCKET_EVENTS.closedMicroOrder)
        .map(([, , payload]) => (payload as ClosedMicroOrderEvent).data.id)
      expect(closed.sort((x, y) => x - y)).toEqual([...trades].sort((x, y) => x - y))

      // lock mining: one payout per order and day, one profit record each
      const [paid] = await db.query<{ rows: number; days: number; profits: number }>(
        `SELECT count(*)::int AS rows, count(DISTINCT (order_id, day))::int AS days,
                  (SELECT count(*)::int FROM account_records
                    WHERE type = 'lock_profit' AND ref_id = ANY($1::bigint[])) AS profits
             FROM lock_payouts WHERE order_id = ANY($1::bigint[])`,
        [locks],
      )
      expect(paid).toEqual({ rows: locks.length, days: locks.length, profits: locks.length })

      // demo approvals: decided once, one message each, pushed once
      const certified = await db.query<{ status: number; demo: boolean }>(
        'SELECT status, demo FROM certifications WHERE user_id = ANY($1::bigint[])',
        [kyc],
      )
      expect(certified).toEqual(kyc.map(() => ({ status: 2, demo: true })))
      const credited = await db.query<{ status: number; deposits: number }>(
        `SELECT r.status, (SELECT count(*)::int FROM account_records a
                              WHERE a.ref_type = 'recharge' AND a.ref_id = r.id
                                AND a.type = 'deposit') AS deposits
             FROM recharges r WHERE r.user_id = ANY($1::bigint[])`,
        [deposits],
      )
      expect(credited).toEqual(deposits.map(() => ({ status: 2, deposits: 1 })))
      const messages = await db.query<{ user_id: number; n: number }>(
        `SELECT user_id, count(*)::int AS n FROM mail_messages
            WHERE user_id = ANY($1::bigint[]) GROUP BY user_id`,
        [[...kyc, ...deposits]],
      )
      expect(messages).toHaveLength(kyc.length + deposits.length)
      expect(messages.every((m) => m.n === 1)).toBe(true)
      const told = pushes.mock.calls
        .filter(([, event]) => event === SOCKET_EVENTS.mailMessage)
        .map(([userId]) => userId)
      expect(told.sort((x, y) => x - y)).toEqual([...kyc, ...deposits].sort((x, y) => x - y))

      // a minute later both nodes run again and find nothing left to do
      clock.advance(MINUTE)
      const again = await Promise.all(apps.map((app) => contextOf(app).jobs.runDue()))
      for (const ran of again) {
        expect(done(ran[SETTLE_JOB]) + done(ran[PAYOUTS_JOB]) + done(ran[DEMO_JOB])).toBe(0)
      }
      expect(await ledgerMismatches(db)).toEqual([])
      expect(await brokenChains(db)).toEqual([])

      // the next day is paid once more, once
      clock.advance(DAY)
      const nextDay = await Promise.all(apps.map((app) => contextOf(app).jobs.runDue()))
      expect(done(nextDay[0][PAYOUTS_JOB]) + done(nextDay[1][PAYOUTS_JOB])).toBe(locks.length)
      const [after] = await db.query<{ rows: number; days: number }>(
        `SELECT count(*)::int AS rows, count(DISTINCT (order_id, day))::int AS days
             FROM lock_payouts WHERE order_id = ANY($1::bigint[])`,
        [locks],
      )
      expect(after).toEqual({ rows: 2 * locks.length, days: 2 * locks.length })
    } finally {
      pushes.mockRestore()
    }
  }, 60_000)
})
