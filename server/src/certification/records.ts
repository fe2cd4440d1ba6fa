// The certifications table: one row per submission of a level (migration 008_certification).
// Every write here runs in a transaction that first locks the user's row (lockUser), so a user's
// submissions and the decisions on them happen one at a time, in the same order on every node.
import type { CertificateType, CertificationLevel } from '@wire/certification'
import type { ReviewStatus } from '@wire/user'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'

export interface CertificationRow {
  id: number
  user_id: number
  level: CertificationLevel
  status: 1 | 2 | 3
  id_type: CertificateType | null
  name: string | null
  card_id: string | null
  /** ISO alpha-2 of the document's country (primary), when given */
  country: string | null
  front_pic: string | null
  reverse_pic: string | null
  hand_pic: string | null
  remark: string | null
  demo: boolean
  created_at: Date
  decided_at: Date | null
}

export interface LockedUser {
  id: number
  account_key: string
  review_status: ReviewStatus
  advanced_review_status: ReviewStatus
}

/** The user's row, locked until the transaction ends; undefined when there is no such user. */
export async function lockUser(q: Queryable, userId: number): Promise<LockedUser | undefined> {
  const [user] = await q.query<LockedUser>(
    `SELECT id, account_key, review_status, advanced_review_status FROM users
      WHERE id = $1 FOR UPDATE`,
    [userId],
  )
  return user
}

/** The user's summary column of a level: what /user/info reads. */
export const STATUS_COLUMN: Readonly<Record<CertificationLevel, string>> = {
  primary: 'review_status',
  advanced: 'advanced_review_status',
}

export function statusOf(user: LockedUser, level: CertificationLevel): ReviewStatus {
  return level === 'primary' ? user.review_status : user.advanced_review_status
}

/** The latest submission of a level, whatever its state. */
export async function latestOf(
  q: Queryable,
  userId: number,
  level: CertificationLevel,
): Promise<CertificationRow | undefined> {
  const [row] = await q.query<CertificationRow>(
    `SELECT * FROM certifications WHERE user_id = $1 AND level = $2 ORDER BY id DESC LIMIT 1`,
    [userId, level],
  )
  return row
}

export type Submission =
  | {
      level: 'primary'
      idType: CertificateType
      name: string
      cardId: string
      country: string | null
    }
  | { level: 'advanced'; front: string; back: string; holding: string }

/** Records a submission for review and marks the user's level as reviewing. */
export async function insertSubmission(
  q: Queryable,
  clock: Clock,
  userId: number,
  s: Submission,
): Promise<void> {
  const primary = s.level === 'primary'
  await q.query(
    `INSERT INTO certifications (user_id, level, status, id_type, name, card_id,
                                 front_pic, reverse_pic, hand_pic, created_at, country)
     VALUES ($1, $2, 1, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      userId,
      s.level,
      primary ? s.idType : null,
      primary ? s.name : null,
      primary ? s.cardId : null,
      primary ? null : s.front,
      primary ? null : s.back,
      primary ? null : s.holding,
      clock.now(),
      primary ? s.country : null,
    ],
  )
  await q.query(`UPDATE users SET ${STATUS_COLUMN[s.level]} = 1 WHERE id = $1`, [userId])
}
