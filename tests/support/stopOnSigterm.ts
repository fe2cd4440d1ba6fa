// A test server process (clockedServer.ts, setup/integrationServer.ts) ends cleanly when its
// parent stops it: the app closes its connections, then the database, then the process exits.
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../server/src/infra/db/client'

export function stopOnSigterm(app: FastifyInstance, db: Db): void {
  process.on(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => db.close())
        .then(() => process.exit(0)),
  )
}
