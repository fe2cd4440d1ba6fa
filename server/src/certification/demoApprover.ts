// DEMO=1 (DESIGN §5): a newcomer can carry on alone, so certifications under review (and what
// other features hand in as `jobs`, such as pending deposits) are approved after a few seconds,
// marked as demo approvals (real_data.demo) so the screen can say so.
// runOnce() approves what is due; start()/stop() run it in a server, as the seconds-trade
// settler does; tests call runOnce() after moving their clock.
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import type { PushMessage } from '../messages/push'
import { Repeater } from '../schedule/repeat'
import { decide } from './review'

export const DEMO_APPROVE_AFTER_MS = 5000
const INTERVAL_MS = 1000
const BATCH_SIZE = 100

/**
 * Another kind of request the demo approves: approves what was waiting since `dueBefore`, each
 * decided once across nodes and against the operator, pushes each decision's message once its
 * transaction has committed, and returns how many it approved.
 */
export type DemoJob = (db: Db, clock: Clock, dueBefore: Date, push: PushMessage) => Promise<number>

export interface DemoApproverDeps {
  db: Db
  clock: Clock
  onError: (err: unknown) => void
  /** tells the user's open connections of a decision's message at once */
  push: PushMessage
  /** how long a submission waits before it is approved */
  afterMs?: number
  /** how often to look */
  intervalMs?: number
  /** approved in the same rounds, after the certifications */
  jobs?: readonly DemoJob[]
}

export class DemoApprover {
  readonly afterMs: number
  private readonly repeater: Repeater

  constructor(private readonly deps: DemoApproverDeps) {
    this.afterMs = deps.afterMs ?? DEMO_APPROVE_AFTER_MS
    const intervalMs = deps.intervalMs ?? Math.min(INTERVAL_MS, Math.max(this.afterMs / 5, 10))
    this.repeater = new Repeater(
      async () => {
        await this.runOnce()
        return intervalMs
      },
      deps.onError,
      intervalMs,
    )
  }

  /** Approves everything waiting for afterMs; returns how many it approved. */
  async runOnce(): Promise<number> {
    const { db, clock, push } = this.deps
    const dueBefore = new Date(clock.now().getTime() - this.afterMs)
    const due = await db.query<{ user_id: number; level: 'primary' | 'advanced' }>(
      `SELECT user_id, level FROM certifications WHERE status = 1 AND created_at <= $1
        ORDER BY created_at LIMIT ${BATCH_SIZE}`,
      [dueBefore],
    )
    let approved = 0
    for (const { user_id: userId, level } of due) {
      // decide() locks the user and approves only what is still under review, so another node
      // (or the operator) deciding the same submission meanwhile leaves nothing to do here.
      const decided = await db.tx((q) =>
        decide(q, clock, userId, { level, approve: true, reason: '', demo: true }),
      )
      if (!decided) continue
      approved++
      push(decided.message)
    }
    for (const job of this.deps.jobs ?? []) approved += await job(db, clock, dueBefore, push)
    return approved
  }

  start(): void {
    this.repeater.start()
  }

  /** Stops the loop and waits for a round in progress, so the database can close after it. */
  stop(): Promise<void> {
    return this.repeater.stop()
  }
}
