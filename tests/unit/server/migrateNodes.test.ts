// Several nodes started at once on an empty PostgreSQL database (issue 24): each migrates before it
// listens, so their runs race from the very first statement. Every node must come up, and each
// migration must be applied by exactly one of them. PGlite has one connection and cannot race.
import { readdir } from 'node:fs/promises'
import { installationFeedSeed } from '../../../server/src/content/settings'
import { openDb } from '../../../server/src/infra/db/client'
import { CODE_MIGRATIONS } from '../../../server/src/infra/db/codeMigrations'
import { MIGRATIONS_DIR, migrate } from '../../../server/src/infra/db/migrate'
import { freshPgUrl } from './helpers'

const NODES = 3
// The race lost about 2 starts in 5 before the run was serialised.
const TRIES = 5

const pgUrl = process.env.TEST_DATABASE_URL
;(pgUrl ? describe : describe.skip)(
  'nodes starting at once (skipped without TEST_DATABASE_URL)',
  () => {
    it(`brings up ${NODES} nodes on an empty database, each migration applied once, ${TRIES} times`, async () => {
      const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql'))
      const all = [...files, ...Object.keys(CODE_MIGRATIONS)].sort()
      for (let attempt = 0; attempt < TRIES; attempt++) {
        const url = await freshPgUrl()
        const nodes = await Promise.all(Array.from({ length: NODES }, () => openDb({ url })))
        try {
          const applied = await Promise.all(nodes.map((node) => migrate(node)))
          expect(applied.flat().sort()).toEqual(all)
          const seeds = await Promise.all(nodes.map((node) => installationFeedSeed(node)))
          expect(new Set(seeds).size).toBe(1)
        } finally {
          await Promise.all(nodes.map((node) => node.close()))
        }
      }
    }, 120_000)
  },
)
