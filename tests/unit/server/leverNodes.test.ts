// Leverage across two nodes on one database (two PostgreSQL pools with TEST_DATABASE_URL, else one
// PGlite they take turns on), issue 27's tests: 1,000 positions of 50 users under a seeded random
// price walk, both nodes' trigger jobs at once, each crossing applied once at the tick a model of
// the rule finds; then 30 racing closes and batch closes of the same positions, each closed once.
// Whatever happened, no balance is negative, no loss exceeds its margin, and the records sum to
// the balances.
import { tmpdir } from 'node:os'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../../server/src/app'
import { ManualClock } from '../../../server/src/infra/clock'
import type { Db } from '../../../server/src/infra/db/client'
import { firstCrossing } from '../../../server/src/lever/crossing'
import { termsOf, type LeverMarketRow } from '../../../server/src/lever/markets'
import type { PositionRow } from '../../../server/src/lever/positions'
import { submitPosition } from '../../../server/src/lever/submit'
import { triggerRound } from '../../../server/src/lever/triggers'
import { TICK_MS } from '../../../server/src/market/grid'
import { BOOT_TIMEOUT, nodeDatabases } from './helpers'
import { fund, makeUser, ScriptedFeed } from './microtradeHelpers'
import { BTC, expectLeverBooks, USDT } from './leverHelpers'

const START = Date.parse('2030-03-02T10:00:00.000Z')
const STEPS = 4 * 60 * 10 // ten minutes of ticks

/** A seeded walk (mulberry32): the same prices on every node, a pure function of the instant. */
class WalkFeed extends ScriptedFeed {
  private readonly prices: string[] = []

  constructor(clock: ManualClock, seed: number) {
    super(clock)
    let state = seed
    const random = () => {
      state = (state + 0x6d2b79f5) | 0
      let t = Math.imul(state ^ (state >>> 15), 1 | state)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
    // whole cents around 60,000, steps of up to 0.2 %: several percent over the ten minutes
    let cents = 6_000_000
    for (let i = 0; i <= STEPS; i++) {
      this.prices.push((cents / 100).toFixed(2))
      cents = Math.max(100_000, cents + Math.round((random() - 0.5) * 0.004 * cents))
    }
  }

  override priceAt(matchId: number, timeMs: number): string {
    if (matchId !== BTC || timeMs < START) return super.priceAt(matchId, timeMs)
    return this.prices[Math.min(Math.floor((timeMs - START) / TICK_MS), STEPS)]
  }
}

const dbs: Db[] = []
const apps: FastifyInstance[] = []
let db: Db
const clock = new ManualClock(new Date(START))
const feed = new WalkFeed(clock, 20301127)
const deps = { clock, feed, tz: 'UTC' }

beforeAll(async () => {
  const opened = await nodeDatabases()
  dbs.push(...opened.dbs)
  db = dbs[0]
  for (const node of opened.nodes) {
    apps.push(
      await buildApp({
        db: node,
        clock,
        feed,
        uploadDir: tmpdir(),
        realtime: false,
        passwordCost: 1024,
        // the race is about closing once, not load shedding: nothing is turned away as busy
        admission: { concurrency: 4, queue: 1000 },
      }),
    )
  }
}, BOOT_TIMEOUT)

afterAll(async () => {
  for (const app of apps) await app.close()
  for (const open of dbs) await open.close()
})

afterEach(async () => {
  await expectLeverBooks(db)
  expect(await db.query(`SELECT 1 FROM balances WHERE balance < 0 OR frozen < 0`)).toEqual([])
})

/** A small seeded generator for the positions' own choices. */
function chooser(seed: number) {
  let state = seed
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state % n
  }
}

it('walks 1,000 positions of 50 users on two nodes: each crossing applied once, at its tick', async () => {
  const pick = chooser(7)
  const users: { id: number }[] = []
  for (let i = 0; i < 50; i++) {
    const user = await makeUser(db, clock)
    await fund(db, clock, user.id, '100000', USDT, 'lever')
    users.push(user)
  }
  const multiples = ['2', '10', '20', '50', '100']
  for (let i = 0; i < 1000; i++) {
    const type = pick(2) === 0 ? '1' : '2'
    const long = type === '1'
    // lines 0.3 % to 3 % away, on the side each belongs to; a quarter of them without
    const away = (pct: number, up: boolean) => ((60000 * (1 + (up ? pct : -pct))) / 1).toFixed(2)
    const tp = pick(4) === 0 ? '' : away(0.003 + pick(27) / 1000, long)
    const sl = pick(4) === 0 ? '' : away(0.003 + pick(8) / 1000, !long)
    const input = {
      currencyId: BTC,
      legalId: USDT,
      type,
      share: String(1 + pick(5)),
      multiple: multiples[pick(multiples.length)],
      kind: '1',
      targetPrice: '',
      takeProfit: tp,
      stopLoss: sl,
    }
    // a stop-loss beyond a high multiple's liquidation price is refused: then it goes without
    await db
      .tx((q) => submitPosition(q, clock, feed, 'UTC', users[i % 50].id, input))
      .catch(() =>
        db.tx((q) =>
          submitPosition(q, clock, feed, 'UTC', users[i % 50].id, { ...input, stopLoss: '' }),
        ),
      )
  }
  const opened = await db.query<PositionRow>('SELECT * FROM lever_positions ORDER BY id')
  expect(opened).toHaveLength(1000)

  // both nodes walk at once while the clock moves on in uneven steps
  while (clock.now().getTime() < START + STEPS * TICK_MS) {
    clock.advance(250 + pick(4000))
    await Promise.all(dbs.map((node) => triggerRound(node, deps, () => undefined)))
  }
  await Promise.all(dbs.map((node) => triggerRound(node, deps, () => undefined)))

  // the model: every tick after the position opened, in order, against its lines
  const [market] = await db.query<LeverMarketRow>(
    'SELECT * FROM lever_markets WHERE match_id = $1',
    [BTC],
  )
  const match = feed.matches().find((m) => m.id === BTC)
  if (!match) throw new Error('BTC is listed')
  const terms = termsOf(market, match)
  const ticks = []
  for (let t = START + TICK_MS; t <= market.checked_until.getTime(); t += TICK_MS) {
    ticks.push({ time: t, price: feed.priceAt(BTC, t) })
  }
  const after = new Map(
    (await db.query<PositionRow>('SELECT * FROM lever_positions')).map((r) => [r.id, r]),
  )
  let closed = 0
  for (const row of opened) {
    const expected = firstCrossing(row, ticks, terms)
    const now = after.get(row.id)
    if (!expected) {
      expect({ id: row.id, status: now?.status }).toEqual({ id: row.id, status: 1 })
      continue
    }
    closed++
    expect({
      id: row.id,
      status: now?.status,
      reason: now?.close_reason,
      at: now?.closed_at?.getTime(),
    }).toEqual({
      id: row.id,
      status: 3,
      reason: expected.kind === 'close' ? expected.reason : 'open',
      at: expected.tick.time,
    })
  }
  // the walk reached enough lines for the test to mean something
  expect(closed).toBeGreaterThan(300)
  const reasons = await db.query<{ close_reason: string }>(
    'SELECT DISTINCT close_reason FROM lever_positions WHERE status = 3 ORDER BY 1',
  )
  expect(reasons.map((r) => r.close_reason)).toEqual(['liquidation', 'stop_loss', 'take_profit'])
}, 300_000)

it('closes each position once under 30 racing closes and batch closes on both nodes', async () => {
  const user = await makeUser(db, clock)
  await fund(db, clock, user.id, '10000', USDT, 'lever')
  const ids: number[] = []
  for (let i = 0; i < 6; i++) {
    const input = {
      currencyId: BTC,
      legalId: USDT,
      type: i % 2 ? '2' : '1',
      share: '1',
      multiple: '10',
      kind: '1',
      targetPrice: '',
      takeProfit: '',
      stopLoss: '',
    }
    const placed = await db.tx((q) => submitPosition(q, clock, feed, 'UTC', user.id, input))
    ids.push(placed.row.id)
  }
  const urls = await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })))
  const post = async (node: number, path: string, payload: Record<string, string>) => {
    const answer = await fetch(`${urls[node]}/api/lever/${path}`, {
      method: 'POST',
      headers: { authorization: user.token, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    })
    return (await answer.json()) as { type: string; message: unknown }
  }
  const calls = []
  for (let i = 0; i < 30; i++) {
    const node = i % 2
    calls.push(
      i % 5 === 4
        ? post(node, 'batch_close', { type: String(i % 3) })
        : post(node, 'close', { id: String(ids[i % ids.length]) }),
    )
  }
  const answers = await Promise.all(calls)
  // a close that came second says so; nothing else fails
  for (const body of answers) {
    if (body.type !== 'ok') expect(body.message).toBe('This position is no longer open')
  }
  const rows = await db.query<{ status: number; closes: string }>(
    `SELECT p.status, (SELECT count(*) FROM account_records r WHERE r.ref_type = 'lever_position'
        AND r.ref_id = p.id AND r.type = 'lever_close' AND r.part = 'frozen') AS closes
       FROM lever_positions p WHERE p.id = ANY($1::bigint[])`,
    [ids],
  )
  expect(rows.map((r) => [r.status, Number(r.closes)])).toEqual(ids.map(() => [3, 1]))
})
