// Rate limits and login guards kept in the database (issue 14 item 2): the sliding window, the
// login guard's captcha and lock, and several nodes counting one key together, also when their
// requests race (on PostgreSQL, with TEST_DATABASE_URL, over separate connections).
import { ManualClock, MINUTE, SECOND } from '../../../server/src/infra/clock'
import { openDb, type Db } from '../../../server/src/infra/db/client'
import { migrate } from '../../../server/src/infra/db/migrate'
import { LoginGuard } from '../../../server/src/identity/loginGuard'
import { RateLimiter } from '../../../server/src/infra/rateLimit'
import { freshPgUrl, openTestDb } from './helpers'

let db: Db
beforeAll(async () => {
  db = await openTestDb()
})
afterAll(async () => {
  await db.close()
})

describe('RateLimiter', () => {
  it('frees a slot when the oldest hit leaves the window', async () => {
    const clock = new ManualClock()
    const limiter = new RateLimiter(db, clock, 'window', { max: 2, windowMs: MINUTE })
    await limiter.hit('k')
    clock.advance(10 * SECOND)
    await limiter.hit('k')
    expect(await limiter.retryAfter('k')).toBe(50 * SECOND)
    expect(await limiter.retryAfter('other')).toBe(0)
    clock.advance(50 * SECOND)
    expect(await limiter.retryAfter('k')).toBe(0)
    expect(await limiter.count('k')).toBe(1)
  })

  it('takes a hit only while one is allowed, and says how long to wait otherwise', async () => {
    const clock = new ManualClock()
    const limiter = new RateLimiter(db, clock, 'take', { max: 2, windowMs: MINUTE })
    expect(await limiter.take('k')).toBe(0)
    expect(await limiter.take('k')).toBe(0)
    clock.advance(15 * SECOND)
    expect(await limiter.take('k')).toBe(45 * SECOND)
    expect(await limiter.count('k')).toBe(2)
  })

  it('counts the hits of every node on the database together', async () => {
    const clock = new ManualClock()
    const limit = { max: 3, windowMs: MINUTE }
    const nodeA = new RateLimiter(db, clock, 'shared', limit)
    const nodeB = new RateLimiter(db, clock, 'shared', limit)
    expect(await nodeA.take('ip')).toBe(0)
    expect(await nodeB.take('ip')).toBe(0)
    expect(await nodeA.take('ip')).toBe(0)
    expect(await nodeB.take('ip')).toBeGreaterThan(0)
    // another limiter's bucket is counted apart
    expect(await new RateLimiter(db, clock, 'other', limit).take('ip')).toBe(0)
  })
})

describe('LoginGuard', () => {
  it('wants a captcha from 3 failures and locks at 10 for 15 minutes', async () => {
    const clock = new ManualClock()
    const guard = new LoginGuard(db, clock)
    expect(await guard.fail('a')).toBe(false)
    expect(await guard.fail('a')).toBe(false)
    expect(await guard.fail('a')).toBe(true)
    for (let i = 0; i < 6; i++) await guard.fail('a')
    expect(await guard.lockedFor('a')).toBe(0)
    expect(await guard.fail('a')).toBe(true)
    expect(await guard.lockedFor('a')).toBe(15 * MINUTE)
    clock.advance(15 * MINUTE)
    expect(await guard.lockedFor('a')).toBe(0)
    expect(await guard.needsCaptcha('a')).toBe(false)
  })

  it('forgets failures older than 15 minutes, and all of them on a success', async () => {
    const clock = new ManualClock()
    const guard = new LoginGuard(db, clock)
    await guard.fail('b')
    await guard.fail('b')
    clock.advance(15 * MINUTE)
    expect(await guard.fail('b')).toBe(false)
    await guard.fail('b')
    await guard.succeed('b')
    expect(await guard.fail('b')).toBe(false)
  })

  it('locks an account for every node once the failures on all of them reach 10', async () => {
    const clock = new ManualClock()
    const nodes = [new LoginGuard(db, clock), new LoginGuard(db, clock)]
    for (let i = 0; i < 10; i++) await nodes[i % 2].fail('c')
    expect(await nodes[0].lockedFor('c')).toBe(15 * MINUTE)
    expect(await nodes[1].lockedFor('c')).toBe(15 * MINUTE)
  })
})

const pgUrl = process.env.TEST_DATABASE_URL
;(pgUrl ? describe : describe.skip)('on PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  it('lets exactly the limit through when two nodes race for one key', async () => {
    const url = await freshPgUrl()
    const nodes = [await openDb({ url }), await openDb({ url })]
    try {
      await migrate(nodes[0])
      const clock = new ManualClock()
      const limiters = nodes.map(
        (n) => new RateLimiter(n, clock, 'race', { max: 5, windowMs: MINUTE }),
      )
      const waits = await Promise.all(
        Array.from({ length: 40 }, (_, i) => limiters[i % 2].take('ip')),
      )
      expect(waits.filter((w) => w === 0)).toHaveLength(5)
      expect(await limiters[0].count('ip')).toBe(5)
    } finally {
      await Promise.all(nodes.map((n) => n.close()))
    }
  })
})
