// The operator's certification review: the decision with its audit row, by account and level.
import type { CertificationLevel, KycDecision } from '@wire/certification'
import type { Clock } from '../clock'
import type { Queryable } from '../db/client'
import { AppError } from '../appError'
import { decide } from '../certification/review'
import type { StoredMessage } from '../messages/push'
import { findUserByKey } from '../identity/users'
import { accountKeyOf } from './accountKey'
import { audit } from './audit'

export interface KycDecideInput {
  account: string
  level: CertificationLevel
  approve: boolean
  reason: string
}

/**
 * Decides in transaction `q`, with the message to push once it commits; refused when nothing of
 * that level waits for review.
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
