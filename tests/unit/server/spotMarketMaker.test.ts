// The house's simulated liquidity (issue 26 item 3): the ladder it quotes around the feed, funded
// through the ledger from the house, still when the market is, moving with it (and filling a user
// whose order it reaches), labelled simulated, settable and switched off by the operator; and the
// operator's rules for a symbol.
import type { SpotDepth, SpotFill } from '../../../types/catalogue/spot'
import type { Paged } from '../../../types/envelope'
import { contextOf } from '../../../server/src/app'
import { MINUTE } from '../../../server/src/infra/clock'
import { dec } from '../../../server/src/infra/money/decimal'
import { runOps } from '../../../server/src/ops/cli'
import { ladder, marketMakerRound, readMakerSettings } from '../../../server/src/spot/marketMaker'
import { compileRules } from '../../../server/src/spot/rules'
import { countUnbalanced, crossedBooks, frozenMismatches } from '../../support/books'
import { OPS_TOKEN } from './certificationHelpers'
import { BOOT_TIMEOUT, call, failure, okMessage, startServer, type TestServer } from './helpers'
import { BTC, depth, spotParts, spotUser, trade, USDT } from './spotHttpHelpers'

// each test runs several of the maker's rounds on PGlite, seconds of work on a busy two-core machine
jest.setTimeout(30_000)

let server: TestServer
beforeAll(async () => {
  server = await startServer({ opsToken: OPS_TOKEN })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

afterEach(async () => {
  expect(await countUnbalanced(server.db)).toBe(0)
  expect(await frozenMismatches(server.db)).toEqual([])
  expect(await crossedBooks(server.db)).toEqual([])
})

/** The next round, as the runner runs it: refresh_ms after the last. */
const round = async () => {
  const { db, clock, feed } = contextOf(server.app)
  server.clock.advance((await readMakerSettings(db)).refreshMs)
  return marketMakerRound(db, clock, feed)
}
const index = () => {
  const { clock, feed } = contextOf(server.app)
  return dec(feed.priceAt(1, clock.now().getTime()))
}
const ops = (path: string, body: Record<string, string>) =>
  call(server, 'POST', `/ops${path}`, { body, headers: { 'x-ops-token': OPS_TOKEN } })
/** The maker's orders ever placed on BTC/USDT. */
const makerOrders = async () =>
  (
    await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM spot_orders o JOIN users u ON u.id = o.user_id
        WHERE u.role = 'market_maker' AND o.match_id = 1`,
    )
  )[0].n

it('lays a ladder: half the spread each side, a step between levels, half as much again per level', async () => {
  const compiled = compileRules({
    tick: '0.01',
    step: '0.00001',
    minNotional: '5',
    makerFee: '0.1',
    takerFee: '0.1',
    basePlaces: 8,
    quotePlaces: 8,
  })
  if (!compiled.ok) throw new Error('rules refused')
  const settings = await readMakerSettings(server.db)
  const quotes = ladder(dec('95000'), compiled.rules, settings)
  const show = (side: string) =>
    quotes.filter((q) => q.side === side).map((q) => [q.price.toFixed(), q.amount.toFixed()])
  // 20 bps spread: 10 each side; 10 bps a level; 2000 USDT, 3000, 4000, ...
  expect(show('buy')).toEqual([
    ['94905', '0.02107'],
    ['94810', '0.03164'],
    ['94715', '0.04223'],
    ['94620', '0.05284'],
    ['94525', '0.06347'],
  ])
  expect(show('sell').slice(0, 2)).toEqual([
    ['95095', '0.02103'],
    ['95190', '0.03151'],
  ])
})

it('quotes every book around the feed, funded from the house, and stays put while the market does', async () => {
  await round()
  const book = okMessage(await depth(server))
  expect(book.simulated).toBe(true)
  expect(book.bids).toHaveLength(5)
  expect(book.asks).toHaveLength(5)
  expect(dec(book.bids[0][0]).lt(index())).toBe(true)
  expect(dec(book.asks[0][0]).gt(index())).toBe(true)
  // every digital book, not just BTC: a few books a round, all of them within a few rounds
  const eth = okMessage(await depth(server, 2))
  expect(eth.asks).toHaveLength(5)
  for (let i = 0; i < 5; i++) await round()
  const books = contextOf(server.app)
    .feed.matches()
    .filter((m) => m.open_coin_trade === 1)
  for (const m of books)
    expect([m.symbol, okMessage(await depth(server, m.id)).simulated]).toEqual([m.symbol, true])
  // what the maker holds came from the house, record by record
  const [{ issued, funded }] = await server.db.query<{ issued: string; funded: string }>(
    `SELECT sum(change) FILTER (WHERE type = 'house_issue') AS issued,
            sum(change) FILTER (WHERE type = 'mm_fund' AND change > 0) AS funded
       FROM account_records WHERE currency_id = $1`,
    [USDT],
  )
  expect(dec(issued).eq(funded)).toBe(true)

  const placed = await makerOrders()
  const seq = okMessage(await depth(server)).seq
  // a still market: seconds later the feed has moved less than a quote's tolerance
  await round()
  expect(await makerOrders()).toBe(placed)
  expect(okMessage(await depth(server)).seq).toBe(seq)
})

it('moves with the feed, and fills a resting order that its new quotes reach, at that order’s price', async () => {
  await round()
  const best = dec(okMessage(await depth(server)).asks[0][0])
  const user = await spotUser(server, { [USDT]: '1000' })
  // a bid 0.5 % above the best bid rests below the maker's asks...
  const price = best.times('0.998').toDecimalPlaces(2).toFixed()
  const bid = okMessage(
    await trade(server, user.token, { type: '1', amount: '0.001', target_price: price }),
  )
  expect(bid.status).toBe(1)
  // ...until the feed falls far enough that the maker's new asks reach it
  const { feed } = contextOf(server.app)
  const clock = server.clock
  let moved = 0
  while (dec(feed.priceAt(1, clock.now().getTime())).times('1.002').gt(price) && moved < 24 * 60) {
    clock.advance(MINUTE)
    moved++
  }
  expect(moved).toBeLessThan(24 * 60)
  await round()
  const fills = okMessage(
    await call<Paged<SpotFill>>(server, 'GET', '/api/coin/fills', { token: user.token }),
  ).data
  expect(fills[0]).toMatchObject({ order_id: bid.id, role: 'maker', price, simulated: true })
  expect(await spotParts(server.db, user.id, BTC)).toEqual({ available: '0.000999', frozen: '0' })
  const book: SpotDepth = okMessage(await depth(server))
  expect(dec(book.bids[0][0]).lt(book.asks[0][0])).toBe(true)
})

it('is set by the operator, and switched off takes every quote off the books', async () => {
  await round()
  const set = okMessage(await ops('/spot/market-maker', { levels: '3', spread_bps: '40' }))
  expect(set).toMatchObject({ enabled: true, levels: 3, spread_bps: 40 })
  expect(failure(await ops('/spot/market-maker', { requote_bps: '20' })).message).toBe(
    'Invalid requote_bps',
  )
  await round()
  expect(okMessage(await depth(server)).asks).toHaveLength(3)

  okMessage(await ops('/spot/market-maker', { enabled: 'false' }))
  await round()
  const book = okMessage(await depth(server))
  expect(book).toMatchObject({ bids: [], asks: [], simulated: false })
  const [{ held }] = await server.db.query<{ held: string }>(
    `SELECT COALESCE(sum(b.frozen), 0) AS held FROM balances b JOIN users u ON u.id = b.user_id
      WHERE u.role = 'market_maker'`,
  )
  expect(dec(held).isZero()).toBe(true)
  okMessage(await ops('/spot/market-maker', { enabled: 'true', levels: '5', spread_bps: '20' }))
})

it('takes a symbol’s rules from the operator: fees, a halt, and a refusal of a bad tick', async () => {
  const rules = okMessage(
    await ops('/spot/rules', { match_id: '3', maker_fee: '0.05', taker_fee: '0.2' }),
  )
  expect(rules).toMatchObject({ match_id: 3, maker_fee: '0.05', taker_fee: '0.2', status: 1 })
  expect(failure(await ops('/spot/rules', { match_id: '3', tick: '0' })).message).toBe(
    'Invalid tick',
  )
  okMessage(await ops('/spot/rules', { match_id: '3', status: '0' }))
  const user = await spotUser(server, { [USDT]: '1000' })
  const bnb = contextOf(server.app).feed.matches()[2]
  const halted = await trade(server, user.token, {
    currency_id: String(bnb.currency_id),
    type: '1',
    amount: '0.1',
    target_price: '100',
  })
  expect(failure(halted).message).toBe('Spot trading is not open for this symbol')
  okMessage(await ops('/spot/rules', { match_id: '3', status: '1' }))
})

it('is read and set from the command line as well', async () => {
  const out: string[] = []
  const err: string[] = []
  const cli = (args: string[]) =>
    runOps(args, {
      env: { OPS_TOKEN, OPS_URL: server.url },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    })
  expect(await cli(['market-maker', '--refresh', '5000'])).toBe(0)
  expect(await cli(['market-maker'])).toBe(0)
  expect(JSON.parse(out[out.length - 1])).toMatchObject({ refresh_ms: 5000, enabled: true })
  expect(await cli(['spot-rules', '2', '--taker-fee', '0.15'])).toBe(0)
  expect(JSON.parse(out[out.length - 1])).toMatchObject({ match_id: 2, taker_fee: '0.15' })
  expect(await cli(['spot-rules', 'BTC'])).toBe(2)
  expect(err.join('\n')).toContain('spot-rules takes <match id>')
})
