// Issue 29: a seeded random month of the earn products on one server: dual products listed and
// bought every day, a token project a week with commitments, loans taken, topped up, repaid or
// liquidated, while BTC and ETH walk and every job runs as the clock moves by the hour. After it,
// every balance part equals the sum of its records, no chain is broken, nothing is below zero, and
// what is frozen is exactly what the open dual orders, the unallocated commitments and the open
// loans hold. The seed is in the test's name.
import { AppError } from '../../../server/src/infra/appError'
import { ManualClock } from '../../../server/src/infra/clock'
import { buyDual } from '../../../server/src/dual/orders'
import { settleRound } from '../../../server/src/dual/settle'
import { addCollateral, borrow, repay } from '../../../server/src/loan/loans'
import { watchRound } from '../../../server/src/loan/watch'
import { dec } from '../../../server/src/infra/money/decimal'
import { commitToProject } from '../../../server/src/project/orders'
import { allocateRound } from '../../../server/src/project/allocate'
import { BOOT_TIMEOUT, startServer, type TestServer } from './helpers'
import { brokenChains, fund, ledgerMismatches, makeUser } from './microtradeHelpers'
import { BTC, PathFeed, USDT } from './leverHelpers'

const SEED = Number(process.env.EARN_SEED ?? 20261126)
const T0 = Date.parse('2030-06-03T00:00:00.000Z')
const HOUR = 3_600_000
const DAY = 24 * HOUR
const ETH = 2
const ETH_MATCH = 2

let server: TestServer
let feed: PathFeed
beforeAll(async () => {
  const clock = new ManualClock(new Date(T0))
  feed = new PathFeed(clock)
  server = await startServer({ clock, feed })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

it(`keeps every balance equal to its records through a month of earn products (seed ${SEED})`, async () => {
  let seed = SEED
  const rand = (n: number) => (seed = (seed * 48271) % 2147483647) % n
  const { db, clock } = server
  const deps = { clock, feed }
  let btc = 60000
  let eth = 3000
  const walk = () => {
    btc = Math.max(5000, Math.round(btc * (1 + (rand(2001) - 1000) / 20000)))
    eth = Math.max(200, Math.round(eth * (1 + (rand(2001) - 1000) / 20000)))
    feed.setPrice(BTC, clock.now(), String(btc))
    feed.setPrice(ETH_MATCH, clock.now(), String(eth))
  }
  walk()
  await db.query(
    `INSERT INTO loan_products (borrowing_code, currency_id, days, daily_rate, collateral,
       ltv_initial, ltv_call, ltv_liquidate, min, max, created_at)
     VALUES ('MONTH', 3, 30, 0.05, '1,2', 60, 72, 80, 100, 20000, $1)`,
    [clock.now()],
  )
  const users: number[] = []
  for (let i = 0; i < 8; i++) {
    const user = await makeUser(db, clock)
    await fund(db, clock, user.id, '20000', USDT, 'legal')
    await fund(db, clock, user.id, '2', BTC, 'legal')
    await fund(db, clock, user.id, '20', ETH, 'legal')
    users.push(user.id)
  }
  const who = () => users[rand(users.length)]
  // refusals are part of the mix (a closed window, too little collateral, no funds): only
  // errors the user would be told are expected
  const attempt = async (write: () => Promise<unknown>) => {
    try {
      await write()
    } catch (e) {
      if (!(e instanceof AppError)) throw e
    }
  }
  const jobs = async () => {
    await settleRound(db, deps, () => undefined)
    await allocateRound(db, clock, () => undefined)
    await watchRound(db, deps, () => undefined)
  }

  for (let day = 0; day < 30; day++) {
    const now = clock.now()
    const [dual] = await db.query<{ id: number }>(
      `INSERT INTO dual_products (currency_id, type, target_price, apr, days, settle_at, min, max,
         quota, created_at)
       VALUES ($1, $2, $3, 20, 2, $4, 0.001, 100000, 1000000, $5) RETURNING id`,
      [BTC, rand(2) === 0 ? 'call' : 'put', String(btc), new Date(now.getTime() + 3 * DAY), now],
    )
    if (day % 7 === 0) {
      await db.query(
        `INSERT INTO projects (name, symbol, price, for_sale, per_user_cap, max_commit, places,
           start_at, end_at, created_at)
         VALUES ($1, $2, 0.1, 50000, 15000, 5000, 2, $3, $4, $3)`,
        [`Week ${day / 7}`, `WK${day / 7}`, now, new Date(now.getTime() + 3 * DAY)],
      )
    }
    for (let hour = 0; hour < 24; hour += 3) {
      for (let n = rand(4); n > 0; n--) {
        const user = who()
        const action = rand(6)
        await attempt(() =>
          db.tx(async (q) => {
            if (action === 0) {
              const product = await q.query<{ type: string }>(
                'SELECT type FROM dual_products WHERE id = $1',
                [dual.id],
              )
              const num = product[0].type === 'call' ? `0.0${1 + rand(9)}` : String(100 + rand(900))
              return buyDual(q, clock, feed, user, { productId: dual.id, num })
            }
            if (action === 1) {
              const [open] = await q.query<{ id: number }>(
                'SELECT id FROM projects WHERE allocated_at IS NULL ORDER BY id DESC LIMIT 1',
              )
              return commitToProject(q, clock, user, {
                projectId: open?.id,
                amount: `${1 + rand(2000)}.${rand(100)}`,
              })
            }
            if (action === 2) {
              const collateral = rand(2) === 0 ? BTC : ETH
              return borrow(q, clock, feed, user, {
                code: 'MONTH',
                amount: String(100 + rand(5000)),
                collateralCurrency: collateral,
                collateralAmount: collateral === BTC ? `0.${1 + rand(3)}` : String(1 + rand(4)),
              })
            }
            const [loan] = await q.query<{ id: number; collateral_currency: number }>(
              `SELECT id, collateral_currency FROM loans WHERE user_id = $1 AND status = 1
                ORDER BY id LIMIT 1`,
              [user],
            )
            if (!loan) return null
            if (action === 3) {
              const amount = loan.collateral_currency === BTC ? '0.05' : '0.5'
              return addCollateral(q, clock, feed, user, { id: loan.id, amount })
            }
            return action === 4 ? repay(q, clock, feed, user, loan.id) : null
          }),
        )
      }
      clock.advance(3 * HOUR)
      walk()
      await jobs()
    }
  }
  // a crash, and a week more: loans still open are liquidated, every product of the month has
  // settled, every project is allocated
  btc = Math.round(btc * 0.4)
  eth = Math.round(eth * 0.4)
  feed.setPrice(BTC, clock.now(), String(btc))
  feed.setPrice(ETH_MATCH, clock.now(), String(eth))
  for (let i = 0; i < 7; i++) {
    clock.advance(DAY)
    await jobs()
  }

  expect(await ledgerMismatches(db)).toEqual([])
  expect(await brokenChains(db)).toEqual([])
  expect(await db.query('SELECT 1 FROM balances WHERE balance < 0 OR frozen < 0')).toEqual([])
  // what is frozen in the asset accounts is exactly what the products still hold
  const held = await db.query<{ user_id: number; currency_id: number; held: string }>(
    `SELECT user_id, currency_id, sum(amount)::text AS held FROM (
       SELECT user_id, deposit_currency AS currency_id, num AS amount FROM dual_orders
        WHERE status = 1
       UNION ALL
       SELECT user_id, 3, amount FROM project_orders WHERE status = 1
       UNION ALL
       SELECT user_id, collateral_currency, collateral_amount FROM loans WHERE status = 1
     ) h GROUP BY user_id, currency_id`,
  )
  const frozen = await db.query<{ user_id: number; currency_id: number; frozen: string }>(
    `SELECT user_id, currency_id, frozen::text FROM balances
      WHERE wallet = 'legal' AND frozen <> 0 AND user_id = ANY($1)`,
    [users],
  )
  const key = (r: { user_id: number; currency_id: number }) => `${r.user_id}:${r.currency_id}`
  expect(new Map(frozen.map((r) => [key(r), dec(r.frozen).toFixed()]))).toEqual(
    new Map(held.filter((r) => !dec(r.held).isZero()).map((r) => [key(r), dec(r.held).toFixed()])),
  )
  // the month did what it set out to: each product was used, and some loans ended each way
  const [counts] = await db.query<Record<string, string>>(
    `SELECT (SELECT count(*) FROM dual_orders WHERE status = 2)::text AS dual,
            (SELECT count(*) FROM project_orders WHERE status = 2)::text AS project,
            (SELECT count(*) FROM loans WHERE status = 2)::text AS repaid,
            (SELECT count(*) FROM loans WHERE status = 3)::text AS liquidated`,
  )
  expect(Object.entries(counts).filter(([, n]) => n === '0')).toEqual([])
}, 240_000)
