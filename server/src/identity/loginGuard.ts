// Failed logins per account: from the 3rd failure within 15 minutes a captcha is required, and the
// 10th locks the account's password login for 15 minutes. Counted per account key whether or not
// the account exists, so the answers do not reveal which accounts exist; kept in the database like
// every limit, so all nodes count one account's failures together.
import { MINUTE, type Clock } from '../infra/clock'
import type { Db } from '../infra/db/client'
import { RateLimiter } from '../infra/rateLimit'

export const FAILURE_WINDOW_MS = 15 * MINUTE
export const CAPTCHA_AFTER = 3
export const LOCK_AFTER = 10
export const LOCK_MS = 15 * MINUTE

export class LoginGuard {
  private readonly failures: RateLimiter
  /** one hit per lock: the account is locked while it is inside its window */
  private readonly locks: RateLimiter

  constructor(db: Db, clock: Clock) {
    this.failures = new RateLimiter(db, clock, 'loginFailures', {
      max: LOCK_AFTER,
      windowMs: FAILURE_WINDOW_MS,
    })
    this.locks = new RateLimiter(db, clock, 'loginLocks', { max: 1, windowMs: LOCK_MS })
  }

  /** Milliseconds the account stays locked; 0 when it is not locked. */
  lockedFor(key: string): Promise<number> {
    return this.locks.retryAfter(key)
  }

  async needsCaptcha(key: string): Promise<boolean> {
    return (await this.failures.count(key)) >= CAPTCHA_AFTER
  }

  /** Records a failure; true when the next attempt needs a captcha (or meets the lock). */
  async fail(key: string): Promise<boolean> {
    await this.failures.hit(key)
    if ((await this.failures.count(key)) < LOCK_AFTER) return this.needsCaptcha(key)
    // the failures that caused the lock are spent: once it runs out, the count starts again
    await this.locks.hit(key)
    await this.failures.reset(key)
    return true
  }

  async succeed(key: string): Promise<void> {
    await this.failures.reset(key)
    await this.locks.reset(key)
  }
}
