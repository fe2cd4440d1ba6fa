import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { isUniqueViolation, openDb, parseInt8, type Db } from '../../../server/src/infra/db/client'
import { migrate } from '../../../server/src/infra/db/migrate'
import { BOOT_TIMEOUT, freshPgUrl } from './helpers'

const isDate = (v: unknown) => Object.prototype.toString.call(v) === '[object Date]'

// The same checks run against a PostgreSQL server when TEST_DATABASE_URL names one, so the two
// engines are held to the same behaviour; without it only PGlite runs.
const engines: [string, () => Promise<Db>][] = [['pglite', () => openDb()]]
if (process.env.TEST_DATABASE_URL) {
  engines.push(['pg', async () => openDb({ url: await freshPgUrl() })])
}

describe.each(engines)('%s', (_engine, open) => {
  let db: Db
  beforeAll(async () => {
    db = await open()
  }, BOOT_TIMEOUT)
  afterAll(() => db.close())

  it('applies the migrations once, and a second run changes nothing', async () => {
    const first = await migrate(db)
    expect(first).toContain('001_users.sql')
    expect(await migrate(db)).toEqual([])
    const [settings] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM settings')
    expect(settings.n).toBeGreaterThan(0)
  })

  it('returns ids as numbers, numeric as strings, timestamptz as Date, booleans as booleans', async () => {
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT 42::bigint AS id, 12345678.123456789::numeric AS money, 0.1::numeric(10,2) AS fee,
              '2030-01-02T03:04:05.678Z'::timestamptz AS at, true AS yes, 7::smallint AS small,
              '{"a": 1}'::jsonb AS doc`,
    )
    expect(row.id).toBe(42)
    expect(row.money).toBe('12345678.123456789')
    expect(row.fee).toBe('0.10')
    expect(isDate(row.at)).toBe(true)
    expect((row.at as Date).toISOString()).toBe('2030-01-02T03:04:05.678Z')
    expect(row.yes).toBe(true)
    expect(row.small).toBe(7)
    expect(row.doc).toEqual({ a: 1 })
  })

  it('takes Date parameters', async () => {
    const at = new Date('2031-05-06T07:08:09.010Z')
    const [row] = await db.query<{ at: Date }>('SELECT $1::timestamptz AS at', [at])
    expect(row.at.toISOString()).toBe(at.toISOString())
  })

  it('rolls a failed transaction back completely', async () => {
    await db.exec('CREATE TABLE IF NOT EXISTS tx_probe (id int PRIMARY KEY)')
    const failed = await db
      .tx(async (q) => {
        await q.query('INSERT INTO tx_probe (id) VALUES (1)')
        await q.query('INSERT INTO tx_probe (id) VALUES (1)')
      })
      .then(
        () => undefined,
        (err: unknown) => err,
      )
    expect(isUniqueViolation(failed, 'tx_probe_pkey')).toBe(true)
    expect(isUniqueViolation(failed, 'other_constraint')).toBe(false)
    expect(await db.query('SELECT * FROM tx_probe')).toEqual([])
    expect(
      await db.tx(async (q) => q.query('INSERT INTO tx_probe VALUES (2) RETURNING id')),
    ).toEqual([{ id: 2 }])
  })
})

describe('migrate', () => {
  it(
    'records nothing when a migration fails, and applies it once fixed',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'))
      const db = await openDb()
      try {
        await writeFile(
          path.join(dir, '001_a.sql'),
          'CREATE TABLE a (id int); CREATE TABLE b (id int);',
        )
        await writeFile(path.join(dir, '002_b.sql'), 'CREATE TABLE c (id int); SELECT nope;')
        await expect(migrate(db, dir)).rejects.toThrow()
        const tables = await db.query<{ name: string }>(
          "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
        )
        // 001 is in; nothing of 002 is, not even the statement before the failing one.
        expect(tables.map((t) => t.name)).toEqual(['a', 'b', 'schema_migrations'])
        await writeFile(path.join(dir, '002_b.sql'), 'CREATE TABLE c (id int);')
        expect(await migrate(db, dir)).toEqual(['002_b.sql'])
      } finally {
        await db.close()
        await rm(dir, { recursive: true, force: true })
      }
    },
    BOOT_TIMEOUT,
  )
})

describe('parseInt8', () => {
  it('refuses values a number cannot hold exactly', () => {
    expect(parseInt8('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER)
    expect(() => parseInt8('9007199254740993')).toThrow(RangeError)
  })
})
