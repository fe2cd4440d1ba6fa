// Ordered .sql files, each applied once in its own transaction and recorded in schema_migrations,
// so a half-applied migration never stays behind and a second run changes nothing. A migration
// that must go through application code (seed content passes the same sanitiser as any other
// write) is a code migration, ordered among the files by its name.
//
// Several nodes may start at once on one database. Every step of the run (creating the record
// table, then each file) is a transaction that first takes one advisory lock, so the nodes take
// turns: `CREATE TABLE IF NOT EXISTS` is not safe against itself (two creators race on the catalog
// and one fails with a duplicate key on pg_type), and a table lock cannot guard a table that does
// not exist yet.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Db, Queryable } from './client'
import { CODE_MIGRATIONS, type CodeMigration } from './codeMigrations'

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations')

/** The advisory lock key of a migration run (any fixed number; "migr" in ASCII). */
const MIGRATION_LOCK = 0x6d696772

async function inTurn(q: Queryable): Promise<void> {
  await q.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`)
}

/** Applies the migrations not yet recorded; returns the names it applied, in order. */
export async function migrate(
  db: Db,
  dir: string = MIGRATIONS_DIR,
  code: Readonly<Record<string, CodeMigration>> = dir === MIGRATIONS_DIR ? CODE_MIGRATIONS : {},
): Promise<string[]> {
  await db.tx(async (q) => {
    await inTurn(q)
    await q.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    )
  })
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql'))
  const names = [...files, ...Object.keys(code)].sort()
  const applied: string[] = []
  for (const name of names) {
    const run = Object.hasOwn(code, name) ? code[name] : undefined
    const sql = run ? '' : await readFile(path.join(dir, name), 'utf8')
    const done = await db.tx(async (q) => {
      // A second server starting at the same time waits here instead of applying the file twice.
      await inTurn(q)
      const seen = await q.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name])
      if (seen.length > 0) return false
      if (run) await run(q)
      else await q.exec(sql)
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name])
      return true
    })
    if (done) applied.push(name)
  }
  return applied
}
