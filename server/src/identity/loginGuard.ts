// Failed logins per account: from the 3rd failure within 15 minutes a captcha is required, and the
// 10th locks the account's password login for 15 minutes. Counted per account key whether or not
// the account exists, so the answers do not reveal which accounts exist.
import { MINUTE, type Clock } from '../clock'
import { RateLimiter } from '../rateLimit'

export const FAILURE_WINDOW_MS = 15 * MINUTE
export const CAPTCHA_AFTER = 3
export const LOCK_AFTER = 10
export const LOCK_MS = 15 * MINUTE

export class LoginGuard {
  private readonly failures: RateLimiter
  private readonly lockedUntil = new Map<string, number>()

  constructor(private readonly clock: Clock) {
    this.failures = new RateLimiter(clock, { max: LOCK_AFTER, windowMs: FAILURE_WINDOW_MS })
  }

  /** Milliseconds the account stays locked; 0 when it is not locked. */
  lockedFor(key: string): number {
    const until = this.lockedUntil.get(key)
    if (until === undefined) return 0
    const left = until - this.clock.now().getTime()
    if (left > 0) return left
    this.lockedUntil.delete(key)
    this.failures.reset(key)
    return 0
  }

  needsCaptcha(key: string): boolean {
    return this.failures.count(key) >= CAPTCHA_AFTER
  }

  /** Records a failure; true when the next attempt needs a captcha. */
  fail(key: string): boolean {
    this.failures.hit(key)
    if (this.failures.count(key) >= LOCK_AFTER) {
      this.lockedUntil.set(key, this.clock.now().getTime() + LOCK_MS)
    }
    return this.needsCaptcha(key)
  }

  succeed(key: string): void {
    this.failures.reset(key)
    this.lockedUntil.delete(key)
  }
}
