// Deciding a submission under review: by the operator (/ops/kyc/decide) or, on a demo server,
// by the DEMO approver. Approval of step 1 writes the certified name and number to the user
// (what /user/info shows and what later checks, such as the bank card holder, compare with).
// The user is told by an internal message written in the same transaction.
import type { CertificationLevel, KycDecision, OpsQueueRow } from '@wire/certification'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { audit } from '../infra/audit/audit'
import { accountKeyOf } from '../ops/accountKey'
import { findUserByKey } from '../infra/db/users'
import { notify, type StoredMessage } from '../messages/public'
import { lockUser, STATUS_COLUMN, type CertificationRow } from './records'

export interface Decision {
  level: CertificationLevel
  approve: boolean
  /** shown to the user; required to reject */
  reason: string
  /** approved by the DEMO scheduler, not a person */
  demo?: boolean
}

export const REASON_MAX = 500

/** A decided submission, and the message that tells its user. */
export interface Decided {
  row: CertificationRow
  message: StoredMessage
}

/**
 * Decides the user's submission of `decision.level` that is under review; `q` must be a
 * transaction. Undefined when none is (already decided, or never sent).
 */
export async function decide(
  q: Queryable,
  clock: Clock,
  userId: number,
  decision: Decision,
): Promise<Decided | undefined> {
  // The user's row first, as a submission does: the two never wait on each other in a circle.
  if (!(await lockUser(q, userId))) return undefined
  const reason = decision.reason.trim().slice(0, REASON_MAX)
  if (!decision.approve && !reason) throw new AppError('kyc_reason_required')
  const [row] = await q.query<CertificationRow>(
    `UPDATE certifications SET status = $3, remark = $4, demo = $5, decided_at = $6
      WHERE user_id = $1 AND level = $2 AND status = 1
      RETURNING *`,
    [
      userId,
      decision.level,
      decision.approve ? 2 : 3,
      decision.approve ? null : reason,
      decision.approve && decision.demo === true,
      clock.now(),
    ],
  )
  if (!row) return undefined
  await q.query(`UPDATE users SET ${STATUS_COLUMN[row.level]} = $2 WHERE id = $1`, [
    userId,
    row.status,
  ])
  if (row.level === 'primary' && row.status === 2) {
    // a passed certification's country decides which products are offered (jurisdiction/)
    await q.query(
      'UPDATE users SET real_name = $2, id_number = $3, country = COALESCE($4, country) WHERE id = $1',
      [userId, row.name, row.card_id, row.country],
    )
  }
  const message =
    row.status === 2
      ? await notify(q, clock, userId, `kyc_${row.level}_approved`, {})
      : await notify(q, clock, userId, `kyc_${row.level}_rejected`, { reason })
  return { row, message }
}

export interface KycDecideInput {
  account: string
  level: CertificationLevel
  approve: boolean
  reason: string
}

/**
 * The operator's decision by account and level, in transaction `q`, with its audit row and the
 * message to push once it commits; refused when nothing of that level waits for review.
 */
export async function opsKycDecide(
  q: Queryable,
  clock: Clock,
  input: KycDecideInput,
): Promise<{ result: KycDecision; message: StoredMessage }> {
  const user = await findUserByKey(q, accountKeyOf(input.account))
  if (!user) throw new AppError('account_not_found')
  const decided = await decide(q, clock, user.id, input)
  if (!decided) throw new AppError('kyc_not_pending')
  const { row, message } = decided
  await audit(q, clock, input.approve ? 'kyc_approve' : 'kyc_reject', user.account_key, {
    user_id: user.id,
    certification_id: row.id,
    level: row.level,
    reason: row.remark,
  })
  const result = {
    id: row.id,
    account: user.account_key,
    level: row.level,
    review_status: row.status,
    remark: row.remark,
  }
  return { result, message }
}

/** Submissions under review, oldest first, with what the operator compares. */
export async function reviewQueue(q: Queryable): Promise<OpsQueueRow[]> {
  const rows = await q.query<CertificationRow & { account_key: string }>(
    `SELECT c.id, c.level, c.created_at, u.account_key,
            coalesce(c.id_type, p.id_type) AS id_type, coalesce(c.name, p.name) AS name,
            coalesce(c.card_id, p.card_id) AS card_id, c.front_pic, c.reverse_pic, c.hand_pic
       FROM certifications c
       JOIN users u ON u.id = c.user_id
       -- an advanced submission is checked against the certified name and number
       LEFT JOIN certifications p
              ON c.level = 'advanced' AND p.user_id = c.user_id AND p.level = 'primary'
             AND p.status = 2
      WHERE c.status = 1
      ORDER BY c.created_at, c.id`,
  )
  return rows.map((r) => ({
    id: r.id,
    kind: 'kyc',
    account: r.account_key,
    level: r.level,
    created_at: r.created_at.toISOString(),
    id_type: r.id_type,
    name: r.name,
    card_id: r.card_id,
    front_pic: r.front_pic,
    reverse_pic: r.reverse_pic,
    hand_pic: r.hand_pic,
  }))
}
