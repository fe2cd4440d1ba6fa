// In-memory sliding-window limits, timed by the injected clock so tests can step past a window.
// Per process: behind several server nodes each node counts on its own (a later shared store can
// implement the same interface).
import type { Clock } from './clock'

export interface Limit {
  max: number
  windowMs: number
}

const SWEEP_EVERY = 1000

export class RateLimiter {
  private readonly hits = new Map<string, number[]>()
  private calls = 0

  constructor(
    private readonly clock: Clock,
    readonly limit: Limit,
  ) {}

  /** Milliseconds until one more hit is allowed for `key`; 0 when it is allowed now. */
  retryAfter(key: string): number {
    const live = this.live(key)
    if (live.length < this.limit.max) return 0
    return live[live.length - this.limit.max] + this.limit.windowMs - this.clock.now().getTime()
  }

  /** Counts a hit when one is allowed now; false, counting nothing, when it is not. */
  take(key: string): boolean {
    if (this.retryAfter(key) > 0) return false
    this.hit(key)
    return true
  }

  hit(key: string): void {
    const live = this.live(key)
    live.push(this.clock.now().getTime())
    this.hits.set(key, live)
    if (++this.calls % SWEEP_EVERY === 0) this.sweep()
  }

  count(key: string): number {
    return this.live(key).length
  }

  /** Time of the latest hit still inside the window. */
  last(key: string): number | undefined {
    return this.live(key).at(-1)
  }

  reset(key: string): void {
    this.hits.delete(key)
  }

  private live(key: string): number[] {
    const since = this.clock.now().getTime() - this.limit.windowMs
    const live = (this.hits.get(key) ?? []).filter((at) => at > since)
    if (live.length === 0) this.hits.delete(key)
    else this.hits.set(key, live)
    return live
  }

  // Keys that stopped coming back would otherwise stay in memory for good.
  private sweep(): void {
    for (const key of [...this.hits.keys()]) this.live(key)
  }
}
