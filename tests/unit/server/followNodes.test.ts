// The copy job on two nodes at once over one database (two PostgreSQL pools with
// TEST_DATABASE_URL, else one PGlite they take turns on), issue 28: 20 positions of a trader with
// 30 followers give exactly one copy per funded follow and position and one skip for each unfunded
// one; the trader's closes close exactly the copies of what closed. Money balances either way.
import { ManualClock } from '../../../server/src/infra/clock'
import type { Db } from '../../../server/src/infra/db/client'
import { copyRound } from '../../../server/src/follow/copies'
import { followTrader } from '../../../server/src/follow/follows'
import { closePosition } from '../../../server/src/lever/close'
import type { PositionRow } from '../../../server/src/lever/positions'
import { emptyOutcome } from '../../../server/src/lever/settle'
import { submitPosition } from '../../../server/src/lever/submit'
import { BOOT_TIMEOUT, nodeDatabases } from './helpers'
import { fund, makeUser } from './microtradeHelpers'
import { BTC, expectLeverBooks, PathFeed, USDT } from './leverHelpers'

const clock = new ManualClock(new Date('2030-03-04T10:00:00.000Z'))
const feed = new PathFeed(clock)
const deps = { clock, feed, tz: 'UTC' }
const dbs: Db[] = []
let nodes: [Db, Db]
let db: Db

beforeAll(async () => {
  const opened = await nodeDatabases()
  dbs.push(...opened.dbs)
  nodes = opened.nodes
  db = dbs[0]
}, BOOT_TIMEOUT)

afterAll(async () => {
  for (const open of dbs) await open.close()
})

/** Both nodes' copy jobs at once, round after round, until neither finds an event. */
async function copyOnBothNodes(): Promise<void> {
  for (;;) {
    const handled = await Promise.all(nodes.map((node) => copyRound(node, deps, () => undefined)))
    if (handled.every((n) => n === 0)) return
  }
}

it('copies each position once per follow and closes exactly its copies, on two nodes at once', async () => {
  feed.setPrice(BTC, clock.now(), '60000')
  const trader = await makeUser(db, clock)
  await fund(db, clock, trader.id, '100000', USDT, 'lever')
  await db.query(
    `INSERT INTO follow_traders (user_id, share_ratio, since) VALUES ($1, '0.1', $2)`,
    [trader.id, clock.now()],
  )
  const followers: { id: number; funded: boolean }[] = []
  for (let i = 0; i < 30; i++) {
    const user = await makeUser(db, clock)
    const funded = i % 10 !== 9
    await fund(db, clock, user.id, funded ? '5000' : '1', USDT, 'lever')
    await db.tx((q) =>
      followTrader(q, clock, 'UTC', user.id, {
        traderId: trader.id,
        type: i % 2 ? '1' : '2',
        number: String(1 + (i % 5)),
        cap: '4000',
      }),
    )
    followers.push({ id: user.id, funded })
  }
  clock.advance(1000)
  const sources: PositionRow[] = []
  for (let i = 0; i < 20; i++) {
    const placed = await db.tx((q) =>
      submitPosition(q, clock, feed, 'UTC', trader.id, {
        currencyId: BTC,
        legalId: USDT,
        type: i % 3 ? '1' : '2',
        share: '1',
        multiple: '20',
        kind: '1',
        targetPrice: '',
        takeProfit: '',
        stopLoss: '',
      }),
    )
    sources.push(placed.row)
    clock.advance(100)
  }
  await copyOnBothNodes()

  const copies = await db.query<{ user_id: number; copy_of: number; n: string }>(
    `SELECT user_id, copy_of, count(*)::text AS n FROM lever_positions
      WHERE copy_of IS NOT NULL GROUP BY user_id, copy_of`,
  )
  const funded = followers.filter((f) => f.funded)
  expect(copies).toHaveLength(funded.length * sources.length)
  expect(copies.every((c) => c.n === '1')).toBe(true)
  const skips = await db.query<{ reason: string; n: string }>(
    `SELECT reason, count(*)::text AS n FROM follow_skips GROUP BY reason`,
  )
  expect(skips).toEqual([
    { reason: 'funds', n: String((followers.length - funded.length) * sources.length) },
  ])

  // the trader closes every other position; both nodes close the copies of those, once
  clock.advance(5000)
  feed.setPrice(BTC, clock.now(), '60300')
  const closedIds = sources.filter((_, i) => i % 2 === 0).map((s) => s.id)
  for (const id of closedIds) {
    await db.tx((q) => closePosition(q, deps, trader.id, id, emptyOutcome()))
  }
  await copyOnBothNodes()
  const states = await db.query<{ copy_of: number; status: number; close_reason: string | null }>(
    `SELECT copy_of, status, close_reason FROM lever_positions WHERE copy_of IS NOT NULL`,
  )
  for (const s of states) {
    if (closedIds.includes(s.copy_of))
      expect(s).toMatchObject({ status: 3, close_reason: 'trader' })
    else expect(s).toMatchObject({ status: 1, close_reason: null })
  }
  expect(await db.query('SELECT 1 FROM follow_events WHERE done_at IS NULL')).toEqual([])

  await expectLeverBooks(db)
  expect(await db.query(`SELECT 1 FROM balances WHERE balance < 0 OR frozen < 0`)).toEqual([])
}, 120_000)
