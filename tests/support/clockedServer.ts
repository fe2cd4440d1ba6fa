// The app's server as main.ts starts it (same settings, embedded PGlite, the H5 build), but on a
// clock that moves only when the test says: for journeys in which days pass (lock mining). A line
// `advance <ms>` on stdin moves the clock and runs every job that time made due (the one job
// runner's runDue(), as its timers would have); `advanced <orders>` on stdout answers it with the
// lock-mining orders paid or ended, `advance failed ...` when a job's round failed. A line
// `price <match id> <price>` makes that the symbol's recorded price from the clock's instant on (a
// loan's LTV that rises as the price falls), answered by `priced`.
import { mkdir } from 'node:fs/promises'
import { createInterface } from 'node:readline'
import { buildApp, contextOf } from '../../server/src/app'
import { ManualClock } from '../../server/src/infra/clock'
import { openDb } from '../../server/src/infra/db/client'
import { migrate } from '../../server/src/infra/db/migrate'
import { readEnv } from '../../server/src/env'
import { PAYOUTS_JOB } from '../../server/src/lockMining/scheduler'
import { PathFeed } from './pathFeed'
import { stopOnSigterm } from './stopOnSigterm'

async function main(): Promise<void> {
  const env = readEnv()
  await mkdir(env.uploadDir, { recursive: true })
  await mkdir(env.pgDataDir, { recursive: true })
  const db = await openDb({ dataDir: env.pgDataDir })
  await migrate(db)
  // from now: what the migrations seeded (products open from their run) is already in the past
  const clock = new ManualClock(new Date())
  const feed = new PathFeed(clock)
  const app = await buildApp({
    db,
    clock,
    feed,
    opsToken: env.opsToken,
    staticDir: env.staticDir,
    uploadDir: env.uploadDir,
    houseInviteCode: env.houseInviteCode,
    businessTz: env.businessTz,
    logger: false,
  })
  const jobs = contextOf(app).jobs
  createInterface({ input: process.stdin }).on('line', (line) => {
    const [command, ms, price] = line.trim().split(' ')
    if (command === 'price') {
      feed.setPrice(Number(ms), clock.now(), price)
      process.stdout.write('priced\n')
      return
    }
    if (command !== 'advance') return
    clock.advance(Number(ms))
    jobs.runDue().then(
      (ran) => {
        for (const [job, outcome] of Object.entries(ran)) {
          if (outcome.ok) continue
          process.stdout.write(`advance failed ${job}: ${String(outcome.error)}\n`)
          return
        }
        const payouts = ran[PAYOUTS_JOB]
        process.stdout.write(`advanced ${payouts?.ok ? payouts.done : 0}\n`)
      },
      (err: unknown) => process.stdout.write(`advance failed ${String(err)}\n`),
    )
  })
  stopOnSigterm(app, db)
  await app.listen({ port: env.port, host: env.host })
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
