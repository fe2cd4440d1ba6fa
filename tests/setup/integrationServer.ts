// The reference server for integration suites: buildApp on an in-memory PGlite, on a free port.
// Runs in its own Node process (started by startServer.js) so jest's transforms never touch it.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { buildApp } from '../../server/src/app'
import { HOUR, MINUTE } from '../../server/src/infra/clock'
import { openDb } from '../../server/src/infra/db/client'
import { migrate } from '../../server/src/infra/db/migrate'
import { TEST_INVITE_CODE, TEST_OPS_TOKEN, TEST_SECONDS } from './constants'
import { stopOnSigterm } from '../support/stopOnSigterm'

async function run(): Promise<void> {
  const db = await openDb()
  await migrate(db)
  // A 2-second time option beside the real ones, so trade suites see orders settle while they wait.
  await db.query(
    `INSERT INTO seconds_options (seconds, status, profit_ratio, min_amount, fee_rate)
     VALUES ($1, 1, 10, 1, 0.001)`,
    [TEST_SECONDS],
  )
  const app = await buildApp({
    db,
    uploadDir: mkdtempSync(path.join(tmpdir(), 'tradeapp-uploads-')),
    opsToken: TEST_OPS_TOKEN,
    houseInviteCode: TEST_INVITE_CODE,
    logger: false,
    // every integration suite shares this server at once, from one address: none is turned
    // away as busy, and the per-address limits count a whole run's sign-ups, not one person's
    admission: { concurrency: 4, queue: 1000 },
    limits: {
      codePerIp: { max: 1000, windowMs: HOUR },
      registerPerIp: { max: 1000, windowMs: MINUTE },
      loginPerIp: { max: 1000, windowMs: MINUTE },
    },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  process.stdout.write(JSON.stringify({ origin: `http://127.0.0.1:${port}` }) + '\n')
  stopOnSigterm(app, db)
}

run().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
