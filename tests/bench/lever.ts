// Issue 27's measures of the trigger walk, printed as JSON by `npx tsx tests/bench/lever.ts`, on
// PGlite on disk (as `npm start` runs) with 10,000 open positions of 100 users on BTC/USDT, opened
// through the domain (submitPosition in its transaction, as the route runs it):
// - quiet: a round in which no line is reached, per 1,000 open positions;
// - latency: the price steps up 0.02 % once a second at a grid instant (a steady 1.2 % a minute),
//   crossing about twenty take-profit and stop-loss lines each time; the job runs just after each
//   grid instant, as lever/jobs.ts schedules it; from the crossing tick's instant to the closing
//   transaction's commit, p99 (budget 200 ms);
// - a rally: the same at 0.1 % a second, about a hundred lines a tick, reported;
// - closing: 1,000 positions crossed by one tick, the round's time per 1,000 positions;
// then every balance equal to its records, every frozen unit held by a live position, and no loss
// beyond its margin.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { systemClock } from '../../server/src/infra/clock'
import { openDb } from '../../server/src/infra/db/client'
import { migrate } from '../../server/src/infra/db/migrate'
import { AFTER_TICK_MS } from '../../server/src/lever/jobs'
import type { PositionRow } from '../../server/src/lever/positions'
import { submitPosition } from '../../server/src/lever/submit'
import { triggerRound } from '../../server/src/lever/triggers'
import { TICK_MS } from '../../server/src/market/grid'
import { countUnbalanced, leverCloseAnomalies, leverFrozenMismatches } from '../support/books'
import { PathFeed } from '../support/pathFeed'
import { seedFundedUsers } from '../support/seedUsers'
import { round, stats } from './traders'

const BTC = 1
const USDT = 3
const POSITIONS = 10_000
const USERS = 100
/** Seconds of each price path, and its step a second. */
const STEADY = { seconds: 60, step: 1.0002 }
const RALLY = { seconds: 10, step: 1.001 }
const MARK = '60000'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** The next grid instant after now. */
const nextTick = () => (Math.floor(Date.now() / TICK_MS) + 1) * TICK_MS

export type LeverLoad = Awaited<ReturnType<typeof measure>>

async function measure() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tradeapp-lever-bench-'))
  const db = await openDb({ dataDir })
  await migrate(db)
  const feed = new PathFeed(systemClock)
  feed.setPrice(BTC, 0, MARK)
  const deps = { clock: systemClock, feed, tz: 'UTC' }
  const users = await seedFundedUsers(
    db,
    USERS,
    [{ wallet: 'lever', currencyId: USDT, amount: '10000000' }],
    'lever',
  )

  // 10,000 positions, half long and half short, 2x to 20x, each with a take-profit 1 % to 21 %
  // away and a stop-loss on its own side 1 % away up to most of the way to its liquidation price
  let seeded = 0
  const seeding = performance.now()
  for (let i = 0; i < POSITIONS; i++) {
    const long = i % 2 === 0
    const away = (pct: number, up: boolean) => (Number(MARK) * (1 + (up ? pct : -pct))).toFixed(2)
    const multiple = [2, 5, 10, 20][i % 4]
    const tp = 0.01 + Math.random() * 0.2
    const sl = 0.01 + Math.random() * (0.8 / multiple - 0.01)
    await db.tx((q) =>
      submitPosition(q, systemClock, feed, 'UTC', users[i % USERS].id, {
        currencyId: BTC,
        legalId: USDT,
        type: long ? '1' : '2',
        share: String(1 + (i % 5)),
        multiple: String(multiple),
        kind: '1',
        targetPrice: '',
        takeProfit: away(tp, long),
        stopLoss: away(sl, !long),
      }),
    )
    seeded++
  }
  const opensPerSecond = round((seeded / (performance.now() - seeding)) * 1000)
  await triggerRound(db, deps, () => undefined)

  // a quiet round: the price where it was, nothing reached
  const quietRuns: number[] = []
  for (let i = 0; i < 20; i++) {
    await sleep(TICK_MS)
    const started = performance.now()
    await triggerRound(db, deps, () => undefined)
    quietRuns.push(performance.now() - started)
  }
  const quiet = stats(quietRuns)

  // the price steps up at a grid instant once a second; the job runs after each instant
  let price = Number(MARK)
  const walk = async (path: { seconds: number; step: number }) => {
    const latencies: number[] = []
    for (let second = 0; second < path.seconds; second++) {
      price *= path.step
      const at = nextTick()
      feed.setPrice(BTC, at, price.toFixed(2))
      for (let t = at; t < at + 4 * TICK_MS; t += TICK_MS) {
        await sleep(Math.max(0, t + AFTER_TICK_MS - Date.now()))
        await triggerRound(db, deps, (outcome) => {
          const committedAt = Date.now()
          for (const row of outcome.positions) {
            if (row.status === 3 && row.closed_at)
              latencies.push(committedAt - row.closed_at.getTime())
          }
        })
      }
    }
    return stats(latencies)
  }
  // the first percent crosses nothing: every line is at least 1 % away
  price *= 1.01
  const latency = await walk(STEADY)
  const rally = await walk(RALLY)

  // one tick crosses 1,000 lines at once: the next thousand take-profits of the longs above
  const longs = await db.query<{ target_profit_price: string }>(
    `SELECT target_profit_price FROM lever_positions
      WHERE status = 1 AND type = 1 AND target_profit_price IS NOT NULL
      ORDER BY target_profit_price LIMIT 1000`,
  )
  const across = longs[longs.length - 1]?.target_profit_price ?? MARK
  const crossAt = nextTick()
  feed.setPrice(BTC, crossAt, across)
  await sleep(Math.max(0, crossAt + AFTER_TICK_MS - Date.now()))
  let closedAtOnce = 0
  const closing = performance.now()
  await triggerRound(db, deps, (outcome) => {
    closedAtOnce += outcome.positions.filter((row: PositionRow) => row.status === 3).length
  })
  const closingMs = performance.now() - closing

  const open = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM lever_positions WHERE status = 1',
  )
  const result = {
    positions: POSITIONS,
    opensPerSecond,
    quietMsPer1000: round(quiet.p50 / (open[0].n / 1000)),
    quietMs: quiet,
    latencyMs: latency,
    rallyLatencyMs: rally,
    closedAtOnce,
    closingMsPer1000: closedAtOnce > 0 ? round(closingMs / (closedAtOnce / 1000)) : null,
    unbalancedAccounts: await countUnbalanced(db),
    frozenMismatches: (await leverFrozenMismatches(db)).length,
    lossBeyondMargin: (await leverCloseAnomalies(db)).length,
  }
  await db.close()
  rmSync(dataDir, { recursive: true, force: true })
  return result
}

measure().then(
  (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
