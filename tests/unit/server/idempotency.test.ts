// The idempotency helper: one key, one action; a replay gets the first answer; another payload
// under the same key is refused; a refused action leaves the key free.
import { ManualClock } from '../../../server/src/infra/clock'
import type { Db, Queryable } from '../../../server/src/infra/db/client'
import {
  IDEMPOTENCY_KEY_MAX,
  idempotent,
  readIdempotencyKey,
  type IdempotentRequest,
} from '../../../server/src/infra/money/idempotency'
import { AppError } from '../../../server/src/infra/appError'
import { BOOT_TIMEOUT, openTestDb } from './helpers'

let db: Db
const clock = new ManualClock()
beforeAll(async () => {
  db = await openTestDb()
  await db.exec('CREATE TABLE idem_probe (id serial PRIMARY KEY, note text NOT NULL)')
}, BOOT_TIMEOUT)
afterAll(() => db.close())

let nextKey = 0
const freshKey = () => `key-${++nextKey}`

/** An action that writes a row and answers with its id; counts how often it ran. */
function probe() {
  const runs = { count: 0 }
  const act = async (q: Queryable) => {
    runs.count++
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO idem_probe (note) VALUES ('x') RETURNING id`,
    )
    return { id: row.id, amount: '10.00' }
  }
  return { runs, act }
}

const request = (key: string | undefined, payload: Record<string, string> = { a: '1' }) =>
  ({ owner: 'user:1', key, call: 'test/act', payload }) satisfies IdempotentRequest

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (err: unknown) => (err instanceof AppError ? err.key : err),
  )

describe('idempotent', () => {
  it('runs every request without a key', async () => {
    const { runs, act } = probe()
    const first = await idempotent(db, clock, request(undefined), act)
    const second = await idempotent(db, clock, request(undefined), act)
    expect(second.id).not.toBe(first.id)
    expect(runs.count).toBe(2)
  })

  it('answers a replay with the first answer and acts once', async () => {
    const { runs, act } = probe()
    const key = freshKey()
    const first = await idempotent(db, clock, request(key), act)
    const again = await idempotent(db, clock, request(key), act)
    expect(again).toEqual(first)
    expect(runs.count).toBe(1)
  })

  it('treats the payload as a whole, whatever the field order', async () => {
    const { runs, act } = probe()
    const key = freshKey()
    await idempotent(db, clock, request(key, { a: '1', b: '2' }), act)
    await idempotent(db, clock, request(key, { b: '2', a: '1' }), act)
    expect(runs.count).toBe(1)
  })

  it('refuses the same key with another payload or for another call', async () => {
    const { runs, act } = probe()
    const key = freshKey()
    await idempotent(db, clock, request(key, { a: '1' }), act)
    expect(await refusal(idempotent(db, clock, request(key, { a: '2' }), act))).toBe(
      'idempotency_key_reused',
    )
    const otherCall = { ...request(key), call: 'test/other' }
    expect(await refusal(idempotent(db, clock, otherCall, act))).toBe('idempotency_key_reused')
    expect(runs.count).toBe(1)
  })

  it('scopes keys to their owner', async () => {
    const { runs, act } = probe()
    const key = freshKey()
    await idempotent(db, clock, request(key), act)
    await idempotent(db, clock, { ...request(key), owner: 'user:2' }, act)
    expect(runs.count).toBe(2)
  })

  it('keeps no key for a refused action: the retry acts', async () => {
    const key = freshKey()
    let fail = true
    const act = async (q: Queryable) => {
      await q.query(`INSERT INTO idem_probe (note) VALUES ('refused')`)
      if (fail) throw new AppError('insufficient_balance')
      return 'done'
    }
    expect(await refusal(idempotent(db, clock, request(key), act))).toBe('insufficient_balance')
    const [{ n }] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM idem_probe WHERE note = 'refused'`,
    )
    expect(n).toBe(0)
    fail = false
    expect(await idempotent(db, clock, request(key), act)).toBe('done')
  })

  it('lets one of ten racing requests with one key act; the others get its answer', async () => {
    const { runs, act } = probe()
    const key = freshKey()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => idempotent(db, clock, request(key), act)),
    )
    expect(runs.count).toBe(1)
    expect(new Set(answers.map((a) => a.id)).size).toBe(1)
  })
})

describe('readIdempotencyKey', () => {
  it('takes printable ASCII up to the limit and treats empty as absent', () => {
    expect(readIdempotencyKey(undefined)).toBeUndefined()
    expect(readIdempotencyKey('  ')).toBeUndefined()
    expect(readIdempotencyKey(' lz3k9-1-abc ')).toBe('lz3k9-1-abc')
    expect(readIdempotencyKey('k'.repeat(IDEMPOTENCY_KEY_MAX))).toHaveLength(IDEMPOTENCY_KEY_MAX)
  })

  it.each([
    ['one character too long', 'k'.repeat(IDEMPOTENCY_KEY_MAX + 1)],
    ['a space', 'two words'],
    ['non-ASCII', 'ключ'],
    ['a header sent twice', 'a, b'],
  ])('refuses %s', (_what, value) => {
    expect(() => readIdempotencyKey(value)).toThrow(AppError)
  })
})
