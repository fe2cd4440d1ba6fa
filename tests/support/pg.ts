// A PostgreSQL of the tests' own (TEST_DATABASE_URL, as CI has), one schema per suite.
import { openDb } from '../../server/src/infra/db/client'

/**
 * TEST_DATABASE_URL with a schema of its own (a fresh one per call), so suites sharing one
 * PostgreSQL server run side by side without seeing each other's rows; undefined without it.
 */
export async function freshPgUrl(
  base = process.env.TEST_DATABASE_URL,
): Promise<string | undefined> {
  if (!base) return undefined
  const schema = `test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const admin = await openDb({ url: base })
  try {
    await admin.exec(`CREATE SCHEMA ${schema}`)
  } finally {
    await admin.close()
  }
  const url = new URL(base)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return url.toString()
}
