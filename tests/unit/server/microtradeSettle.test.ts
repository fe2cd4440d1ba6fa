// Settlement (DESIGN §5, §6): the price in force at the expiry instant decides; up wins above the
// buy price, down below it, an equal price returns the stake; payouts round down, never up; the
// owner hears of it; the settler wakes when the next order is due. Exactly once: microtradeOnce.
import { io as connect, type Socket } from 'socket.io-client'
import { SOCKET_EVENTS, type SocketLoginAck } from '../../../types/market'
import type { MicroOrder } from '../../../types/microtrade'
import { contextOf } from '../../../server/src/app'
import { MINUTE, SECOND } from '../../../server/src/infra/clock'
import { dec } from '../../../server/src/infra/money/decimal'
import type { MicroOrderRow } from '../../../server/src/microtrade/orders'
import { expiryPrice } from '../../../server/src/microtrade/settle'
import { MicroSettler, SETTLE_JOB } from '../../../server/src/microtrade/settler'
import type { MarketFeed } from '../../../server/src/market/feed'
import { BOOT_TIMEOUT, call, okMessage, type TestServer } from './helpers'
import {
  balanceOf,
  BTC_USDT,
  ledgerMismatches,
  capture,
  type ScriptedFeed,
  submit,
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
const result = async (token: string, id: number) =>
  okMessage(
    await call<MicroOrder>(server, 'GET', '/api/microtrade/get_result', {
      token,
      body: { id: String(id) },
    }),
  )
const funded = (amount: string) => fundedUser(server, amount)
const payoutRecords = (orderId: number) =>
  server.db.query<{ type: string; change: string }>(
    `SELECT type, change FROM account_records
      WHERE ref_type = 'micro_order' AND ref_id = $1 AND type IN ('micro_payout', 'micro_refund')`,
    [orderId],
  )

describe('outcomes', () => {
  // Stake 33.33 at 20 %: fee 0.03333 -> 0.03 (half up); a win pays 39.996 -> 39.99 (down).
  it.each([
    ['up wins above the buy price', '1', '100.01', 1, '6.66', '106.63', 'micro_payout'],
    ['up loses below it', '1', '99.99', -1, '-33.33', '66.64', undefined],
    ['down wins below it', '2', '99.99', 1, '6.66', '106.63', 'micro_payout'],
    ['down loses above it', '2', '100.01', -1, '-33.33', '66.64', undefined],
    [
      'up draws at an equal price: the stake comes back, the fee does not',
      '1',
      '100.00',
      0,
      '0.00',
      '99.97',
      'micro_refund',
    ],
    ['down draws at an equal price', '2', '100.00', 0, '0.00', '99.97', 'micro_refund'],
  ] as const)('%s', async (_what, type, endPrice, profitResult, factProfits, balance, record) => {
    const { token } = await funded('100')
    feed.pin(BTC_USDT, server.clock.now(), '100.00')
    const order = await submit(server, token, { type, number: '33.33' })
    expect([order.open_price, order.fee]).toEqual(['100.00', '0.03'])
    feed.pin(BTC_USDT, order.settle_at, endPrice)

    server.clock.advance(30 * SECOND - 1)
    expect(await settle()).toBe(0)
    server.clock.advance(1)
    expect(await settle()).toBe(1)

    const settled = await result(token, order.id)
    expect(settled).toEqual({
      ...order,
      end_price: endPrice,
      fact_profits: factProfits,
      status: 3,
      profit_result: profitResult,
      complete_at: order.settle_at,
      remain_milli_seconds: 0,
    })
    expect(await balanceOf(server, token)).toBe(balance)
    const credited = dec(order.number).plus(factProfits)
    expect(await payoutRecords(order.id)).toEqual(
      record ? [{ type: record, change: credited.toFixed() }] : [],
    )
    expect(await ledgerMismatches(server.db)).toEqual([])
  })

  it.each([
    ['60', '10.01', '13.01'],
    ['120', '10.07', '14.09'],
    ['300', '12.35', '18.52'],
    ['300', '10.00', '15.00'],
  ])('a %s s win on %s pays %s, rounded down', async (seconds, stake, payout) => {
    const { token } = await funded('100')
    feed.pin(BTC_USDT, server.clock.now(), '50.00')
    const order = await submit(server, token, { seconds, number: stake })
    feed.pin(BTC_USDT, order.settle_at, '50.01')
    server.clock.advance(Number(seconds) * SECOND)
    await settle()
    const settled = await result(token, order.id)
    expect(
      dec(settled.number)
        .plus(settled.fact_profits ?? 'NaN')
        .toFixed(2),
    ).toBe(payout)
  })

  it('settles at the price in force at expiry, however late it runs, and never asks the future', async () => {
    const { token } = await funded('100')
    const order = await submit(server, token, { number: '10', seconds: '60' })
    // The server was down for ten minutes past the expiry.
    server.clock.advance(11 * MINUTE)
    feed.asked.length = 0
    await settle()
    const settled = await result(token, order.id)
    const expiry = Date.parse(order.settle_at)
    expect(settled.end_price).toBe(feed.inner.priceAt(BTC_USDT, expiry))
    expect(settled.end_price).not.toBe(feed.inner.priceAt(BTC_USDT, server.clock.now().getTime()))
    expect(feed.asked).toEqual([
      { matchId: BTC_USDT, timeMs: expiry, clockMs: server.clock.now().getTime() },
    ])
  })

  it('refuses to price an order before its expiry', () => {
    const now = server.clock.now()
    const row = { id: 1, match_id: BTC_USDT, settle_at: new Date(now.getTime() + 1) }
    expect(() => expiryPrice(feed, row as MicroOrderRow, now)).toThrow(/not due/)
  })
})

describe('closed_microorder', () => {
  const sockets: Socket[] = []
  afterAll(() => sockets.forEach((s) => s.close()))

  async function signedIn(token: string): Promise<{ socket: Socket; events: unknown[] }> {
    const socket = connect(server.url, { transports: ['websocket'], forceNew: true })
    sockets.push(socket)
    const events: unknown[] = []
    socket.on(SOCKET_EVENTS.closedMicroOrder, (payload: unknown) => events.push(payload))
    const ack: SocketLoginAck = await socket.timeout(3000).emitWithAck(SOCKET_EVENTS.login, token)
    expect(ack).toEqual({ ok: true })
    return { socket, events }
  }

  it("reaches the owner's room, and nobody else's, with the settled order", async () => {
    const alice = await funded('100')
    const bob = await funded('100')
    const aliceSocket = await signedIn(alice.token)
    const bobSocket = await signedIn(bob.token)
    const order = await submit(server, alice.token, { number: '10' })
    server.clock.advance(30 * SECOND)
    await settle()
    for (let wait = 0; wait < 100 && aliceSocket.events.length === 0; wait++) {
      await new Promise((r) => setTimeout(r, 10))
    }
    const settled = await result(alice.token, order.id)
    expect(aliceSocket.events).toEqual([{ to: alice.id, data: settled }])
    // Bob's socket answers a round trip after the push went out: nothing came for him.
    await bobSocket.socket.timeout(3000).emitWithAck(SOCKET_EVENTS.login, bob.token)
    expect(bobSocket.events).toEqual([])
  })
})

describe('scheduling', () => {
  it('wakes when the next order comes due, at least every 250 ms', async () => {
    // built as microtrade/jobs.ts builds the app's: its nextDelay is the job's wait after a round
    const settler = new MicroSettler({
      db: server.db,
      clock: server.clock,
      feed,
      realtime: capture(),
      onError: (err) => {
        throw err
      },
    })
    await settler.runOnce()
    expect(await settler.nextDelay()).toBe(250)
    const { token } = await funded('100')
    await submit(server, token, { number: '10', seconds: '30' })
    expect(await settler.nextDelay()).toBe(250)
    server.clock.advance(30 * SECOND - 100)
    expect(await settler.nextDelay()).toBe(100)
    // due since the last round: at once
    server.clock.advance(150)
    expect(await settler.nextDelay()).toBe(0)
    expect(await settler.runOnce()).toBe(1)
    expect(await settler.nextDelay()).toBe(250)
  })

  it('waits the full interval for an order it could not settle, instead of spinning', async () => {
    const { token } = await funded('100')
    await submit(server, token, { number: '10', seconds: '30' })
    server.clock.advance(30 * SECOND)
    const errors: unknown[] = []
    const unpriced: MarketFeed = Object.assign(Object.create(feed) as MarketFeed, {
      priceAt: () => {
        throw new RangeError('no price')
      },
    })
    const stuck = new MicroSettler({
      db: server.db,
      clock: server.clock,
      feed: unpriced,
      realtime: capture(),
      onError: (err) => errors.push(err),
    })
    expect(await stuck.runOnce()).toBe(0)
    expect(errors).toHaveLength(1)
    expect(await stuck.nextDelay()).toBe(250)
    expect(await settle()).toBe(1)
  })
})
