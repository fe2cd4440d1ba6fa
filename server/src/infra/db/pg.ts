// A PostgreSQL server (DATABASE_URL), through a pg connection pool.
import pg from 'pg'
import type { Db, Queryable } from './client'
import { keepText, OID, parseInt8, toParams } from './values'

function typeParser(oid: number, format?: string): (value: string) => unknown {
  if (oid === OID.INT8) return parseInt8
  if (oid === OID.NUMERIC) return keepText
  // The defaults already match PGlite for the rest (timestamptz -> Date, bool, json).
  return pg.types.getTypeParser(oid, (format ?? 'text') as 'text')
}

export async function openPg(url: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    types: { getTypeParser: typeParser as typeof pg.types.getTypeParser },
  })
  // An idle client losing its connection emits on the pool; unhandled, that would end the process.
  pool.on('error', (err) => console.error('postgres pool error', err))
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
  return {
    engine: 'pg',
    url,
    ...run(pool),
    async tx(fn) {
      const client = await pool.connect()
      let broken: Error | undefined
      try {
        await client.query('BEGIN')
        const result = await fn(run(client))
        await client.query('COMMIT')
        return result
      } catch (err) {
        await client.query('ROLLBACK').catch((rollbackErr: Error) => {
          broken = rollbackErr
        })
        throw err
      } finally {
        // A connection that could not even roll back is not handed out again.
        client.release(broken)
      }
    },
    close: () => pool.end(),
  }
}
