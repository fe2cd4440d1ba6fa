// The weekly profit share over a month of copied trades (issue 28): each business week once, the
// ratio times the follower's realised profit on the trader's copies above their high-water mark,
// to the cent, moved from follower to trader through the ledger. A losing week charges nothing,
// and nothing is charged until the mark is passed again; what a follower's lever account cannot
// cover is owed and paid first the next week. The expected figures come from a model of the rule
// over the copies' own rows.
import type { FollowMine } from '../../../types/catalogue/follow'
import { ManualClock } from '../../../server/src/infra/clock'
import { copyRound } from '../../../server/src/follow/copies'
import { createSession } from '../../../server/src/identity/sessions'
import { shareRound } from '../../../server/src/follow/share'
import { BOOT_TIMEOUT, call, okMessage, startServer, type TestServer } from './helpers'
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

// a Monday
const WEEK0 = Date.parse('2030-01-07T00:00:00.000Z')
const DAY = 86_400_000
const OPS_TOKEN = 'ops-secret-for-follow-share'
const RATIO = '0.2'
let server: TestServer
let feed: PathFeed
const deps = () => ({ clock: server.clock, feed, tz: 'UTC' })

beforeAll(async () => {
  const clock = new ManualClock(new Date(WEEK0 + 8 * 3_600_000))
  feed = new PathFeed(clock)
  server = await startServer({ clock, feed, opsToken: OPS_TOKEN })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

afterEach(async () => {
  await expectLeverBooks(server.db)
})

async function signIn(user: { id: number; token: string }): Promise<void> {
  user.token = await server.db.tx((q) => createSession(q, server.clock, user.id))
}

const cents = (value: string) => Math.round(Number(value) * 100)

it('charges each week once, only above the high-water mark, and carries what could not be paid', async () => {
  const trader = await leverUser(server, '100000')
  okMessage(
    await call(server, 'POST', '/ops/trader', {
      headers: { 'x-ops-token': OPS_TOKEN },
      body: { user_id: String(trader.id), share_ratio: RATIO },
    }),
  )
  const follower = await leverUser(server, '5000')
  // this one moves their lever money out before the fourth week is settled, and back after
  const mover = await leverUser(server, '5000')
  for (const user of [follower, mover]) {
    okMessage(
      await call(server, 'POST', '/api/follow/follow', {
        token: user.token,
        body: { trader_user_id: String(trader.id), type: '2', number: '5', cap: '4000' },
      }),
    )
  }

  // each week's trades as (open, close) marks: win, loss, a smaller win (still under the mark),
  // a win past the mark, a win; some weeks trade twice
  const weeks: [string, string][][] = [
    [
      ['60000', '62000'],
      ['62000', '63000'],
    ],
    [['63000', '59000']],
    [
      ['59000', '60000'],
      ['60000', '60500'],
    ],
    [['60500', '64500']],
    [['64500', '65500']],
  ]
  const settle = () => shareRound(server.db, server.clock, 'UTC', () => undefined)
  for (let w = 0; w < weeks.length; w++) {
    // a month outlasts a session: everyone signs in again each week
    await Promise.all([trader, follower, mover].map(signIn))
    for (const [d, [open, close]] of weeks[w].entries()) {
      server.clock.set(new Date(WEEK0 + w * 7 * DAY + (1 + d) * DAY + 10 * 3_600_000))
      feed.setPrice(BTC, server.clock.now(), open)
      const p = okMessage(await submit(server, trader.token, { share: '5', multiple: '10' }))
      await copyRound(server.db, deps(), () => undefined)
      server.clock.advance(3_600_000)
      feed.setPrice(BTC, server.clock.now(), close)
      okMessage(await leverCall(server, 'close', trader.token, { id: String(p.id) }))
      await copyRound(server.db, deps(), () => undefined)
    }
    // a closed copy on Sunday evening belongs to the week; the Monday after starts the next one
    server.clock.set(new Date(WEEK0 + (w + 1) * 7 * DAY - 60_000))
    // nothing of this week yet (the week left over from before settles now, first)
    expect(await settle()).toBe(w === 2 ? 2 : 0)
    if (w === 3) {
      const { available } = await leverParts(server.db, mover.id)
      okMessage(
        await call(server, 'POST', '/api/wallet/change', {
          token: mover.token,
          body: {
            currency_id: String(USDT),
            number: available,
            from_field: 'lever',
            to_field: 'legal',
          },
        }),
      )
    }
    server.clock.set(new Date(WEEK0 + (w + 1) * 7 * DAY + 5 * 60_000))
    // week 1 is left over: it settles before week 2, in order
    if (w === 1) continue
    expect(await settle()).toBe(2)
    expect(await settle()).toBe(0)
    if (w === 3) {
      okMessage(
        await call(server, 'POST', '/api/wallet/change', {
          token: mover.token,
          body: {
            currency_id: String(USDT),
            number: '1000',
            from_field: 'legal',
            to_field: 'lever',
          },
        }),
      )
    }
  }

  // the model, over the copies' own rows
  await Promise.all([follower, mover].map(signIn))
  for (const user of [follower, mover]) {
    const copies = await server.db.query<{ net: string; closed_at: Date }>(
      `SELECT (fact_profits - trade_fee - overnight)::text AS net, closed_at FROM lever_positions
        WHERE user_id = $1 AND copy_of IS NOT NULL ORDER BY id`,
      [user.id],
    )
    expect(copies).toHaveLength(7)
    let cum = 0
    let mark = 0
    let owed = 0
    const expected = []
    for (let w = 0; w < weeks.length; w++) {
      const realised = copies
        .filter((c) => Math.floor((c.closed_at.getTime() - WEEK0) / (7 * DAY)) === w)
        .reduce((sum, c) => sum + cents(c.net), 0)
      cum += realised
      const due = Math.floor(Math.max(cum - mark, 0) * Number(RATIO)) + owed
      mark = Math.max(mark, cum)
      const paid = user === mover && w === 3 ? 0 : due
      owed = due - paid
      expected.push({ week: w, realised, due, paid })
    }
    // the losing week and the week still under the mark charge nothing
    expect(expected[1].due).toBe(0)
    expect(expected[1].realised).toBeLessThan(0)
    expect(expected[2].due).toBe(0)
    expect(expected[3].due).toBeGreaterThan(0)

    const statements = okMessage(
      await call<FollowMine>(server, 'GET', '/api/follow/mine', { token: user.token }),
    ).statements
    expect(
      statements
        .map((s) => ({
          week: (Date.parse(`${s.week_start}T00:00:00Z`) - WEEK0) / (7 * DAY),
          realised: cents(s.realised),
          due: cents(s.due),
          paid: cents(s.paid),
        }))
        .reverse(),
    ).toEqual(expected)
    expect(statements[0].share_ratio).toBe('20.00')
  }
  // the trader received exactly what both paid, through the ledger
  const received = await server.db.query<{ total: string }>(
    `SELECT coalesce(sum(change), 0)::text AS total FROM account_records
      WHERE user_id = $1 AND type = 'follow_share_received'`,
    [trader.id],
  )
  const paid = await server.db.query<{ total: string }>(
    `SELECT coalesce(-sum(change), 0)::text AS total FROM account_records
      WHERE user_id = ANY($1::bigint[]) AND type = 'follow_share_paid'`,
    [[follower.id, mover.id]],
  )
  expect(cents(received[0].total)).toBe(cents(paid[0].total))
  expect(cents(received[0].total)).toBeGreaterThan(0)
})
