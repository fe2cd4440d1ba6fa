// Pays lock-mining orders what they are due (payouts.ts), batch by batch (schedule/claim.ts):
// several nodes run it at once without waiting on or paying each other's orders, and a round
// that fails rolls back and is done again by the next. Days change rarely: a round a minute, as
// a job of the runner (lockMining/jobs.ts builds it); tests move their clock and run that job
// (ctx.jobs.runJob(PAYOUTS_JOB)), or build a scheduler of their own for a second node.
import type { Clock } from '../infra/clock'
import { MINUTE } from '../infra/clock'
import type { Db } from '../infra/db/client'
import { claimDue, inAccountOrder } from '../infra/schedule/claim'
import type { Job } from '../infra/schedule/runner'
import { businessDate } from '../infra/schedule/businessDays'
import { ORDER_COLUMNS, type OrderRow } from './orders'
import { settleOrder } from './payouts'

const BATCH_SIZE = 50
export const PAYOUTS_JOB = 'lockMining.payouts'

export interface LockMiningDeps {
  db: Db
  clock: Clock
  /** the business time zone days are counted in */
  tz: string
  /** failed rounds */
  onError: (err: unknown) => void
}

export class LockMiningScheduler {
  constructor(private readonly deps: LockMiningDeps) {}

  /** Pays every order what is due today; returns how many orders it paid or ended. */
  async runOnce(): Promise<number> {
    const { db, clock, tz } = this.deps
    const today = businessDate(clock.now(), tz)
    return claimDue(db, {
      batchSize: BATCH_SIZE,
      claim: async (q, limit) =>
        inAccountOrder(
          await q.query<OrderRow>(
            `SELECT ${ORDER_COLUMNS} FROM lock_orders o JOIN lock_products p ON p.id = o.product_id
              WHERE o.status = 1 AND (o.paid_through < $1::date OR o.end_date <= $1::date)
              ORDER BY o.id LIMIT $2
              FOR UPDATE OF o SKIP LOCKED`,
            [today, limit],
          ),
        ),
      handle: (q, order) => settleOrder(q, clock, order, today),
    })
  }

  /** The payouts as a job of the runner: a round a minute. */
  job(): Job {
    return {
      name: PAYOUTS_JOB,
      intervalMs: MINUTE,
      round: () => this.runOnce(),
      onError: this.deps.onError,
    }
  }
}
