// The app's server as main.ts starts it (same settings, embedded PGlite, the H5 build), but on a
// clock that moves only when the test says: for journeys in which days pass (lock mining). A line
// `advance <ms>` on stdin moves the clock and runs the lock-mining scheduler once, as its minute
// round would; `advanced <orders>` on stdout answers it.
import { mkdir } from 'node:fs/promises'
import { createInterface } from 'node:readline'
import { buildApp, contextOf } from '../../server/src/app'
import { ManualClock } from '../../server/src/clock'
import { openDb } from '../../server/src/db/client'
import { migrate } from '../../server/src/db/migrate'
import { readEnv } from '../../server/src/env'
import { stopOnSigterm } from './stopOnSigterm'

async function main(): Promise<void> {
  const env = readEnv()
  await mkdir(env.uploadDir, { recursive: true })
  await mkdir(env.pgDataDir, { recursive: true })
  const db = await openDb({ dataDir: env.pgDataDir })
  await migrate(db)
  // from now: what the migrations seeded (products open from their run) is already in the past
  const clock = new ManualClock(new Date())
  const app = await buildApp({
    db,
    clock,
    opsToken: env.opsToken,
    staticDir: env.staticDir,
    uploadDir: env.uploadDir,
    houseInviteCode: env.houseInviteCode,
    businessTz: env.businessTz,
    logger: false,
  })
  const lockMining = contextOf(app).lockMining
  createInterface({ input: process.stdin }).on('line', (line) => {
    const [command, ms] = line.trim().split(' ')
    if (command !== 'advance') return
    clock.advance(Number(ms))
    lockMining.runOnce().then(
      (orders) => process.stdout.write(`advanced ${orders}\n`),
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
