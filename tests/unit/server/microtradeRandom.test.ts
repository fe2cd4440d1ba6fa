// 1000 random seconds trades by a few users, with refusals, draws and settlement rounds at random
// moments in between: afterwards every balance equals the sum of its account records, no record
// chain is broken, every order settled once, and each user's balance is exactly what their
// funding, stakes, fees and payouts say, recomputed here from the rules, not read back.
import { SECOND } from '../../../server/src/infra/clock'
import { AppError } from '../../../server/src/infra/appError'
import { dec, Decimal } from '../../../server/src/infra/money/decimal'
import type { MicroOrderRow } from '../../../server/src/microtrade/orders'
import { submitOrder } from '../../../server/src/microtrade/submit'
import { contextOf } from '../../../server/src/app'
import { SETTLE_JOB } from '../../../server/src/microtrade/settler'
import { BOOT_TIMEOUT, type TestServer } from './helpers'
import {
  brokenChains,
  fund,
  ledgerMismatches,
  makeUser,
  type ScriptedFeed,
  USDT,
  startTradeServer,
} from './microtradeHelpers'

/** mulberry32: a seeded generator, so a failure can be replayed. */
function generator(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const SEED = Number(process.env.RANDOM_SEED ?? 20261123)
const ORDERS = 1000
const USERS = 8
const SECONDS = [30, 60, 120, 300]
// What the options pay (007_microtrade.sql), kept here so the test recomputes instead of trusting.
const RATIO: Record<number, string> = { 30: '20', 60: '30', 120: '40', 300: '50' }
const FEE_RATE = '0.001'

let server: TestServer
let feed: ScriptedFeed
beforeAll(async () => {
  ;({ server, feed } = await startTradeServer())
}, BOOT_TIMEOUT)
afterAll(() => server.close())

it(`keeps the books exact over ${ORDERS} random orders (seed ${SEED})`, async () => {
  const random = generator(SEED)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]
  const clock = server.clock
  const users: number[] = []
  const funded = new Map<number, Decimal>()
  for (let i = 0; i < USERS; i++) {
    const { id } = await makeUser(server.db, clock)
    const amount =
      (10000 + Math.floor(random() * 20000)).toString() + '.' + String(i).padStart(2, '0')
    await fund(server.db, clock, id, amount)
    users.push(id)
    funded.set(id, dec(amount))
  }

  const refusals: Record<string, number> = {}
  let placed = 0
  let draws = 0
  for (let i = 0; i < ORDERS; i++) {
    const userId = pick(users)
    const seconds = pick(SECONDS)
    // Mostly sound stakes; some below the minimum, over-precise or beyond any balance.
    const roll = random()
    const number =
      roll < 0.05
        ? '9.99'
        : roll < 0.08
          ? '12.345'
          : roll < 0.1
            ? '999999'
            : `${10 + Math.floor(random() * 300)}.${String(Math.floor(random() * 100)).padStart(2, '0')}`
    try {
      const order = await server.db.tx((q) =>
        submitOrder(q, clock, feed, userId, {
          matchId: 1 + Math.floor(random() * 5),
          currencyId: USDT,
          type: random() < 0.5 ? '1' : '2',
          seconds,
          number,
        }),
      )
      placed++
      // One order in ten settles at its buy price: a draw.
      if (random() < 0.1) {
        feed.pin(order.match_id, order.settle_at, order.open_price)
        draws++
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      refusals[error.key] = (refusals[error.key] ?? 0) + 1
    }
    clock.advance(Math.floor(random() * 3 * SECOND))
    // Settlement rounds at random moments, as the 250 ms loop would meet them.
    if (random() < 0.2) await contextOf(server.app).jobs.runJob(SETTLE_JOB)
  }
  clock.advance(300 * SECOND)
  await contextOf(server.app).jobs.runJob(SETTLE_JOB)

  expect(placed).toBeGreaterThan(ORDERS * 0.6)
  expect(draws).toBeGreaterThan(0)
  expect(Object.keys(refusals).sort()).toEqual(
    expect.arrayContaining(['amount_invalid', 'insufficient_balance', 'microtrade_min_amount']),
  )
  expect(await ledgerMismatches(server.db)).toEqual([])
  expect(await brokenChains(server.db)).toEqual([])

  const orders = await server.db.query<MicroOrderRow>(
    'SELECT * FROM micro_orders WHERE user_id = ANY($1::bigint[])',
    [users],
  )
  expect(orders).toHaveLength(placed)
  const expected = new Map(funded)
  const results = { win: 0, loss: 0, draw: 0 }
  for (const o of orders) {
    expect(o.status).toBe(3)
    const stake = dec(o.number)
    const fee = stake.times(FEE_RATE).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    expect(dec(o.fee).toFixed(2)).toBe(fee.toFixed(2))
    expect(o.end_price).toBe(feed.priceAt(o.match_id, o.settle_at.getTime()))
    const move = dec(o.end_price ?? 'NaN').comparedTo(o.open_price)
    const right = o.type === 1 ? move > 0 : move < 0
    const payout =
      move === 0
        ? stake
        : right
          ? stake
              .times(dec(RATIO[o.seconds]).div(100).plus(1))
              .toDecimalPlaces(2, Decimal.ROUND_DOWN)
          : dec('0')
    results[move === 0 ? 'draw' : right ? 'win' : 'loss']++
    expect([o.id, dec(o.payout ?? 'NaN').toFixed(2)]).toEqual([o.id, payout.toFixed(2)])
    expect(dec(o.fact_profits ?? 'NaN').toFixed(2)).toBe(payout.minus(stake).toFixed(2))
    expected.set(
      o.user_id,
      (expected.get(o.user_id) as Decimal).minus(stake).minus(fee).plus(payout),
    )
  }
  expect(results.win).toBeGreaterThan(0)
  expect(results.loss).toBeGreaterThan(0)
  expect(results.draw).toBeGreaterThanOrEqual(draws)

  const balances = await server.db.query<{ user_id: number; balance: string }>(
    `SELECT user_id, balance FROM balances WHERE user_id = ANY($1::bigint[]) AND wallet = 'micro'`,
    [users],
  )
  expect(Object.fromEntries(balances.map((b) => [b.user_id, dec(b.balance).toFixed(2)]))).toEqual(
    Object.fromEntries([...expected].map(([id, d]) => [id, d.toFixed(2)])),
  )
  for (const b of balances) expect(dec(b.balance).isNegative()).toBe(false)

  // Every order was paid at most once (the unique index makes a second payout impossible).
  const paidTwice = await server.db.query(
    `SELECT ref_id FROM account_records WHERE ref_type = 'micro_order' AND type IN ('micro_payout', 'micro_refund')
      GROUP BY ref_id HAVING count(*) > 1`,
  )
  expect(paidTwice).toEqual([])
}, 120_000)
