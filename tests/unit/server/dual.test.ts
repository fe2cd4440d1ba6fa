// Dual investment through the real server (issue 29 item 1): the operator lists products; a buy
// freezes the deposit after every refusal has been checked (closed, range, quota, balance) with
// nothing written otherwise; at settle_at the recorded price of that instant decides, the WIRE
// formula pays to the cent, once, with a message; two nodes settle 300 orders each once.
import { tmpdir } from 'node:os'
import type { FastifyInstance } from 'fastify'
import type { DualOrder, DualProduct } from '../../../types/catalogue/dual'
import type { Paged } from '../../../types/envelope'
import { buildApp } from '../../../server/src/app'
import { ManualClock } from '../../../server/src/infra/clock'
import type { Db } from '../../../server/src/infra/db/client'
import { buyDual } from '../../../server/src/dual/orders'
import { settleRound } from '../../../server/src/dual/settle'
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
const OPS_TOKEN = 'ops-secret-for-dual-tests'
let server: TestServer
let feed: PathFeed

beforeAll(async () => {
  const clock = new ManualClock(new Date(T0))
  feed = new PathFeed(clock)
  feed.setPrice(BTC, T0, '95000')
  server = await startServer({ clock, feed, opsToken: OPS_TOKEN })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

afterEach(async () => {
  expect(await ledgerMismatches(server.db)).toEqual([])
  expect(await brokenChains(server.db)).toEqual([])
})

const settle = () => settleRound(server.db, { clock: server.clock, feed }, () => undefined)

async function list(body: Record<string, string>) {
  return okMessage(
    await call<DualProduct>(server, 'POST', '/ops/dual/product', {
      headers: { 'x-ops-token': OPS_TOKEN },
      body,
    }),
  )
}

const secondsAt = (ms: number) => String(Math.floor(ms / 1000))

async function parts(userId: number, currency: number) {
  const p = await readParts(server.db, { userId, currencyId: currency, wallet: 'legal' })
  return { available: p.available.toFixed(), frozen: p.frozen.toFixed() }
}

const buy = (token: string, id: number, num: string) =>
  call<DualOrder>(server, 'POST', '/api/dual/buyDual', {
    token,
    body: { id: String(id), num },
  })

it('sells high: holds the coin, pays USDT at or above the target, once, with a message', async () => {
  const now = server.clock.now().getTime()
  const settleAt = now + 8 * DAY
  const product = await list({
    currency_id: String(BTC),
    type: 'call',
    target_price: '100000',
    apr: '12',
    days: '7',
    settle_at: secondsAt(settleAt),
    min: '0.01',
    max: '1',
    quota: '1.5',
  })
  expect(product).toMatchObject({
    currency_name: 'BTC',
    deposit_name: 'BTC',
    open: true,
    close_at: new Date(settleAt - 7 * DAY).toISOString(),
  })
  const listed = okMessage(
    await call<DualProduct[]>(server, 'GET', '/api/dual/index', {
      body: { currency_id: String(BTC), type: 'call' },
    }),
  )
  expect(listed.map((p) => p.id)).toContain(product.id)

  const alice = await makeUser(server.db, server.clock)
  await fund(server.db, server.clock, alice.id, '2', BTC, 'legal')
  const bob = await makeUser(server.db, server.clock)
  await fund(server.db, server.clock, bob.id, '0.3', BTC, 'legal')

  // refusals, in the user's words, nothing held
  expect(failure(await buy(alice.token, product.id, '0.005')).message).toBe(
    'Please enter an amount from 0.01 to 1 BTC',
  )
  expect(failure(await buy(alice.token, product.id, '1.5')).message).toBe(
    'Please enter an amount from 0.01 to 1 BTC',
  )
  expect(failure(await buy(alice.token, product.id, '0.000000001')).message).toBe(
    'Please enter a correct amount',
  )
  expect(failure(await buy(bob.token, product.id, '0.5')).message).toBe(
    'Your asset account has 0.30 BTC available',
  )
  expect(await parts(bob.id, BTC)).toEqual({ available: '0.3', frozen: '0' })

  const order = okMessage(await buy(alice.token, product.id, '1'))
  expect(order).toMatchObject({ status: 1, num: '1', payout: null })
  expect(await parts(alice.id, BTC)).toEqual({ available: '1', frozen: '1' })
  // the quota: 0.5 left
  okMessage(await buy(bob.token, product.id, '0.3'))
  expect(failure(await buy(alice.token, product.id, '0.3')).message).toBe(
    'Only 0.2 BTC of this product is left',
  )

  // the term begins: no more orders
  server.clock.set(new Date(settleAt - 7 * DAY))
  expect(failure(await buy(alice.token, product.id, '0.1')).message).toBe(
    'This product no longer takes orders',
  )

  // the recorded price of settle_at decides; the price a second later does not
  feed.setPrice(BTC, settleAt, '100000')
  feed.setPrice(BTC, settleAt + 1000, '90000')
  server.clock.set(new Date(settleAt + 5000))
  expect(await settle()).toBe(2)
  expect(await settle()).toBe(0)
  // f = 36584 / 36500: 1 x 100,000 x f = 100,230.136...; 0.3 x 100,000 x f = 30,069.04...
  expect(await parts(alice.id, BTC)).toEqual({ available: '1', frozen: '0' })
  expect(await parts(alice.id, USDT)).toEqual({ available: '100230.13', frozen: '0' })
  expect(await parts(bob.id, USDT)).toEqual({ available: '30069.04', frozen: '0' })
  const orders = okMessage(
    await call<Paged<DualOrder>>(server, 'POST', '/api/dual/dual_list', { token: alice.token }),
  )
  expect(orders.data[0]).toMatchObject({
    status: 2,
    payout: '100230.13',
    payout_name: 'USDT',
    product: { settle_price: '100000' },
  })
  const [message] = await server.db.query<{ content: string }>(
    'SELECT content FROM mail_messages WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
    [alice.id],
  )
  // issue 47 item 3: the price at the symbol's places and the payout as money, grouped
  expect(message.content).toContain('settled at 100,000.00: 100,230.13 USDT was credited')
})

it('buys low: holds USDT, pays it back with the yield above the target', async () => {
  const now = server.clock.now().getTime()
  const settleAt = now + 3 * DAY
  const product = await list({
    currency_id: String(BTC),
    type: 'put',
    target_price: '50000',
    apr: '20',
    days: '2',
    settle_at: secondsAt(settleAt),
    min: '100',
    max: '5000',
    quota: '100000',
  })
  expect(product.deposit_name).toBe('USDT')
  const carol = await makeUser(server.db, server.clock)
  await fund(server.db, server.clock, carol.id, '1000', USDT, 'legal')
  okMessage(await buy(carol.token, product.id, '1000'))
  expect(await parts(carol.id, USDT)).toEqual({ available: '0', frozen: '1000' })
  feed.setPrice(BTC, settleAt, '60000')
  server.clock.set(new Date(settleAt + 1))
  expect(await settle()).toBe(1)
  // 1,000 x (36500 + 40) / 36500 = 1,001.0958...
  expect(await parts(carol.id, USDT)).toEqual({ available: '1001.09', frozen: '0' })
  expect(await parts(carol.id, BTC)).toEqual({ available: '0', frozen: '0' })
})

it('refuses what the operator cannot list, and keeps a withdrawn product settling', async () => {
  const now = server.clock.now().getTime()
  const bad = (body: Record<string, string>) =>
    call(server, 'POST', '/ops/dual/product', { headers: { 'x-ops-token': OPS_TOKEN }, body })
  const base = {
    currency_id: String(BTC),
    type: 'put',
    target_price: '50000',
    apr: '10',
    days: '2',
    settle_at: secondsAt(now + 3 * DAY),
    min: '10',
    max: '100',
    quota: '1000',
  }
  // a term that has begun, a maximum under the minimum, a quota under the maximum
  expect(failure(await bad({ ...base, settle_at: secondsAt(now + DAY) })).message).toContain(
    'settle_at',
  )
  expect(failure(await bad({ ...base, max: '5' })).message).toContain('max')
  expect(failure(await bad({ ...base, quota: '50' })).message).toContain('quota')
  // the operator's command line lists the same product
  const { out, cli } = opsCli(server, OPS_TOKEN)
  expect(
    await cli(['dual-product', String(BTC), 'put', '--target', '50000', '--apr', '10']),
  ).not.toBe(0)
  expect(
    await cli([
      'dual-product',
      String(BTC),
      'put',
      '--target',
      '50000',
      '--apr',
      '10',
      '--days',
      '2',
      '--settle',
      new Date(now + 3 * DAY).toISOString(),
      '--min',
      '10',
      '--max',
      '100',
      '--quota',
      '1000',
    ]),
  ).toBe(0)
  const product = JSON.parse(out.join('\n')) as DualProduct
  expect(product).toMatchObject({ type: 'put', target_price: '50000', open: true })
  const dave = await makeUser(server.db, server.clock)
  await fund(server.db, server.clock, dave.id, '100', USDT, 'legal')
  okMessage(await buy(dave.token, product.id, '100'))
  expect(await cli(['dual-product', '--id', String(product.id), '--status', '0'])).toBe(0)
  expect((await list({ id: String(product.id), status: '0' })).open).toBe(false)
  server.clock.set(new Date(now + 3 * DAY + 10))
  expect(await settle()).toBeGreaterThanOrEqual(1)
  const [held] = await server.db.query<{ status: number }>(
    'SELECT status FROM dual_orders WHERE user_id = $1',
    [dave.id],
  )
  expect(held.status).toBe(2)
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
    // the migrations, as a node runs them at start
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

  it('settles 300 orders of 60 users each once when both nodes run at once', async () => {
    const db = dbs[0]
    const settleAt = new Date(T0 + 5 * DAY)
    const [product] = await db.query<{ id: number }>(
      `INSERT INTO dual_products (currency_id, type, target_price, apr, days, settle_at, min, max,
         quota, created_at)
       VALUES ($1, 'call', '100000', '30', 3, $2, '0.001', '1', '1000', $3) RETURNING id`,
      [BTC, settleAt, clock.now()],
    )
    const users: { id: number }[] = []
    for (let i = 0; i < 60; i++) {
      const user = await makeUser(db, clock)
      await fund(db, clock, user.id, '1', BTC, 'legal')
      users.push(user)
    }
    for (let i = 0; i < 300; i++) {
      await db.tx((q) =>
        buyDual(q, clock, walk, users[i % 60].id, { productId: product.id, num: '0.01' }),
      )
    }
    // below the target: each is paid back in BTC with 3 days at 30 %
    walk.setPrice(BTC, settleAt, '99999.99')
    clock.set(new Date(settleAt.getTime() + 1000))
    const counts = await Promise.all(
      nodes.map((node) => settleRound(node, { clock, feed: walk }, () => undefined)),
    )
    expect(counts[0] + counts[1]).toBe(300)
    const paid = await db.query<{ payout: string; n: string }>(
      `SELECT payout::text, count(*)::text AS n FROM dual_orders GROUP BY payout`,
    )
    // 0.01 x (36500 + 90) / 36500 = 0.0100246575...
    expect(paid).toEqual([{ payout: '0.01002465', n: '300' }])
    expect(await ledgerMismatches(db)).toEqual([])
    expect(await brokenChains(db)).toEqual([])
    expect(await db.query('SELECT 1 FROM balances WHERE balance < 0 OR frozen < 0')).toEqual([])
  }, 120_000)
})
