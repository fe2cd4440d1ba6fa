// Copy-trading through the real server (issue 28): the operator makes a trader; followers copy
// each position the trader opens at their own price when the copy job takes it, sized by ratio or
// lots, under their cap; a follower the lever account cannot fund is skipped and told; the
// trader's close closes the copies; every limit is refused in words with nothing written. Prices
// follow a path the test sets; the jobs run when the test says.
import type { Follow, FollowMine, Trader, TraderDetail } from '../../../types/catalogue/follow'
import type { LeverPosition } from '../../../types/catalogue/lever'
import type { Paged } from '../../../types/envelope'
import { ManualClock } from '../../../server/src/infra/clock'
import { copyRound } from '../../../server/src/follow/copies'
import { runOps } from '../../../server/src/ops/cli'
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
} from './leverHelpers'

const T0 = Date.parse('2030-01-07T08:00:00.000Z')
const OPS_TOKEN = 'ops-secret-for-follow-tests'
let server: TestServer
let feed: PathFeed
const deps = () => ({ clock: server.clock, feed, tz: 'UTC' })
const runCopies = () => copyRound(server.db, deps(), () => undefined)

beforeAll(async () => {
  const clock = new ManualClock(new Date(T0))
  feed = new PathFeed(clock)
  server = await startServer({ clock, feed, opsToken: OPS_TOKEN })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

beforeEach(async () => {
  server.clock.advance(60_000)
  feed.setPrice(BTC, server.clock.now(), '60000')
  await triggerRound(server.db, deps(), () => undefined)
  await runCopies()
})

afterEach(async () => {
  await expectLeverBooks(server.db)
})

async function makeTrader(ratio = '0.1', amount = '10000') {
  const user = await leverUser(server, amount)
  okMessage(
    await call(server, 'POST', '/ops/trader', {
      headers: { 'x-ops-token': OPS_TOKEN },
      body: { user_id: String(user.id), share_ratio: ratio },
    }),
  )
  return user
}

const follow = (token: string, body: Record<string, string>) =>
  call<Follow>(server, 'POST', '/api/follow/follow', { token, body })
const mine = async (token: string) =>
  okMessage(await call<FollowMine>(server, 'GET', '/api/follow/mine', { token }))
const copiesOf = async (token: string, id: number) =>
  okMessage(
    await call<LeverPosition[]>(server, 'POST', '/api/follow/selfHolding', {
      token,
      body: { transaction_id: String(id) },
    }),
  )

it('copies an opening once per follower at their own price, skips the unfunded, and closes the copies with the trader', async () => {
  const trader = await makeTrader()
  const byRatio = await leverUser(server, '1000')
  const byLots = await leverUser(server, '1000')
  const poor = await leverUser(server, '5')
  const capped = await leverUser(server, '1000')
  const tid = String(trader.id)
  okMessage(
    await follow(byRatio.token, { trader_user_id: tid, type: '1', number: '1.5', cap: '500' }),
  )
  okMessage(await follow(byLots.token, { trader_user_id: tid, type: '2', number: '3', cap: '500' }))
  okMessage(await follow(poor.token, { trader_user_id: tid, type: '2', number: '1', cap: '500' }))
  okMessage(await follow(capped.token, { trader_user_id: tid, type: '2', number: '5', cap: '20' }))

  const opened = okMessage(
    await submit(server, trader.token, { share: '2', multiple: '10', stop_loss_price: '57000' }),
  )
  expect(opened.price).toBe('60030')
  // the copy job takes it a second later, when the mark has moved: the followers' own price
  server.clock.advance(1000)
  feed.setPrice(BTC, server.clock.now(), '60100')
  expect(await runCopies()).toBe(1)
  expect(await runCopies()).toBe(0)

  const [ratioCopy] = await copiesOf(byRatio.token, opened.id)
  expect(ratioCopy).toMatchObject({
    status: 1,
    share: 3, // 1.5 x 2 shares
    multiple: 10,
    origin_price: '60100',
    price: '60130.05',
    stop_loss_price: '57000',
    copy_of: opened.id,
  })
  const [lotsCopy] = await copiesOf(byLots.token, opened.id)
  expect(lotsCopy).toMatchObject({ share: 3, price: '60130.05', copy_of: opened.id })
  expect(await copiesOf(poor.token, opened.id)).toEqual([])
  expect(await copiesOf(capped.token, opened.id)).toEqual([])
  // the trader cannot see the followers' copies through this call
  expect(await copiesOf(trader.token, opened.id)).toEqual([])

  // the skipped are told why, in words and in their list
  expect((await mine(poor.token)).skipped).toEqual([
    expect.objectContaining({ position_id: opened.id, reason: 'funds', symbol: 'BTC/USDT' }),
  ])
  expect((await mine(capped.token)).skipped[0].reason).toBe('cap')
  const [notice] = await server.db.query<{ content: string }>(
    `SELECT content FROM mail_messages WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
    [poor.id],
  )
  expect(notice.content).toContain('your leverage account did not have enough')
  expect(await leverParts(server.db, poor.id)).toEqual({ available: '5', frozen: '0' })

  // the follow shows what its copies hold
  const [followed] = (await mine(byRatio.token)).follows
  expect(followed).toMatchObject({
    trader_user_id: trader.id,
    margin_used: ratioCopy.caution_money,
    open_copies: 1,
    status: 1,
    share_ratio: '10.00',
  })

  // the trader closes: each copy closes at the mark of the instant the job takes it
  server.clock.advance(1000)
  feed.setPrice(BTC, server.clock.now(), '61000')
  okMessage(await leverCall(server, 'close', trader.token, { id: String(opened.id) }))
  server.clock.advance(500)
  feed.setPrice(BTC, server.clock.now(), '61200')
  expect(await runCopies()).toBe(1)
  for (const user of [byRatio, byLots]) {
    const [copy] = await copiesOf(user.token, opened.id)
    expect(copy).toMatchObject({ status: 3, close_reason: 'trader', close_price: '61169.4' })
  }
  expect(await leverParts(server.db, byLots.id)).toMatchObject({ frozen: '0' })
})

it('never copies a position the trader closed before the job took it, and a cancelled follow keeps its open copies', async () => {
  const trader = await makeTrader()
  const follower = await leverUser(server, '1000')
  const tid = String(trader.id)
  okMessage(
    await follow(follower.token, { trader_user_id: tid, type: '2', number: '1', cap: '500' }),
  )

  const quick = okMessage(await submit(server, trader.token, {}))
  okMessage(await leverCall(server, 'close', trader.token, { id: String(quick.id) }))
  expect(await runCopies()).toBe(2)
  expect(await copiesOf(follower.token, quick.id)).toEqual([])
  expect((await mine(follower.token)).skipped[0]).toMatchObject({
    position_id: quick.id,
    reason: 'closed',
  })

  const kept = okMessage(await submit(server, trader.token, {}))
  await runCopies()
  const cancelled = okMessage(
    await call<Follow>(server, 'POST', '/api/follow/cancel', {
      token: follower.token,
      body: { follow_user_id: tid },
    }),
  )
  expect(cancelled).toMatchObject({ status: 0, open_copies: 1 })
  // a new position after the cancel is not copied; the open copy still closes with the trader
  const later = okMessage(await submit(server, trader.token, {}))
  okMessage(await leverCall(server, 'close', trader.token, { id: String(kept.id) }))
  await runCopies()
  expect(await copiesOf(follower.token, later.id)).toEqual([])
  expect((await copiesOf(follower.token, kept.id))[0]).toMatchObject({
    status: 3,
    close_reason: 'trader',
  })
  okMessage(await leverCall(server, 'close', trader.token, { id: String(later.id) }))
  await runCopies()
})

it('lets a follower close a copy themselves; the trader closing later leaves it as it was', async () => {
  const trader = await makeTrader()
  const follower = await leverUser(server, '1000')
  okMessage(
    await follow(follower.token, {
      trader_user_id: String(trader.id),
      type: '2',
      number: '2',
      cap: '500',
    }),
  )
  const opened = okMessage(await submit(server, trader.token, { type: '2' }))
  await runCopies()
  const [copy] = await copiesOf(follower.token, opened.id)
  expect(copy).toMatchObject({ type: 2, share: 2, status: 1 })
  const closed = okMessage(
    await leverCall<LeverPosition>(server, 'close', follower.token, { id: String(copy.id) }),
  )
  expect(closed.close_reason).toBe('manual')
  okMessage(await leverCall(server, 'close', trader.token, { id: String(opened.id) }))
  await runCopies()
  expect((await copiesOf(follower.token, opened.id))[0]).toMatchObject({
    id: copy.id,
    close_reason: 'manual',
  })
})

it('refuses every limit in words, with nothing written', async () => {
  const a = await makeTrader()
  const b = await makeTrader()
  const c = await makeTrader()
  const user = await leverUser(server, '100')
  const to = (trader: { id: number }, type: string, number: string, cap = '100') =>
    follow(user.token, { trader_user_id: String(trader.id), type, number, cap })
  const refused = async (answer: ReturnType<typeof follow>) => failure(await answer).message

  expect(await refused(to(a, '1', '5.01'))).toBe(
    'Please enter a ratio greater than 0 and at most 5, with at most 2 decimals',
  )
  expect(await refused(to(a, '1', '0'))).toContain('a ratio greater than 0')
  expect(await refused(to(a, '2', '6'))).toBe('Please enter a whole number of lots from 1 to 5')
  expect(await refused(to(a, '2', '1.5'))).toBe('Please enter a whole number of lots from 1 to 5')
  expect(await refused(to(a, '2', '1', '0'))).toBe(
    'Please enter a margin cap greater than 0 with at most 2 decimals',
  )
  expect(
    failure(
      await follow(a.token, { trader_user_id: String(a.id), type: '2', number: '1', cap: '10' }),
    ).message,
  ).toBe('You cannot follow yourself')
  const notTrader = await leverUser(server, '1')
  expect(await refused(to(notTrader, '2', '1'))).toBe('Trader not found')
  expect((await mine(user.token)).follows).toEqual([])

  okMessage(await to(a, '1', '5'))
  expect(await refused(to(a, '2', '1'))).toBe('You already follow this trader')
  okMessage(await to(b, '2', '5'))
  expect(await refused(to(c, '2', '1'))).toBe(
    'You can follow at most 2 traders at a time. Stop following one first.',
  )
  // a trader who stops taking followers is refused to newcomers, kept by those who follow
  okMessage(
    await call(server, 'POST', '/api/follow/settings', {
      token: c.token,
      body: { accepting: '0', open_view: '2' },
    }),
  )
  const other = await leverUser(server, '100')
  expect(
    failure(
      await follow(other.token, {
        trader_user_id: String(c.id),
        type: '2',
        number: '1',
        cap: '10',
      }),
    ).message,
  ).toBe('This trader is not taking new followers at the moment')
  expect(
    failure(
      await call(server, 'POST', '/api/follow/cancel', {
        token: other.token,
        body: { follow_user_id: String(c.id) },
      }),
    ).message,
  ).toBe('You do not follow this trader')
  expect((await mine(user.token)).follows.map((f) => f.trader_user_id).sort()).toEqual(
    [a.id, b.id].sort(),
  )
})

it("shows a trader's figures from their real positions only", async () => {
  const trader = await makeTrader('0.2')
  const fan = await leverUser(server, '1000')
  okMessage(
    await follow(fan.token, {
      trader_user_id: String(trader.id),
      type: '2',
      number: '1',
      cap: '500',
    }),
  )
  // a win, then a loss, then a win: the drawdown is the loss after the first peak
  const trades: [string, string][] = [
    ['60000', '61000'],
    ['61000', '59000'],
    ['59000', '60500'],
  ]
  for (const [open, close] of trades) {
    feed.setPrice(BTC, server.clock.now(), open)
    const p = okMessage(await submit(server, trader.token, { share: '10' }))
    server.clock.advance(1000)
    feed.setPrice(BTC, server.clock.now(), close)
    okMessage(await leverCall(server, 'close', trader.token, { id: String(p.id) }))
    await runCopies()
    server.clock.advance(1000)
  }
  const rows = await server.db.query<{ net: string }>(
    `SELECT (fact_profits - trade_fee - overnight)::text AS net FROM lever_positions
      WHERE user_id = $1 ORDER BY id`,
    [trader.id],
  )
  const nets = rows.map((r) => Number(r.net))
  expect(nets[0]).toBeGreaterThan(0)
  expect(nets[1]).toBeLessThan(0)
  const total = rows.reduce((sum, r) => sum + Math.round(Number(r.net) * 100), 0) / 100

  const list = okMessage(
    await call<Paged<Trader>>(server, 'GET', '/api/follow/index', {
      token: fan.token,
      body: { sort: 'profit' },
    }),
  ).data
  const shown = list.find((t) => t.trader_user_id === trader.id)
  expect(shown).toMatchObject({
    followers: 1,
    trades: 3,
    win_rate: '66.66',
    profit_total: total.toFixed(2),
    max_drawdown: (-nets[1]).toFixed(2),
    share_ratio: '20.00',
    followed: true,
  })
  const detail = okMessage(
    await call<TraderDetail>(server, 'GET', '/api/follow/traderDetail', {
      token: fan.token,
      body: { trader_user_id: String(trader.id) },
    }),
  )
  expect(detail.curve.at(-1)?.profit).toBe(total.toFixed(2))
  const history = okMessage(
    await call<Paged<{ profit: string }>>(server, 'GET', '/api/follow/historyTrade', {
      token: fan.token,
      body: { trader_user_id: String(trader.id) },
    }),
  )
  expect(history.total).toBe(3)
  // the copies the follower holds are not the trader's record
  expect(shown?.trades).toBe(3)
})

it("the operator's command line makes a trader and ends one: live follows end, open copies stay", async () => {
  const user = await leverUser(server, '1000')
  const [row] = await server.db.query<{ account_key: string }>(
    'SELECT account_key FROM users WHERE id = $1',
    [user.id],
  )
  const cli = (args: string[]) =>
    runOps(args, {
      env: { OPS_TOKEN, OPS_URL: server.url },
      out: () => undefined,
      err: () => undefined,
    })
  // the first designation needs its ratio
  expect(await cli(['trader', row.account_key])).not.toBe(0)
  expect(await cli(['trader', row.account_key, '--ratio', '0.6'])).not.toBe(0)
  expect(await cli(['trader', row.account_key, '--ratio', '0.25'])).toBe(0)
  const fan = await leverUser(server, '1000')
  okMessage(
    await follow(fan.token, {
      trader_user_id: String(user.id),
      type: '2',
      number: '1',
      cap: '100',
    }),
  )
  const opened = okMessage(await submit(server, user.token, {}))
  await runCopies()
  expect(await cli(['trader', row.account_key, '--end', '1'])).toBe(0)
  expect((await mine(fan.token)).follows[0]).toMatchObject({ status: 0, open_copies: 1 })
  const audits = await server.db.query<{ action: string }>(
    'SELECT action FROM ops_audit WHERE target = $1 ORDER BY id',
    [String(user.id)],
  )
  expect(audits.map((a) => a.action)).toEqual(['trader_set', 'trader_end'])
  // no longer listed, and no longer followable; the copy closes with the position it copies
  expect(
    failure(
      await follow(fan.token, {
        trader_user_id: String(user.id),
        type: '2',
        number: '1',
        cap: '100',
      }),
    ).message,
  ).toBe('Trader not found')
  okMessage(await leverCall(server, 'close', user.token, { id: String(opened.id) }))
  await runCopies()
  expect((await copiesOf(fan.token, opened.id))[0].close_reason).toBe('trader')
})
