// Collateralised loans through the real server (issue 29 item 3): the operator lists a product; a
// borrow holds the collateral and credits the loan after every refusal (collateral not accepted,
// amount, LTV over the initial line, balance) with nothing written otherwise; interest accrues a
// day at a time; the LTV follows the feed's price: a warning at the call line (once), cleared by
// adding collateral, and at the liquidation line the collateral covers the debt and the rest is
// returned, once, even with two nodes; repaying takes the debt and releases the collateral.
import { tmpdir } from 'node:os'
import type { FastifyInstance } from 'fastify'
import type { Loan, LoanProduct } from '../../../types/catalogue/loan'
import type { Paged } from '../../../types/envelope'
import { buildApp } from '../../../server/src/app'
import { ManualClock } from '../../../server/src/infra/clock'
import type { Db } from '../../../server/src/infra/db/client'
import { borrow } from '../../../server/src/loan/loans'
import { watchRound } from '../../../server/src/loan/watch'
import { readParts } from '../../../server/src/infra/money/ledger'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  nodeDatabases,
  okMessage,
  opsCli,
  startServer,
  type TestServer,
} from './helpers'
import { brokenChains, fund, ledgerMismatches, makeUser } from './microtradeHelpers'
import { BTC, PathFeed, USDT } from './leverHelpers'

const T0 = Date.parse('2030-05-06T08:00:00.000Z')
const DAY = 86_400_000
const OPS_TOKEN = 'ops-secret-for-loan-tests'
let server: TestServer
let feed: PathFeed

beforeAll(async () => {
  const clock = new ManualClock(new Date(T0))
  feed = new PathFeed(clock)
  feed.setPrice(BTC, T0, '50000')
  server = await startServer({ clock, feed, opsToken: OPS_TOKEN })
  await listProduct({
    borrowing_code: 'USDT-BTC-7',
    currency_id: String(USDT),
    days: '7',
    daily_rate: '0.1',
    collateral: '1,2',
    ltv_initial: '50',
    ltv_call: '70',
    ltv_liquidate: '80',
    min: '100',
    max: '10000',
  })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

afterEach(async () => {
  expect(await ledgerMismatches(server.db)).toEqual([])
  expect(await brokenChains(server.db)).toEqual([])
})

const watch = () => watchRound(server.db, { clock: server.clock, feed }, () => undefined)

async function listProduct(body: Record<string, string>) {
  return okMessage(
    await call<LoanProduct>(server, 'POST', '/ops/loan/product', {
      headers: { 'x-ops-token': OPS_TOKEN },
      body,
    }),
  )
}

async function parts(userId: number, currency: number) {
  const p = await readParts(server.db, { userId, currencyId: currency, wallet: 'legal' })
  return { available: p.available.toFixed(), frozen: p.frozen.toFixed() }
}

const submit = (token: string, amount: string, collateral: string, currency = BTC) =>
  call<Loan>(server, 'POST', '/api/loan/submit', {
    token,
    body: {
      borrowing_code: 'USDT-BTC-7',
      amount,
      collateral_currency: String(currency),
      collateral_amount: collateral,
    },
  })

const myLoans = async (token: string) =>
  okMessage(await call<Paged<Loan>>(server, 'POST', '/api/loan/getOrderList', { token })).data

async function lastMessage(userId: number) {
  const [m] = await server.db.query<{ content: string }>(
    'SELECT content FROM mail_messages WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
    [userId],
  )
  return m?.content ?? ''
}

it('borrows within the initial LTV, warns at the call line, and liquidates once', async () => {
  const products = okMessage(await call<LoanProduct[]>(server, 'GET', '/api/loan/getCodelist', {}))
  // WIRE's pinned `currency` (a coin id), beside currency_id and its name (issue 47 item 13)
  expect(products.find((p) => p.borrowing_code === 'USDT-BTC-7')).toMatchObject({
    currency: USDT,
    currency_id: USDT,
    currency_name: 'USDT',
    collateral: [1, 2],
    ltv_call: '70',
    open: true,
  })
  const alice = await makeUser(server.db, server.clock)
  await fund(server.db, server.clock, alice.id, '1', BTC, 'legal')
  const bob = await makeUser(server.db, server.clock)
  await fund(server.db, server.clock, bob.id, '0.1', BTC, 'legal')

  // refusals, in the user's words, nothing held
  expect(failure(await submit(alice.token, '1000', '1', 5)).message).toBe(
    'This product accepts only BTC, ETH as collateral',
  )
  expect(failure(await submit(alice.token, '50', '0.1')).message).toBe(
    'Please enter an amount from 100 to 10000 USDT',
  )
  // 5,000 + a first day's 5 over 0.1 BTC at 50,000: 100.1 %; 50 % needs 0.2002 BTC
  expect(failure(await submit(alice.token, '5000', '0.1')).message).toBe(
    'This loan needs at least 0.2002 BTC of collateral, so that it starts at 50% LTV or less',
  )
  expect(failure(await submit(bob.token, '1000', '0.2')).message).toBe(
    'Your asset account has 0.10 BTC available',
  )
  expect(await parts(alice.id, BTC)).toEqual({ available: '1', frozen: '0' })

  const loan = okMessage(await submit(alice.token, '5000', '0.25'))
  // 5,005 / 12,500 = 40.04 %; liquidated when 0.25 BTC is worth 5,005 / 0.8 = 6,256.25
  expect(loan).toMatchObject({
    status: 1,
    amount: '5000',
    interest: '5',
    debt: '5005',
    ltv: '40.04',
    liquidation_price: '25025',
    called: false,
  })
  expect(await parts(alice.id, BTC)).toEqual({ available: '0.75', frozen: '0.25' })
  expect(await parts(alice.id, USDT)).toEqual({ available: '5000', frozen: '0' })

  // a second day begins: its interest is added, once
  server.clock.set(new Date(T0 + DAY))
  expect(await watch()).toBe(1)
  expect(await watch()).toBe(0)
  expect((await myLoans(alice.token))[0]).toMatchObject({ interest: '10', debt: '5010' })

  // the price falls: 5,010 / 7,000 = 71.58 % crosses the call line, told once
  feed.setPrice(BTC, T0 + DAY + 1000, '28000')
  server.clock.set(new Date(T0 + DAY + 2000))
  expect(await watch()).toBe(1)
  expect(await watch()).toBe(0)
  expect(await lastMessage(alice.id)).toContain('Loan #' + String(loan.id) + ' is at 71.58% LTV')
  expect((await myLoans(alice.token))[0]).toMatchObject({ ltv: '71.58', called: true })

  // more collateral: 5,010 / 8,400 = 59.65 %, and the warning is cleared
  const added = okMessage(
    await call<Loan>(server, 'POST', '/api/loan/addCollateral', {
      token: alice.token,
      body: { id: String(loan.id), amount: '0.05' },
    }),
  )
  expect(added).toMatchObject({ collateral_amount: '0.3', ltv: '59.65', called: false })
  expect(await watch()).toBe(1)
  expect(await parts(alice.id, BTC)).toEqual({ available: '0.7', frozen: '0.3' })

  // at 20,000: 5,010 / 6,000 = 83.5 %: 0.2505 BTC covers the debt, 0.0495 comes back
  feed.setPrice(BTC, T0 + DAY + 3000, '20000')
  server.clock.set(new Date(T0 + DAY + 4000))
  expect(await watch()).toBe(1)
  expect(await watch()).toBe(0)
  expect((await myLoans(alice.token))[0]).toMatchObject({
    status: 3,
    seized: '0.2505',
    returned: '0.0495',
    liquidated_at_price: '20000',
  })
  expect(await parts(alice.id, BTC)).toEqual({ available: '0.7495', frozen: '0' })
  // the loan stays the borrower's
  expect(await parts(alice.id, USDT)).toEqual({ available: '5000', frozen: '0' })
  expect(await lastMessage(alice.id)).toContain(
    // issue 47 item 3: the price at USDT's places and the amounts as money, grouped
    '0.2505 BTC of its collateral was sold at 20,000.00 USDT to repay 5,010.00 USDT, and 0.0495 BTC was returned',
  )
})

it('repays the loan and its interest, releasing the collateral, once', async () => {
  feed.setPrice(BTC, server.clock.now().getTime(), '20000')
  const carol = await makeUser(server.db, server.clock)
  await fund(server.db, server.clock, carol.id, '0.2', BTC, 'legal')
  const loan = okMessage(await submit(carol.token, '1000', '0.11'))
  expect(loan).toMatchObject({ debt: '1001', ltv: '45.5' })
  const repay = () =>
    call<Loan>(server, 'POST', '/api/loan/repay', {
      token: carol.token,
      body: { id: String(loan.id) },
    })
  expect(failure(await repay()).message).toBe(
    'Repaying takes 1,001.00 USDT; your asset account has 1,000.00 USDT available',
  )
  await fund(server.db, server.clock, carol.id, '1', USDT, 'legal')
  expect(okMessage(await repay())).toMatchObject({ status: 2, debt: '1001' })
  expect(failure(await repay()).message).toBe('This loan is already closed')
  expect(await parts(carol.id, USDT)).toEqual({ available: '0', frozen: '0' })
  expect(await parts(carol.id, BTC)).toEqual({ available: '0.2', frozen: '0' })
  // another's loan is not found
  const dave = await makeUser(server.db, server.clock)
  expect(
    failure(
      await call(server, 'POST', '/api/loan/repay', {
        token: dave.token,
        body: { id: String(loan.id) },
      }),
    ).message,
  ).toBe('Loan not found')
})

it('refuses what the operator cannot list, and a stopped product lends nothing', async () => {
  const bad = (body: Record<string, string>) =>
    call(server, 'POST', '/ops/loan/product', { headers: { 'x-ops-token': OPS_TOKEN }, body })
  const base = {
    borrowing_code: 'USDC-ETH-30',
    currency_id: '5',
    days: '30',
    daily_rate: '0.05',
    collateral: '2',
    ltv_initial: '60',
    ltv_call: '75',
    ltv_liquidate: '85',
    min: '10',
    max: '1000',
  }
  // the lent currency as its own collateral, lines out of order, a liquidation at 100 %
  expect(failure(await bad({ ...base, collateral: '2,5' })).message).toContain('collateral')
  expect(failure(await bad({ ...base, ltv_call: '60' })).message).toContain('ltv_call')
  expect(failure(await bad({ ...base, ltv_liquidate: '100' })).message).toContain('ltv_liquidate')
  const { out, cli } = opsCli(server, OPS_TOKEN)
  expect(await cli(['loan-product', 'USDC-ETH-30', '--currency', '5'])).not.toBe(0)
  const args = Object.entries({
    currency: '5',
    days: '30',
    rate: '0.05',
    collateral: '2',
    initial: '60',
    call: '75',
    liquidate: '85',
    min: '10',
    max: '1000',
  }).flatMap(([k, v]) => [`--${k}`, v])
  expect(await cli(['loan-product', 'USDC-ETH-30', ...args])).toBe(0)
  expect(JSON.parse(out.join('\n'))).toMatchObject({ currency_name: 'USDC', open: true })
  expect(await cli(['loan-product', 'USDC-ETH-30', '--status', '0'])).toBe(0)
  const erin = await makeUser(server.db, server.clock)
  await fund(server.db, server.clock, erin.id, '1', 2, 'legal')
  const refused = await call(server, 'POST', '/api/loan/submit', {
    token: erin.token,
    body: {
      borrowing_code: 'USDC-ETH-30',
      amount: '100',
      collateral_currency: '2',
      collateral_amount: '1',
    },
  })
  expect(failure(refused).message).toBe('This product no longer lends')
})

describe('two nodes', () => {
  const dbs: Db[] = []
  const apps: FastifyInstance[] = []
  let nodes: [Db, Db]
  const clock = new ManualClock(new Date(T0))
  const walk = new PathFeed(clock)

  beforeAll(async () => {
    const opened = await nodeDatabases()
    dbs.push(...opened.dbs)
    nodes = opened.nodes
    apps.push(
      await buildApp({
        db: nodes[0],
        clock,
        feed: walk,
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

  it('liquidates 60 loans once when both nodes watch at once', async () => {
    const db = dbs[0]
    walk.setPrice(BTC, T0, '50000')
    await db.query(
      `INSERT INTO loan_products (borrowing_code, currency_id, days, daily_rate, collateral,
         ltv_initial, ltv_call, ltv_liquidate, min, max, created_at)
       VALUES ('TWIN', 3, 30, 0.02, '1', 50, 70, 80, 10, 100000, $1)`,
      [clock.now()],
    )
    for (let i = 0; i < 60; i++) {
      const user = await makeUser(db, clock)
      await fund(db, clock, user.id, '1', BTC, 'legal')
      await db.tx((q) =>
        borrow(q, clock, walk, user.id, {
          code: 'TWIN',
          amount: String(1000 + i * 10),
          collateralCurrency: BTC,
          collateralAmount: '0.1',
        }),
      )
    }
    walk.setPrice(BTC, T0 + 1000, '10000')
    clock.set(new Date(T0 + 2000))
    const counts = await Promise.all(
      nodes.map((node) => watchRound(node, { clock, feed: walk }, () => undefined)),
    )
    expect(counts[0] + counts[1]).toBe(60)
    const [sums] = await db.query<{ n: string; whole: string }>(
      `SELECT count(*)::text AS n, bool_and(seized + returned = collateral_amount)::text AS whole
         FROM loans WHERE borrowing_code = 'TWIN' AND status = 3`,
    )
    expect(sums).toEqual({ n: '60', whole: 'true' })
    expect(await ledgerMismatches(db)).toEqual([])
    expect(await brokenChains(db)).toEqual([])
    expect(await db.query('SELECT 1 FROM balances WHERE balance < 0 OR frozen < 0')).toEqual([])
  }, 120_000)
})
