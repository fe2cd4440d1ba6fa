// Starts the reference server: `npx tsx server/src/main.ts` (settings: env.ts).
import { mkdir } from 'node:fs/promises'
import { buildApp } from './app'
import { systemClock } from './infra/clock'
import { openDb } from './infra/db/client'
import { migrate } from './infra/db/migrate'
import { readEnv } from './env'
import { installationFeedSeed } from './content/settings'
import { SimulatedFeed } from './market/simulatedFeed'

async function main(): Promise<void> {
  const env = readEnv()
  await mkdir(env.uploadDir, { recursive: true })
  if (!env.databaseUrl) await mkdir(env.pgDataDir, { recursive: true })
  // The app's logger exists only once the app is built; until then errors go to stderr.
  let logError: (err: unknown) => void = (err) => console.error(err)
  let logDatabase = (up: boolean, err?: unknown) =>
    console.error(up ? 'database back' : 'database unreachable', err ?? '')
  const db = await openDb(
    env.databaseUrl
      ? { url: env.databaseUrl, log: (up, err) => logDatabase(up, err) }
      : { dataDir: env.pgDataDir },
  )
  const applied = await migrate(db)

  // Same seed, same prices on every node and after every restart.
  const feed = new SimulatedFeed({
    clock: systemClock,
    seed: env.feedSeed ?? (await installationFeedSeed(db)),
    onError: (err) => logError(err),
  })
  const app = await buildApp({
    db,
    feed,
    opsToken: env.opsToken,
    staticDir: env.staticDir,
    uploadDir: env.uploadDir,
    houseInviteCode: env.houseInviteCode,
    trustProxy: env.trustProxy,
    demo: env.demo ? {} : undefined,
    businessTz: env.businessTz,
    admission: env.admission,
    pay: env.pay,
    logger: true,
  })
  logError = (err) => app.log.error({ err }, 'market feed error')
  logDatabase = (up, err) =>
    up
      ? app.log.info('database back: taking requests and running jobs again')
      : app.log.error({ err }, 'database unreachable: answering 503 until it is back')
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied')
  app.log.info(
    env.databaseUrl
      ? 'database: PostgreSQL (DATABASE_URL)'
      : `database: PGlite in ${env.pgDataDir}`,
  )

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down')
    try {
      await app.close()
      await db.close()
      process.exit(0)
    } catch (err) {
      app.log.error({ err }, 'unclean shutdown')
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))

  // The app's job runner advances the feed from here on, with the other jobs.
  await app.listen({ port: env.port, host: env.host })
  const shown = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host
  app.log.info(`open http://${shown}:${env.port}/`)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
