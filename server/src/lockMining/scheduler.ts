// Pays lock-mining orders what they are due (payouts.ts), batch by batch: FOR UPDATE SKIP LOCKED
// lets several nodes run it at once without waiting on or paying each other's orders, and a
// round that fails rolls back and is done again by the next. Days change rarely: a round a minute.
import type { Clock } from '../clock'
import { MINUTE } from '../clock'
import type { Db } from '../db/client'
import { Repeater } from '../schedule/repeat'
import { businessDate } from './days'
import { ORDER_COLUMNS, type OrderRow } from './orders'
import { settleOrder } from './payouts'

const BATCH_SIZE = 50

export interface LockMiningDeps {
  db: Db
  clock: Clock
  /** the business time zone days are counted in */
  tz: string
  onError: (err: unknown) => void
}

export class LockMiningScheduler {
  private readonly repeater: Repeater

  constructor(private readonly deps: LockMiningDeps) {
    this.repeater = new Repeater(
      async () => {
        await this.runOnce()
        return MINUTE
      },
      deps.onError,
      MINUTE,
    )
  }

  /** Pays every order what is due today; returns how many orders it paid or ended. */
  async runOnce(): Promise<number> {
    const { db, clock, tz } = this.deps
    const today = businessDate(clock.now(), tz)
    let done = 0
    for (;;) {
      const settled = await db.tx(async (q) => {
        const due = await q.query<OrderRow>(
          `SELECT ${ORDER_COLUMNS} FROM lock_orders o JOIN lock_products p ON p.id = o.product_id
            WHERE o.status = 1 AND (o.paid_through < $1::date OR o.end_date <= $1::date)
            ORDER BY o.id LIMIT ${BATCH_SIZE}
            FOR UPDATE OF o SKIP LOCKED`,
          [today],
        )
        for (const order of due) await settleOrder(q, clock, order, today)
        return due.length
      })
      done += settled
      if (settled < BATCH_SIZE) return done
    }
  }

  start(): void {
    this.repeater.start()
  }

  stop(): Promise<void> {
    return this.repeater.stop()
  }
}
