// One Db interface over two engines: embedded PGlite (default) and a PostgreSQL server
// (DATABASE_URL). Both hand back the same JS types (values.ts), or code that passes on PGlite
// would break in production.
import type { DbAvailability } from './availability'
import { openPg, type PgOptions } from './pg'
import { openPglite } from './pglite'

export { parseInt8 } from './values'

export type Row = Record<string, unknown>

export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface Db extends Queryable {
  /**
   * Runs `fn` in one transaction, committed when it resolves and rolled back when it throws.
   * Inside `fn`, use only `q`: on PGlite a query on the Db itself waits for the transaction to
   * finish, so it would never return.
   */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
  readonly engine: 'pglite' | 'pg'
  /** the PostgreSQL server's URL (engine 'pg'), for what needs its own connections */
  readonly url?: string
  /** whether the server can be reached (engine 'pg'); an embedded database always can */
  readonly availability?: DbAvailability
}

export interface OpenDbOptions {
  /** postgres://... ; when set, a pg Pool is used */
  url?: string
  /** PGlite data directory; in memory when neither url nor dataDir is given */
  dataDir?: string
  /** PGlite only: start from a dumped data directory (dumpPglite) instead of an empty one */
  template?: Blob
  /** PostgreSQL only: where word of the server going away and coming back goes */
  log?: PgOptions['log']
}

export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  if (options.url) return openPg(options.url, { log: options.log })
  return openPglite({ dataDir: options.dataDir, template: options.template })
}

export const PG_UNIQUE_VIOLATION = '23505'

/** True for a unique-constraint violation, optionally on one named constraint. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (typeof err !== 'object' || err === null) return false
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown }
  if (e.code !== PG_UNIQUE_VIOLATION) return false
  if (!constraint) return true
  // PGlite's error may carry the constraint name only inside the message.
  return (
    e.constraint === constraint ||
    (typeof e.message === 'string' && e.message.includes(`"${constraint}"`))
  )
}
