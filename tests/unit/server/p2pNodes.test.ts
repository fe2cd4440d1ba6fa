// P2P on two nodes (issue 30): for every order, "paid" and release from one node and the buyer's
// cancel and the 15-minute timer from the other all race; each order still ends one way, the
// escrow moves once, and the books hold: every balance equals its records, the merchant's frozen
// coin equals what the ad offers plus what open orders escrow, each buyer holds what was released.
import { tmpdir } from 'node:os'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../../../server/src/infra/appError'
import { buildApp } from '../../../server/src/app'
import { ManualClock } from '../../../server/src/infra/clock'
import type { Db } from '../../../server/src/infra/db/client'
import { postAd } from '../../../server/src/p2p/ads'
import {
  cancelByBuyer,
  markPaid,
  placeOrder,
  release,
  type P2pDeps,
} from '../../../server/src/p2p/orders'
import { timeoutRound } from '../../../server/src/p2p/timeout'
import { BOOT_TIMEOUT, nodeDatabases } from './helpers'
import { brokenChains, ledgerMismatches } from './microtradeHelpers'
import { certifiedUser, merchantUser, p2pBookMismatches } from './p2pHelpers'

const T0 = Date.parse('2030-07-01T09:00:00.000Z')
const dbs: Db[] = []
const apps: FastifyInstance[] = []
let nodes: [Db, Db]
const clock = new ManualClock(new Date(T0))
const deps: P2pDeps = { clock, tz: 'UTC' }

beforeAll(async () => {
  const opened = await nodeDatabases()
  dbs.push(...opened.dbs)
  nodes = opened.nodes
  // the migrations, as a node runs them at start
  apps.push(
    await buildApp({
      db: nodes[0],
      clock,
      uploadDir: tmpdir(),
      realtime: false,
      passwordCost: 1024,
      settle: false,
    }),
  )
}, BOOT_TIMEOUT)
afterAll(async () => {
  for (const app of apps) await app.close()
  for (const db of dbs) await db.close()
})

/** Runs a write; a refusal the user would be told is one of the race's outcomes. */
const attempt = async (write: () => Promise<unknown>) => {
  try {
    await write()
  } catch (e) {
    if (!(e instanceof AppError)) throw e
  }
}

it('moves each escrow once when paid, release, cancel and the timer race on two nodes', async () => {
  const db = dbs[0]
  const merchant = await merchantUser(db, clock, '2000', 'Race Desk')
  const ad = await db.tx((q) =>
    postAd(
      q,
      clock,
      { id: merchant.id, review_status: 2 },
      {
        currencyId: 3,
        fiat: 'USD',
        price: '1',
        total: '2000',
        minFiat: '1',
        maxFiat: '2000',
      },
    ),
  )
  const orders: { id: number; buyer: number }[] = []
  for (let i = 0; i < 40; i++) {
    // half placed a minute later: still inside their 15 minutes when the race starts
    if (i === 20) clock.set(new Date(T0 + 60_000))
    const buyer = await certifiedUser(db, clock)
    const placed = await db.tx((q) =>
      placeOrder(q, deps, { id: buyer.id, review_status: 2 }, { adId: ad.id, fiatAmount: '25' }),
    )
    orders.push({ id: placed.order.id, buyer: buyer.id })
  }
  clock.set(new Date(T0 + 15 * 60_000))
  const [a, b] = nodes
  await Promise.all([
    ...orders.flatMap((o) => [
      attempt(() => a.tx((q) => markPaid(q, deps, o.buyer, { id: o.id, proof: '' }))),
      attempt(() => b.tx((q) => cancelByBuyer(q, deps, o.buyer, o.id))),
      attempt(() => a.tx((q) => release(q, deps, merchant.id, o.id))),
    ]),
    timeoutRound(b, deps, () => undefined),
  ])
  const ends = await db.query<{ status: number; cancel_reason: string | null; n: number }>(
    `SELECT status, cancel_reason, count(*)::int AS n FROM p2p_orders WHERE ad_id = $1
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [ad.id],
  )
  // every order moved on from unpaid, by whichever came first
  expect(ends.reduce((n, e) => n + e.n, 0)).toBe(40)
  expect(ends.filter((e) => e.status === 1)).toEqual([])
  // the expired half can only have been cancelled or released
  const late = await db.query<{ status: number }>(
    'SELECT status FROM p2p_orders WHERE ad_id = $1 AND created_at = $2 AND status = 2',
    [ad.id, new Date(T0)],
  )
  expect(late).toEqual([])
  const received = await db.query<{ buyer_id: number; got: string; released: string }>(
    `SELECT o.buyer_id, b.balance::text AS got,
            (CASE WHEN o.status = 3 THEN o.amount ELSE 0 END)::text AS released
       FROM p2p_orders o JOIN balances b ON b.user_id = o.buyer_id AND b.currency_id = 3
        AND b.wallet = 'legal'
      WHERE o.ad_id = $1`,
    [ad.id],
  )
  for (const r of received) expect(Number(r.got)).toBe(Number(r.released))
  expect(await ledgerMismatches(db)).toEqual([])
  expect(await brokenChains(db)).toEqual([])
  expect(await p2pBookMismatches(db)).toEqual([])
  expect(await db.query('SELECT 1 FROM balances WHERE balance < 0 OR frozen < 0')).toEqual([])
}, 120_000)
