// DEMO=1 (DESIGN §5): a newcomer can carry on alone, so certifications under review (and what
// other features hand in as `jobs`, such as pending deposits) are approved after a few seconds,
// marked as demo approvals (real_data.demo) so the screen can say so.
// runOnce() approves what is due; in a DEMO server it is a job of the runner
// (certification/jobs.ts); tests call runOnce() after moving their clock.
import type { CertificationLevel } from '@wire/certification'
import type { Clock } from '../infra/clock'
import type { Db } from '../infra/db/client'
import type { PushMessage } from '../messages/public'
import { claimDue } from '../infra/schedule/claim'
import type { Job } from '../infra/schedule/runner'
import { decide } from './review'

export const DEMO_APPROVE_AFTER_MS = 5000
export const DEMO_JOB = 'demo.approvals'
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
  /** failed rounds */
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
  readonly intervalMs: number

  constructor(private readonly deps: DemoApproverDeps) {
    this.afterMs = deps.afterMs ?? DEMO_APPROVE_AFTER_MS
    this.intervalMs = deps.intervalMs ?? Math.min(INTERVAL_MS, Math.max(this.afterMs / 5, 10))
  }

  /** Approves everything waiting for afterMs; returns how many it approved. */
  async runOnce(): Promise<number> {
    const { db, clock, push } = this.deps
    const dueBefore = new Date(clock.now().getTime() - this.afterMs)
    let approved = await claimDue(db, {
      batchSize: BATCH_SIZE,
      // Every write to a certification first locks its user (records.ts), so the claim takes the
      // user's row with it: an operator deciding meanwhile waits, and another node skips it.
      claim: (q, limit) =>
        q.query<{ user_id: number; level: CertificationLevel }>(
          `SELECT c.user_id, c.level FROM certifications c JOIN users u ON u.id = c.user_id
            WHERE c.status = 1 AND c.created_at <= $1
            ORDER BY c.created_at, c.id LIMIT $2
            FOR UPDATE OF c, u SKIP LOCKED`,
          [dueBefore, limit],
        ),
      // decide() approves only what is still under review, whoever claimed it.
      handle: (q, { user_id: userId, level }) =>
        decide(q, clock, userId, { level, approve: true, reason: '', demo: true }),
      committed: (decided) => {
        for (const { message } of decided) push(message)
      },
    })
    for (const job of this.deps.jobs ?? []) approved += await job(db, clock, dueBefore, push)
    return approved
  }

  /** The approvals as a job of the runner, looking every intervalMs. */
  job(): Job {
    return {
      name: DEMO_JOB,
      intervalMs: this.intervalMs,
      round: () => this.runOnce(),
      onError: this.deps.onError,
    }
  }
}
