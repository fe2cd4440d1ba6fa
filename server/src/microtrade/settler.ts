// The settlement loop: runOnce() settles every due order, batch by batch, and pushes each result
// to its owner once its transaction has committed (a push for a rolled-back batch would announce a
// result that does not exist). start()/stop() run it in a running server, waking when the next
// order comes due (at least every 250 ms); tests call runOnce() after moving their clock.
import { SOCKET_EVENTS } from '@wire/market'
import type { ClosedMicroOrderEvent } from '@wire/microtrade'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import type { MarketFeed } from '../market/feed'
import type { Realtime } from '../realtime/realtime'
import { Repeater } from '../schedule/repeat'
import { toMicroOrder } from './orders'
import { settleBatch } from './settle'

export const SETTLE_INTERVAL_MS = 250
export const SETTLE_BATCH_SIZE = 100

export interface MicroSettlerDeps {
  db: Db
  clock: Clock
  feed: MarketFeed
  realtime: Realtime
  onError: (err: unknown) => void
  batchSize?: number
  intervalMs?: number
}

export class MicroSettler {
  private readonly batchSize: number
  private readonly intervalMs: number
  private readonly repeater: Repeater
  private roundStartedAt = new Date(0)

  constructor(private readonly deps: MicroSettlerDeps) {
    this.batchSize = deps.batchSize ?? SETTLE_BATCH_SIZE
    this.intervalMs = deps.intervalMs ?? SETTLE_INTERVAL_MS
    // A failed batch rolled back; its orders are still due and the next round takes them.
    this.repeater = new Repeater(
      async () => {
        await this.runOnce()
        return this.nextDelay()
      },
      deps.onError,
      this.intervalMs,
    )
  }

  /** Settles every order due by the clock's now; returns how many this call settled. */
  async runOnce(): Promise<number> {
    const { db, clock, feed, realtime, onError } = this.deps
    this.roundStartedAt = clock.now()
    let total = 0
    for (;;) {
      const batch = await db.tx((q) => settleBatch(q, clock, feed, this.batchSize, onError))
      const now = clock.now()
      for (const row of batch.settled) {
        const event: ClosedMicroOrderEvent = { to: row.user_id, data: toMicroOrder(row, feed, now) }
        try {
          realtime.emitToUser(row.user_id, SOCKET_EVENTS.closedMicroOrder, event)
        } catch (err) {
          onError(err)
        }
      }
      total += batch.settled.length
      // A short batch means nothing more is due; a batch of only unpriceable orders would repeat.
      if (batch.claimed < this.batchSize || batch.settled.length === 0) return total
    }
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

  start(): void {
    this.repeater.start()
  }

  /** Stops the loop and waits for a round in progress, so the database can close after it. */
  stop(): Promise<void> {
    return this.repeater.stop()
  }
}
