// The PostgreSQL pool when a connection ends under it (issue 53): a transaction whose backend is
// terminated fails cleanly, its client is discarded and never handed out again, and the process
// stays up. Needs TEST_DATABASE_URL, as CI has.
import { openDb, type Db } from '../../../server/src/infra/db/client'
import { DbUnavailableError } from '../../../server/src/infra/db/availability'
import { freshPgUrl } from './helpers'

const pgUrl = process.env.TEST_DATABASE_URL

;(pgUrl ? describe : describe.skip)(
  'a PostgreSQL connection that ends (skipped without TEST_DATABASE_URL)',
  () => {
    let db: Db
    let admin: Db
    const uncaught: unknown[] = []
    const record = (err: unknown) => uncaught.push(err)
    const changes: boolean[] = []

    beforeAll(async () => {
      process.on('uncaughtException', record)
      const url = await freshPgUrl()
      db = await openDb({ url, log: (up) => changes.push(up) })
      admin = await openDb({ url })
      await db.exec('CREATE TABLE kept (id int PRIMARY KEY)')
    })

    afterAll(async () => {
      process.off('uncaughtException', record)
      await db?.close()
      await admin?.close()
    })

    const terminate = (pid: number) => admin.query('SELECT pg_terminate_backend($1)', [pid])

    it('fails the transaction, writes nothing, and never hands the dead client out again', async () => {
      let killed = 0
      const attempt = db.tx(async (q) => {
        const [{ pid }] = await q.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
        killed = pid
        await q.query('INSERT INTO kept (id) VALUES (1)')
        await terminate(pid)
        await q.query('INSERT INTO kept (id) VALUES (2)')
      })
      await expect(attempt).rejects.toBeInstanceOf(DbUnavailableError)

      // the node found it out once, and is back as soon as its probe got through
      for (let i = 0; i < 100 && db.availability?.isUp() !== true; i++) {
        await new Promise((r) => setTimeout(r, 20))
      }
      expect(db.availability?.isUp()).toBe(true)
      expect(changes).toEqual([false, true])

      const pids = await Promise.all(
        Array.from({ length: 12 }, () =>
          db.tx(async (q) => {
            const [{ pid }] = await q.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
            // holds its client, so the twelve use every client of the pool at once
            await q.query('SELECT pg_sleep(0.05)')
            return pid
          }),
        ),
      )
      expect(pids).not.toContain(killed)
      expect(await db.query('SELECT id FROM kept')).toEqual([])
      expect(uncaught).toEqual([])
    })

    it('takes queries again after an idle client of the pool lost its connection', async () => {
      const [{ pid }] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
      await terminate(pid)
      // The pool hears of its idle client's end and drops it; a query sent before that finds the
      // dead connection and is refused as unavailable, never answered wrongly.
      let answered: number | undefined
      for (let i = 0; i < 100 && answered === undefined; i++) {
        try {
          const [row] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
          answered = row.pid
        } catch (err) {
          expect(err).toBeInstanceOf(DbUnavailableError)
          await new Promise((r) => setTimeout(r, 20))
        }
      }
      expect(answered).toBeDefined()
      expect(answered).not.toBe(pid)
      expect(uncaught).toEqual([])
    })
  },
)
