// The seconds-trade settler: runOnce() settles every due order, batch by batch (schedule/claim.ts),
// and pushes each result to its owner once its batch has committed (a push for a rolled-back batch
// would announce a result that does not exist). In a running server it is a job of the runner
// (microtrade/jobs.ts builds it), waking when the next order comes due (at least every 250 ms);
// tests move their clock and run that job (ctx.jobs.runJob(SETTLE_JOB)), or build a settler of
// their own for a second node.
import { SOCKET_EVENTS } from '@wire/market'
import type { ClosedMicroOrderEvent } from '@wire/microtrade'
import type { Clock } from '../infra/clock'
import type { Db } from '../infra/db/client'
import type { MarketFeed } from '../market/public'
import type { Realtime } from '../infra/realtime/realtime'
import { claimDue } from '../infra/schedule/claim'
import type { Job } from '../infra/schedule/runner'
import { toMicroOrder, type MicroOrderRow } from './orders'
import { claimDueOrders, settleOrder } from './settle'

export const SETTLE_INTERVAL_MS = 250
export const SETTLE_BATCH_SIZE = 100
export const SETTLE_JOB = 'microtrade.settle'

export interface MicroSettlerDeps {
  db: Db
  clock: Clock
  feed: MarketFeed
  realtime: Realtime
  /** orders that cannot be priced, failed pushes, and failed rounds */
  onError: (err: unknown) => void
  batchSize?: number
  intervalMs?: number
}

export class MicroSettler {
  readonly intervalMs: number
  private readonly batchSize: number
  private roundStartedAt = new Date(0)

  constructor(private readonly deps: MicroSettlerDeps) {
    this.batchSize = deps.batchSize ?? SETTLE_BATCH_SIZE
    this.intervalMs = deps.intervalMs ?? SETTLE_INTERVAL_MS
  }

  /** Settles every order due by the clock's now; returns how many this call settled. */
  async runOnce(): Promise<number> {
    const { db, clock, feed, onError } = this.deps
    this.roundStartedAt = clock.now()
    return claimDue(db, {
      batchSize: this.batchSize,
      claim: (q, limit) => claimDueOrders(q, clock.now(), limit),
      handle: (q, order) => settleOrder(q, clock, feed, order, onError),
      committed: (settled) => this.announce(settled),
    })
  }

  /**
   * How long to wait after a round: until the next order comes due, at most intervalMs (an order
   * placed meanwhile on another node is due 30 s or more later, never sooner). Orders due before
   * the round began and still open (without a price, or held by another node) wait the interval.
   */
  async nextDelay(): Promise<number> {
    const [row] = await this.deps.db.query<{ next: Date | null }>(
      'SELECT min(settle_at) AS next FROM micro_orders WHERE status = 1 AND settle_at > $1',
      [this.roundStartedAt],
    )
    if (!row?.next) return this.intervalMs
    const wait = row.next.getTime() - this.deps.clock.now().getTime()
    return Math.min(Math.max(wait, 0), this.intervalMs)
  }

  /** The settler as a job of the runner; a failed round is retried after intervalMs. */
  job(): Job {
    return {
      name: SETTLE_JOB,
      intervalMs: this.intervalMs,
      nextDelay: () => this.nextDelay(),
      round: () => this.runOnce(),
      onError: this.deps.onError,
    }
  }

  private announce(settled: readonly MicroOrderRow[]): void {
    const { feed, realtime, clock, onError } = this.deps
    const now = clock.now()
    for (const row of settled) {
      const event: ClosedMicroOrderEvent = { to: row.user_id, data: toMicroOrder(row, feed, now) }
      try {
        realtime.emitToUser(row.user_id, SOCKET_EVENTS.closedMicroOrder, event)
      } catch (err) {
        onError(err)
      }
    }
  }
}
