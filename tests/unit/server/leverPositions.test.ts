// Leveraged positions through the real server (issue 27 items 1-4 and 6): what opening holds and
// charges, how take-profit, stop-loss and liquidation close a position once at the recorded price of
// their instant, the overnight fee once a day, the closes a user asks for, and every refusal with
// nothing written. Prices follow a path the test sets; the trigger and overnight jobs run when the
// test says.
import type {
  LeverBook,
  LeverClosed,
  LeverDeal,
  LeverPosition,
} from '../../../types/catalogue/lever'
import type { Paged } from '../../../types/envelope'
import { ManualClock } from '../../../server/src/infra/clock'
import { runOps } from '../../../server/src/ops/cli'
import { overnightRound } from '../../../server/src/lever/overnight'
import { triggerRound } from '../../../server/src/lever/triggers'
import { BOOT_TIMEOUT, call, failure, okMessage, startServer, type TestServer } from './helpers'
import {
  BTC,
  expectLeverBooks,
  leverCall,
  leverParts,
  leverUser,
  PathFeed,
  submit,
  USDT,
} from './leverHelpers'

const T0 = Date.parse('2030-01-01T08:00:00.000Z')
const OPS_TOKEN = 'ops-secret-for-lever-tests'
let server: TestServer
let feed: PathFeed
const deps = () => ({ clock: server.clock, feed, tz: 'UTC' })
const runTriggers = () => triggerRound(server.db, deps(), () => undefined)
const runOvernight = () => overnightRound(server.db, deps(), () => undefined)

beforeAll(async () => {
  const clock = new ManualClock(new Date(T0))
  feed = new PathFeed(clock)
  server = await startServer({ clock, feed, opsToken: OPS_TOKEN })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

beforeEach(async () => {
  // each test starts a minute on, with BTC at 60,000 and every earlier position walked
  server.clock.advance(60_000)
  feed.setPrice(BTC, server.clock.now(), '60000')
  await runTriggers()
})

afterEach(async () => {
  await expectLeverBooks(server.db)
})

/** Moves the clock by `ms` and sets the price from the first tick after the move. */
function priceAfter(ms: number, price: string): void {
  server.clock.advance(ms)
  feed.setPrice(BTC, server.clock.now(), price)
}

const positionsOf = async (token: string, status?: string) =>
  okMessage(
    await leverCall<Paged<LeverPosition>>(server, 'my_trade', token, status ? { status } : {}),
  ).data

it('shows the terms, and the lever balance to a signed-in user', async () => {
  const user = await leverUser(server, '250')
  const deal = okMessage(
    await call<LeverDeal>(server, 'POST', '/api/lever/deal', {
      token: user.token,
      body: { currency_id: String(BTC), legal_id: String(USDT) },
    }),
  )
  expect(deal).toMatchObject({
    symbol: 'BTC/USDT',
    status: 1,
    multiple: [2, 5, 10, 20, 50, 100],
    last_price: '60000',
    user_lever: '250.00',
    lever_share_num: '0.001',
    spread: '0.05',
    trade_fee: '0.1',
    overnight: '0.05',
    mmr: '0.004',
    simulated: true,
  })
  const anonymous = okMessage(
    await call<LeverDeal>(server, 'POST', '/api/lever/deal', {
      body: { currency_id: String(BTC), legal_id: String(USDT) },
    }),
  )
  expect(anonymous.user_lever).toBe('0.00')
})

it('opens a 10x long at the market, closes it once at its take-profit, and tells the user', async () => {
  const user = await leverUser(server, '1000')
  const opened = okMessage(
    await submit(server, user.token, {
      share: '10',
      target_profit_price: '65000',
      stop_loss_price: '58000',
    }),
  )
  // 60,000 plus 0.05 %; margin 0.01 x 60,030 / 10; fee 0.1 % of 600.30, rounded up
  expect(opened).toMatchObject({
    status: 1,
    type: 1,
    number: '0.01',
    origin_price: '60000',
    price: '60030',
    origin_caution_money: '60.03',
    caution_money: '60.03',
    trade_fee: '0.61',
    liquidation_price: '54243.98',
    target_profit_price: '65000',
    stop_loss_price: '58000',
    // closing now would sell at 59,970: (59,970 - 60,030) x 0.01
    profits: '-0.60',
  })
  expect(await leverParts(server.db, user.id)).toEqual({ available: '939.36', frozen: '60.03' })

  // under the take-profit nothing happens; the first tick at or over it closes the position there
  priceAfter(1000, '64999')
  await runTriggers()
  expect((await positionsOf(user.token, '1')).map((p) => p.id)).toEqual([opened.id])
  priceAfter(1000, '65500')
  const crossedAt = server.clock.now().getTime()
  priceAfter(5000, '70000')
  await runTriggers()
  await runTriggers()
  const [closed] = await positionsOf(user.token, '3')
  // 65,500 less the spread: 65,467.25; (65,467.25 - 60,030) x 0.01 = 54.3725
  expect(closed).toMatchObject({
    id: opened.id,
    status: 3,
    close_reason: 'take_profit',
    close_price: '65467.25',
    fact_profits: '54.37',
  })
  expect(Date.parse(closed.close_time ?? '')).toBeGreaterThanOrEqual(crossedAt)
  expect(Date.parse(closed.close_time ?? '')).toBeLessThan(crossedAt + 1000)
  expect(await leverParts(server.db, user.id)).toEqual({ available: '1053.76', frozen: '0' })
  const [message] = await server.db.query<{ template: string }>(
    'SELECT template FROM mail_messages WHERE user_id = $1',
    [user.id],
  )
  expect(message.template).toBe('lever_take_profit')
})

it('liquidates a long whose price gaps past its liquidation price, losing its margin and no more', async () => {
  const user = await leverUser(server, '100')
  const opened = okMessage(await submit(server, user.token, { share: '10', multiple: '50' }))
  // (60,030 - 12.01 / 0.01) / 0.996, rounded up
  expect(opened.liquidation_price).toBe('59065.27')
  expect(opened.caution_money).toBe('12.01')
  priceAfter(1000, '50000')
  await runTriggers()
  const [closed] = await positionsOf(user.token, '3')
  expect(closed).toMatchObject({ close_reason: 'liquidation', fact_profits: '-12.01' })
  // 100 - 12.01 margin - 0.61 fee; nothing of the margin comes back, nothing more is taken
  expect(await leverParts(server.db, user.id)).toEqual({ available: '87.38', frozen: '0' })
})

it('closes a short at its stop-loss, and names the stop-loss when the liquidation price is crossed in the same tick', async () => {
  const user = await leverUser(server, '1000')
  const short = okMessage(
    await submit(server, user.token, {
      type: '2',
      share: '10',
      multiple: '20',
      stop_loss_price: '62000',
    }),
  )
  expect(short.price).toBe('59970')
  expect(short.liquidation_price).toBe('62718.12')
  priceAfter(1000, '63000')
  await runTriggers()
  const [closed] = await positionsOf(user.token, '3')
  // bought back at 63,031.50: (59,970 - 63,031.50) x 0.01 = -30.615, a loss rounded up
  expect(closed).toMatchObject({ id: short.id, close_reason: 'stop_loss', fact_profits: '-29.99' })
})

it('opens a pending limit when the price reaches it, at the better price, and returns what it held beyond', async () => {
  const user = await leverUser(server, '1000')
  const limit = okMessage(
    await submit(server, user.token, {
      share: '10',
      status: '0',
      target_price: '59000',
      target_profit_price: '61000',
    }),
  )
  expect(limit).toMatchObject({ status: 0, target_price: '59000', frozen: '59.59', price: null })
  // margin 59.00 + fee 0.59 held at the limit price
  expect(await leverParts(server.db, user.id)).toEqual({ available: '940.41', frozen: '59.59' })
  priceAfter(1000, '59100')
  await runTriggers()
  expect((await positionsOf(user.token, '0')).map((p) => p.id)).toEqual([limit.id])
  // 58,900 x 1.0005 = 58,929.45: at or under the limit, it opens there
  priceAfter(1000, '58900')
  await runTriggers()
  const [open] = await positionsOf(user.token, '1')
  expect(open).toMatchObject({
    id: limit.id,
    status: 1,
    price: '58929.45',
    caution_money: '58.93',
    trade_fee: '0.59',
  })
  expect(await leverParts(server.db, user.id)).toEqual({ available: '940.48', frozen: '58.93' })

  // a pending limit is cancelled whole
  const other = okMessage(
    await submit(server, user.token, { share: '5', status: '0', target_price: '50000' }),
  )
  const cancelled = okMessage(
    await leverCall<LeverPosition>(server, 'close', user.token, { id: String(other.id) }),
  )
  expect(cancelled.status).toBe(4)
  expect(await leverParts(server.db, user.id)).toEqual({ available: '940.48', frozen: '58.93' })
})

it('takes the overnight fee once a day from the margin, and moves the liquidation price', async () => {
  // a position opened two minutes before midnight (UTC, the business time zone here)
  server.clock.set(new Date('2030-01-01T23:58:00.000Z'))
  feed.setPrice(BTC, server.clock.now(), '60000')
  await runTriggers()
  const user = await leverUser(server, '1000')
  const opened = okMessage(await submit(server, user.token, { share: '10' }))
  await runOvernight()
  expect((await positionsOf(user.token, '1'))[0].overnight).toBe('0.00')
  // the next day: 0.05 % of 0.01 x 60,000, once however often the job runs
  server.clock.set(new Date('2030-01-02T00:01:00.000Z'))
  feed.setPrice(BTC, server.clock.now(), '60000')
  await runTriggers()
  await runOvernight()
  await runOvernight()
  const [open] = await positionsOf(user.token, '1')
  expect(open).toMatchObject({ id: opened.id, overnight: '0.30', caution_money: '59.73' })
  // (60,030 - 5,973) / 0.996, rounded up: higher than at open (54,243.98)
  expect(open.liquidation_price).toBe('54274.1')
  expect(await leverParts(server.db, user.id)).toEqual({ available: '939.36', frozen: '59.73' })
})

it('closes at the market on request, and every long with batch_close, each once', async () => {
  const user = await leverUser(server, '1000')
  const longs = [
    okMessage(await submit(server, user.token, { share: '1' })),
    okMessage(await submit(server, user.token, { share: '2' })),
  ]
  const short = okMessage(await submit(server, user.token, { type: '2', share: '1' }))
  priceAfter(1000, '61000')
  const closed = okMessage(
    await leverCall<LeverPosition>(server, 'close', user.token, { id: String(short.id) }),
  )
  // bought back at 61,030.50 against 59,970: -10.605 on 0.001, a loss rounded up
  expect(closed).toMatchObject({ status: 3, close_reason: 'manual', fact_profits: '-1.07' })
  const again = failure(await leverCall(server, 'close', user.token, { id: String(short.id) }))
  expect(again.message).toBe('This position is no longer open')

  const batch = okMessage(
    await leverCall<LeverClosed>(server, 'batch_close', user.token, { type: '1' }),
  )
  expect(batch.closed.map((p) => [p.id, p.close_reason]).sort()).toEqual(
    longs.map((p) => [p.id, 'batch']).sort(),
  )
  const book = okMessage(await leverCall<LeverBook>(server, 'dealall', user.token, {}))
  expect(book).toMatchObject({ caution_money_total: '0.00', hazard_rate: null })
  expect(book.order.data).toEqual([])
})

it('sets and checks take-profit and stop-loss on an open position', async () => {
  const user = await leverUser(server, '1000')
  const opened = okMessage(await submit(server, user.token, { share: '1' }))
  const set = (body: Record<string, string>) =>
    leverCall<LeverPosition>(server, 'setstop', user.token, { id: String(opened.id), ...body })
  expect(failure(await set({ target_profit_price: '59000' })).message).toMatch(/take-profit/)
  expect(failure(await set({ stop_loss_price: '60500' })).message).toMatch(/stop-loss/)
  expect(failure(await set({ stop_loss_price: '50000' })).message).toBe(
    'The stop-loss must be reached before the liquidation price (54,236.95)',
  )
  const raised = okMessage(await set({ target_profit_price: '0', stop_loss_price: '59500' }))
  expect(raised).toMatchObject({ target_profit_price: null, stop_loss_price: '59500' })
  priceAfter(1000, '59400')
  await runTriggers()
  expect((await positionsOf(user.token, '3'))[0]).toMatchObject({
    id: opened.id,
    close_reason: 'stop_loss',
  })
})

it.each([
  [{ multiple: '3' }, 'Please choose one of the multiples offered: 2, 5, 10, 20, 50, 100'],
  [{ share: '0' }, 'Please enter a whole number of shares, 1 or more'],
  [{ share: '1.5' }, 'Please enter a whole number of shares, 1 or more'],
  [
    { target_profit_price: '59000' },
    'The take-profit must be above both the open price and the current price for a long, and below both for a short',
  ],
  [
    { target_profit_price: '61000.123' },
    'Enter the take-profit as a price with at most 2 decimals, or leave it empty for none',
  ],
  [
    { stop_loss_price: '59000.5555' },
    'Enter the stop-loss as a price with at most 2 decimals, or leave it empty for none',
  ],
  [
    { stop_loss_price: '60001' },
    'The stop-loss must be below the current price for a long, and above it for a short',
  ],
  [
    { share: '1000' },
    'Margin and fee come to 6,063.03 USDT, more than the 100.00 USDT available in your leverage account',
  ],
  [
    { status: '0', target_price: '60100' },
    'This limit would open at once at the market price. Please place a market order, or set the limit further from the price.',
  ],
  [{ type: '3' }, 'Please choose long or short'],
] as const)('refuses %j with nothing written', async (body, message) => {
  const user = await leverUser(server, '100')
  const answer = failure(await submit(server, user.token, body))
  expect(answer.message).toBe(message)
  expect(await leverParts(server.db, user.id)).toEqual({ available: '100', frozen: '0' })
  expect(await positionsOf(user.token)).toEqual([])
})

it('refuses new positions while the operator has switched leverage off, and still closes open ones', async () => {
  const user = await leverUser(server, '1000')
  const opened = okMessage(await submit(server, user.token, {}))
  const terms = (body: Record<string, string>) =>
    call<LeverDeal>(server, 'POST', '/ops/lever/terms', {
      body: { match_id: String(BTC), ...body },
      headers: { 'x-ops-token': OPS_TOKEN },
    })
  // the operator's command line switches it off
  const out: string[] = []
  const cli = (args: string[]) =>
    runOps(args, {
      env: { OPS_TOKEN, OPS_URL: server.url },
      out: (line) => out.push(line),
      err: () => undefined,
    })
  expect(await cli(['lever-terms', String(BTC), '--status', '0'])).toBe(0)
  expect(JSON.parse(out[out.length - 1])).toMatchObject({ match_id: BTC, status: 0 })
  expect(await cli(['lever-terms', 'BTC'])).toBe(2)
  // a maintenance rate that would leave a 100x position under its liquidation price is refused
  expect((await terms({ mmr: '0.01' })).status).toBe(200)
  expect(failure(await terms({ mmr: '0.01' })).message).toMatch(/mmr/)
  expect(failure(await submit(server, user.token, {})).message).toBe(
    'Leveraged trading is not open for this symbol',
  )
  const closed = okMessage(
    await leverCall<LeverPosition>(server, 'close', user.token, { id: String(opened.id) }),
  )
  expect(closed.status).toBe(3)
  expect(okMessage(await terms({ status: '1' })).status).toBe(1)
  const audited = await server.db.query<{ action: string }>(
    `SELECT action FROM ops_audit WHERE action = 'lever_terms'`,
  )
  expect(audited).toHaveLength(2)
})

it('opens once for a repeated Idempotency-Key', async () => {
  const user = await leverUser(server, '1000')
  const first = okMessage(await submit(server, user.token, {}, 'lever-key-1'))
  const replay = okMessage(await submit(server, user.token, {}, 'lever-key-1'))
  expect(replay.id).toBe(first.id)
  expect(await positionsOf(user.token)).toHaveLength(1)
})
