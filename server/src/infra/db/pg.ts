// A PostgreSQL server (DATABASE_URL), through a pg connection pool that outlives the server:
// a restart or failover fails the work under way cleanly and the node takes work again when the
// server is back (availability.ts).
import pg from 'pg'
import { Availability } from './availability'
import type { Db, Queryable } from './client'
import { keepText, OID, parseInt8, toParams } from './values'

function typeParser(oid: number, format?: string): (value: string) => unknown {
  if (oid === OID.INT8) return parseInt8
  if (oid === OID.NUMERIC) return keepText
  // The defaults already match PGlite for the rest (timestamptz -> Date, bool, json).
  return pg.types.getTypeParser(oid, (format ?? 'text') as 'text')
}

/** How long a request may wait for a connection before the database counts as unreachable. */
export const CONNECT_TIMEOUT_MS = 5000

export interface PgOptions {
  /** told once when the database goes away and once when it is back */
  log?: (up: boolean, err?: unknown) => void
}

export async function openPg(url: string, options: PgOptions = {}): Promise<Db> {
  const settings = {
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // a server that vanished without closing its sockets (a failed host) is found out too
    keepAlive: true,
  }
  const pool = new pg.Pool({
    ...settings,
    types: { getTypeParser: typeParser as typeof pg.types.getTypeParser },
  })
  // An idle client losing its connection emits on the pool, which has already discarded it;
  // unhandled, that would end the process. The next query that needs the server says the rest.
  pool.on('error', () => undefined)
  const availability = new Availability({
    async probe() {
      const client = new pg.Client(settings)
      client.on('error', () => undefined)
      try {
        await client.connect()
        await client.query('SELECT 1')
      } finally {
        await client.end().catch(() => undefined)
      }
    },
    log: options.log ?? ((up, err) => console.error(up ? 'database back' : 'database lost', err)),
  })
  await pool.query('SELECT 1')
  const run = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, toParams(params))
      return result.rows as T[]
    },
    async exec(sql: string) {
      await client.query(sql)
    },
  })
  const direct = run(pool)
  return {
    engine: 'pg',
    url,
    availability,
    query: (sql, params) => availability.guard(() => direct.query(sql, params)),
    exec: (sql) => availability.guard(() => direct.exec(sql)),
    tx: (fn) => availability.guard(() => transaction(pool, run, fn)),
    async close() {
      availability.close()
      await pool.end()
    },
  }
}

/**
 * `fn` in one transaction on a client of its own. A client checked out of the pool has no
 * listener of the pool's: one whose connection ends mid-transaction would emit an error nobody
 * hears and end the process, so it gets one here, and is discarded rather than handed out again.
 */
async function transaction<T>(
  pool: pg.Pool,
  run: (client: pg.PoolClient) => Queryable,
  fn: (q: Queryable) => Promise<T>,
): Promise<T> {
  const client = await pool.connect()
  let broken: Error | undefined
  const onLost = (err: Error) => {
    broken = err
  }
  client.on('error', onLost)
  try {
    await client.query('BEGIN')
    const result = await fn(run(client))
    await client.query('COMMIT')
    return result
  } catch (err) {
    if (!broken) {
      await client.query('ROLLBACK').catch((rollbackErr: Error) => {
        broken = rollbackErr
      })
    }
    throw err
  } finally {
    client.release(broken)
    client.off('error', onLost)
  }
}
