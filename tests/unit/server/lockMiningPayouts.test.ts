// Lock mining after the purchase: one payout per order and day whatever runs twice or late, the
// principal back at the end date, early redemption with SPEC §9's penalty, the ledger adding up
// after 30 simulated days, and schedulers on several PostgreSQL pools paying once.
import { DAY, ManualClock } from '../../../server/src/infra/clock'
import { openDb, type Db } from '../../../server/src/infra/db/client'
import { migrate } from '../../../server/src/infra/db/migrate'
import { purchase } from '../../../server/src/lockMining/purchase'
import { LockMiningScheduler } from '../../../server/src/lockMining/scheduler'
import { dec } from '../../../server/src/infra/money/decimal'
import { createSession } from '../../../server/src/identity/sessions'
import { failure, freshPgUrl, okMessage } from './helpers'
import { brokenChains, fund, ledgerMismatches, makeUser, USDT } from './microtradeHelpers'
import {
  TRON,
  server,
  startLockServer,
  payouts,
  products,
  buy,
  orders,
  cancel,
  parts,
  opsProduct,
  investor,
} from './lockMiningHelpers'

startLockServer()

describe('payouts', () => {
  it('pay each day once within the range, whatever runs twice or late, then return the principal', async () => {
    server.clock.set('2030-06-01T10:00:00.000Z')
    const user = await investor('10000')
    const [seeded] = await products(user.token)
    const { id } = okMessage(await buy(user.token, seeded.id, '10000'))

    // the day of purchase earns nothing
    await payouts()
    expect((await orders(user.token)).total_interest).toBe('0.00')

    // the app's round and, at the same time, another node's scheduler on the same database
    const otherNode = () =>
      new LockMiningScheduler({
        db: server.db,
        clock: server.clock,
        tz: 'UTC',
        onError: (err) => {
          throw err
        },
      })
    server.clock.set('2030-06-02T00:00:01.000Z')
    await Promise.all([payouts(), otherNode().runOnce()])
    const first = await orders(user.token)
    const day1 = dec(first.today_interest)
    expect(day1.gte(30) && day1.lte(50)).toBe(true)
    expect(first.order_list[0]).toMatchObject({
      remaining_days: 4,
      today_interest: day1.toFixed(2),
    })

    // a restarted node (a new scheduler) pays nothing twice; a late one pays every missed day
    const restarted = otherNode()
    await restarted.runOnce()
    expect((await orders(user.token)).total_interest).toBe(day1.toFixed(2))
    server.clock.set('2030-06-09T12:00:00.000Z')
    await restarted.runOnce()
    await payouts()

    const ended = await orders(user.token)
    expect(ended.order_list[0]).toMatchObject({ id, status: 2, remaining_days: 0 })
    const paid = await server.db.query<{ day: string; amount: string }>(
      'SELECT day::text, amount FROM lock_payouts WHERE order_id = $1 ORDER BY day',
      [id],
    )
    expect(paid.map((p) => p.day)).toEqual([
      '2030-06-02',
      '2030-06-03',
      '2030-06-04',
      '2030-06-05',
      '2030-06-06',
    ])
    const total = paid.reduce((sum, p) => sum.plus(p.amount), dec('0'))
    expect(total.gte(150) && total.lte(250)).toBe(true)
    expect(ended.total_interest).toBe(total.toFixed(2))
    expect(ended.locked_total).toBe('0.00')
    expect(await parts(user.id)).toEqual({ available: total.plus(10000), frozen: dec('0') })
    const unfrozen = await server.db.query(
      "SELECT 1 FROM account_records WHERE ref_type = 'lock_order' AND ref_id = $1 AND type = 'lock_unfreeze'",
      [id],
    )
    expect(unfrozen).toHaveLength(2) // frozen part down, available part up: once
  })
})

describe('early redemption', () => {
  it('pays the days due, then takes SPEC §9’s penalty: 0.4 %, 3 days left, 1000 → 12 and 988', async () => {
    server.clock.set('2030-07-01T09:00:00.000Z')
    const user = await investor('1000')
    const product = await opsProduct({ day: '5', adance_redeem_falsify: '0.4' })
    const { id } = okMessage(await buy(user.token, product.id, '1000'))
    server.clock.set('2030-07-03T09:00:00.000Z') // two days paid, three left
    const preview = (await orders(user.token)).order_list[0]
    expect(preview).toMatchObject({ remaining_days: 3, cancel_fee: '12.00', refund: '988.00' })

    expect(okMessage(await cancel(user.token, id))).toEqual({
      id,
      penalty: '12.00',
      refund: '988.00',
    })
    const after = (await orders(user.token)).order_list[0]
    expect(after).toMatchObject({ status: 3, cancel_fee: '12.00', refund: '988.00' })
    const earned = dec(after.total_interest)
    expect(earned.gte(6) && earned.lte(10)).toBe(true) // two days at 0.3 %-0.5 % of 1000
    expect(await parts(user.id)).toEqual({ available: earned.plus(988), frozen: dec('0') })
    expect(failure(await cancel(user.token, id)).message).toBe('This order has already ended')
    // the scheduler leaves a redeemed order alone
    server.clock.set('2030-07-09T09:00:00.000Z')
    await payouts()
    expect(await parts(user.id)).toEqual({ available: earned.plus(988), frozen: dec('0') })
  })

  it('is for the owner only', async () => {
    const alice = await investor('1000')
    const bob = await investor('0.01')
    const [seeded] = await products(alice.token)
    const { id } = okMessage(await buy(alice.token, seeded.id, '500'))
    expect(failure(await cancel(bob.token, id)).message).toBe('Order not found')
    expect((await orders(bob.token)).order_list).toEqual([])
    expect((await orders(alice.token)).order_list.map((o) => o.id)).toContain(id)
  })
})

describe('30 simulated days', () => {
  it('keep every balance equal to the sum of its records', async () => {
    server.clock.set('2030-09-01T00:30:00.000Z')
    const users = await Promise.all([1, 2, 3, 4].map(() => investor('50000')))
    const offer = await products(users[0].token)
    let seed = 7
    const next = () => (seed = (seed * 48271) % 2147483647)
    let bought = 0
    let redeemed = 0
    for (let day = 0; day < 30; day++) {
      // sessions expire over a month: sign in again each day
      for (const user of users) user.token = await createSession(server.db, server.clock, user.id)
      for (const user of users) {
        const roll = next() % 10
        if (roll < 4) {
          const product = offer[next() % offer.length]
          const amount = dec(product.save_min)
            .plus(next() % 900)
            .toFixed()
          if ((await buy(user.token, product.id, amount)).body.type === 'ok') bought++
        } else if (roll === 4) {
          // an order at its end date is the scheduler's to close, not the user's to redeem
          const open = (await orders(user.token, { status: '1' })).order_list.filter(
            (o) => o.remaining_days > 0,
          )
          if (open.length) {
            okMessage(await cancel(user.token, open[next() % open.length].id))
            redeemed++
          }
        }
      }
      await payouts()
      server.clock.advance(DAY)
    }
    expect(bought).toBeGreaterThan(20)
    expect(redeemed).toBeGreaterThan(3)
    expect(await ledgerMismatches(server.db)).toEqual([])
    expect(await brokenChains(server.db)).toEqual([])
    for (const user of users) {
      user.token = await createSession(server.db, server.clock, user.id)
      const all = await orders(user.token, { limit: '50' })
      const locked = all.order_list
        .filter((o) => o.status === 1)
        .reduce((sum, o) => sum.plus(o.amount), dec('0'))
      expect((await parts(user.id)).frozen).toEqual(locked)
      expect(all.locked_total).toBe(locked.toFixed(2))
    }
  })
})

describe('on PostgreSQL', () => {
  const pgUrl = process.env.TEST_DATABASE_URL
  ;(pgUrl ? it : it.skip)(
    'four schedulers on two connection pools pay each order and day once (skipped without TEST_DATABASE_URL)',
    async () => {
      const url = await freshPgUrl()
      const first = await openDb({ url })
      const second = await openDb({ url })
      try {
        await migrate(first)
        const clock = new ManualClock('2030-10-01T06:00:00.000Z')
        const [product] = await first.query<{ id: number }>(
          'SELECT id FROM lock_products ORDER BY sort LIMIT 1',
        )
        const orderIds: number[] = []
        for (let i = 0; i < 10; i++) {
          const { id } = await makeUser(first, clock)
          await first.query('UPDATE users SET review_status = 2 WHERE id = $1', [id])
          await first.query(
            `INSERT INTO wallet_addresses (user_id, currency, network, address, address_key, name,
               created_at) VALUES ($1, 3, 'TRC20', $2, $2, 'mine', $3)`,
            [id, TRON, clock.now()],
          )
          await fund(first, clock, id, '4000', USDT, 'legal')
          for (let k = 0; k < 4; k++) {
            const order = await first.tx((q) =>
              purchase(
                q,
                clock,
                'UTC',
                { id, review_status: 2 },
                {
                  productId: product.id,
                  amount: String(500 + k * 100),
                },
              ),
            )
            orderIds.push(order.id)
          }
        }
        const make = (db: Db) =>
          new LockMiningScheduler({
            db,
            clock,
            tz: 'UTC',
            onError: (err) => {
              throw err
            },
          })
        // day 2, then past the end: every round runs on four schedulers at once
        for (const at of ['2030-10-03T00:00:05.000Z', '2030-10-08T00:00:05.000Z']) {
          clock.set(at)
          await Promise.all([first, first, second, second].map((db) => make(db).runOnce()))
        }
        const [paid] = await first.query<{ rows: number; orders: number; ended: number }>(
          `SELECT count(*)::int AS rows, count(DISTINCT order_id)::int AS orders,
                  (SELECT count(*)::int FROM lock_orders WHERE status = 2) AS ended
             FROM lock_payouts`,
        )
        expect(paid).toEqual({ rows: 40 * 5, orders: 40, ended: 40 })
        const [records] = await first.query<{ profits: number; returns: number }>(
          `SELECT count(*) FILTER (WHERE type = 'lock_profit')::int AS profits,
                  count(*) FILTER (WHERE type = 'lock_unfreeze')::int AS returns
             FROM account_records`,
        )
        expect(records).toEqual({ profits: 200, returns: 80 })
        expect(await ledgerMismatches(first)).toEqual([])
        expect(await brokenChains(first)).toEqual([])
      } finally {
        await first.close()
        await second.close()
      }
    },
    60_000,
  )
})
