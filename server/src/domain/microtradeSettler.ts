// The settlement loop: runOnce() settles every due order, batch by batch, and pushes each result
// to its owner once its transaction has committed (a push for a rolled-back batch would announce a
// result that does not exist). start()/stop() run it every 250 ms in a running server; tests call
// runOnce() after moving their clock.
import { SOCKET_EVENTS } from '../../../types/market'
import type { ClosedMicroOrderEvent } from '../../../types/microtrade'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import type { MarketFeed } from '../market/feed'
import type { Realtime } from '../realtime/realtime'
import { toMicroOrder } from './microtradeOrders'
import { settleBatch } from './microtradeSettle'

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
  private running = false
  private timer: NodeJS.Timeout | undefined
  private current: Promise<void> = Promise.resolve()

  constructor(private readonly deps: MicroSettlerDeps) {
    this.batchSize = deps.batchSize ?? SETTLE_BATCH_SIZE
    this.intervalMs = deps.intervalMs ?? SETTLE_INTERVAL_MS
  }

  /** Settles every order due by the clock's now; returns how many this call settled. */
  async runOnce(): Promise<number> {
    const { db, clock, feed, realtime, onError } = this.deps
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

  start(): void {
    if (this.running) return
    this.running = true
    const loop = async () => {
      try {
        await this.runOnce()
      } catch (err) {
        // A failed batch rolled back; its orders are still due and the next round takes them.
        this.deps.onError(err)
      }
      if (!this.running) return
      this.timer = setTimeout(() => {
        this.current = loop()
      }, this.intervalMs)
      this.timer.unref()
    }
    this.current = loop()
  }

  /** Stops the loop and waits for a round in progress, so the database can close after it. */
  async stop(): Promise<void> {
    this.running = false
    clearTimeout(this.timer)
    this.timer = undefined
    await this.current
  }
}
