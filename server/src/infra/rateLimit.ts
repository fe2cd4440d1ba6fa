// Sliding-window limits kept in the database (limit_hits), so every node on one PostgreSQL counts
// the same hits and N nodes never give N times the tries; on PGlite the one process counts alone,
// the same way. Timed by the injected clock, so tests can step past a window.
import type { Clock } from './clock'
import type { Db, Queryable } from './db/client'

export interface Limit {
  max: number
  windowMs: number
}

/** Hits between clean-ups of this limiter's rows that have left the window. */
const SWEEP_EVERY = 500

export class RateLimiter {
  private hits = 0

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** the limiter's rows in limit_hits; one name per limiter */
    readonly bucket: string,
    readonly limit: Limit,
  ) {}

  /** Milliseconds until one more hit is allowed for `key`; 0 when it is allowed now. */
  async retryAfter(key: string, q: Queryable = this.db): Promise<number> {
    const now = this.clock.now().getTime()
    const newest = await q.query<{ at: Date }>(
      `SELECT at FROM limit_hits WHERE bucket = $1 AND key = $2 AND at > $3
        ORDER BY at DESC LIMIT $4`,
      [this.bucket, key, new Date(now - this.limit.windowMs), this.limit.max],
    )
    if (newest.length < this.limit.max) return 0
    return Math.max(1, new Date(newest[newest.length - 1].at).getTime() + this.limit.windowMs - now)
  }

  /**
   * Counts a hit if one is allowed now and answers 0; otherwise counts nothing and answers the
   * milliseconds until one is. Requests racing for one key, on any node, pass one at a time.
   */
  async take(key: string): Promise<number> {
    return this.db.tx(async (q) => {
      await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${this.bucket}|${key}`])
      const wait = await this.retryAfter(key, q)
      if (wait === 0) await this.insert(q, key)
      return wait
    })
  }

  async hit(key: string): Promise<void> {
    await this.insert(this.db, key)
  }

  async count(key: string): Promise<number> {
    const since = new Date(this.clock.now().getTime() - this.limit.windowMs)
    const [row] = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM limit_hits WHERE bucket = $1 AND key = $2 AND at > $3',
      [this.bucket, key, since],
    )
    return row.n
  }

  async reset(key: string): Promise<void> {
    await this.db.query('DELETE FROM limit_hits WHERE bucket = $1 AND key = $2', [this.bucket, key])
  }

  private async insert(q: Queryable, key: string): Promise<void> {
    const now = this.clock.now()
    await q.query('INSERT INTO limit_hits (bucket, key, at) VALUES ($1, $2, $3)', [
      this.bucket,
      key,
      now,
    ])
    // keys that stopped coming back would otherwise stay for good
    if (++this.hits % SWEEP_EVERY === 0) {
      await q.query('DELETE FROM limit_hits WHERE bucket = $1 AND at <= $2', [
        this.bucket,
        new Date(now.getTime() - this.limit.windowMs),
      ])
    }
  }
}
