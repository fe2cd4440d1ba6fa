// Ordered .sql files, each applied once in its own transaction and recorded in schema_migrations,
// so a half-applied migration never stays behind and a second run changes nothing.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { type Db } from './client'

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations')

/** Applies the migrations not yet recorded; returns the names it applied, in order. */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       name text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  )
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort()
  const applied: string[] = []
  for (const name of files) {
    const sql = await readFile(path.join(dir, name), 'utf8')
    const done = await db.tx(async (q) => {
      // A second server starting at the same time waits here instead of applying the file twice.
      await q.exec('LOCK TABLE schema_migrations IN EXCLUSIVE MODE')
      const seen = await q.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name])
      if (seen.length > 0) return false
      await q.exec(sql)
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name])
      return true
    })
    if (done) applied.push(name)
  }
  return applied
}
