// /real/state: where the user stands at both levels, and what they last submitted, in WIRE.md's
// shape. Only ever the session user's own rows; the ID number leaves masked.
import type { RealData, RealState } from '@wire/certification'
import type { ReviewStatus } from '@wire/user'
import type { Queryable } from '../infra/db/client'
import { latestOf } from './records'

/**
 * Enough of the number stays for its owner to recognise it, not enough for anyone reading over a
 * shoulder (or a leaked screenshot) to use it: '1101**********1234', 'E1*****78'.
 */
export function maskIdNumber(id: string): string {
  const chars = [...id]
  const keep = chars.length >= 12 ? 4 : chars.length >= 8 ? 2 : 1
  if (chars.length <= keep * 2) return '*'.repeat(chars.length)
  return [...chars.slice(0, keep), '*'.repeat(chars.length - keep * 2), ...chars.slice(-keep)].join(
    '',
  )
}

export async function realState(q: Queryable, userId: number): Promise<RealState> {
  const [user] = await q.query<{ pay_password_hash: string | null }>(
    'SELECT pay_password_hash FROM users WHERE id = $1',
    [userId],
  )
  const primary = await latestOf(q, userId, 'primary')
  const advanced = await latestOf(q, userId, 'advanced')
  const reviewStatus: ReviewStatus = primary?.status ?? 0
  const advancedStatus: ReviewStatus = advanced?.status ?? 0
  let realData: RealData | null = null
  if (primary && primary.name !== null && primary.card_id !== null && primary.id_type !== null) {
    realData = {
      name: primary.name,
      card_id: maskIdNumber(primary.card_id),
      certificate_type: primary.id_type,
      front_pic: advanced?.front_pic ?? null,
      reverse_pic: advanced?.reverse_pic ?? null,
      hand_pic: advanced?.hand_pic ?? null,
      review_status: reviewStatus,
      remark: primary.status === 3 ? primary.remark : null,
      advanced_review_status: advancedStatus,
      advanced_remark: advanced?.status === 3 ? advanced.remark : null,
      demo: primary.status === 2 && primary.demo,
      advanced_demo: advanced?.status === 2 && advanced.demo,
    }
  }
  return {
    real_status: reviewStatus === 2 ? 1 : 0,
    review_status: reviewStatus,
    advanced_review_status: advancedStatus,
    password_status: user?.pay_password_hash ? 1 : 0,
    real_data: realData,
  }
}
