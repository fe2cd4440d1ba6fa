// Submitting certification (SPEC §4, §5; WIRE.md pinned): step 1 (/user/real_name) sends the
// document type, real name and number; step 2 (/user/real_advanced) the document's photos, once
// step 1 is certified. A submission waits for review; a rejected one may be sent again; a
// certified one is final ("name and ID number cannot be changed once certified").
import {
  checkIdNumber,
  checkRealName,
  idTypeOf,
  normalizeIdNumber,
  normalizeRealName,
  type FieldProblem,
  type IdPhotos,
} from '@common/certificationRules'
import type { CertificationLevel } from '@wire/certification'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import type { MessageKey } from '../infra/i18n'
import { isKnownCountry } from '../jurisdiction/public'
import { AppError, notLoggedIn } from '../infra/appError'
import { requireCertified } from './guards'
import { requireOwnPhotos } from './photos'
import { insertSubmission, lockUser, statusOf, type LockedUser } from './records'

export interface PrimaryInput {
  idType: string
  name: string
  cardId: string
  /** ISO alpha-2 of the document's country; '' when not given */
  country: string
}

function refuse(problem: FieldProblem, keys: Record<FieldProblem['problem'], MessageKey>): never {
  const vars = problem.problem === 'special' ? { chars: problem.chars.join(' ') } : undefined
  throw new AppError(keys[problem.problem], vars)
}

/** Under review or certified: nothing more to send for this level. */
function requireOpen(user: LockedUser, level: CertificationLevel): void {
  const status = statusOf(user, level)
  if (status === 1) throw new AppError('certification_reviewing')
  if (status === 2) {
    throw new AppError(level === 'primary' ? 'certification_locked' : 'advanced_locked')
  }
}

async function lockedUser(q: Queryable, userId: number): Promise<LockedUser> {
  const user = await lockUser(q, userId)
  if (!user) throw notLoggedIn()
  return user
}

/** Step 1 for `userId`; `q` must be a transaction. */
export async function submitPrimary(
  q: Queryable,
  clock: Clock,
  userId: number,
  input: PrimaryInput,
): Promise<void> {
  requireOpen(await lockedUser(q, userId), 'primary')
  const idType = idTypeOf(input.idType)
  if (idType === undefined) throw new AppError('id_type_invalid')
  const nameProblem = checkRealName(input.name)
  if (nameProblem) {
    refuse(nameProblem, {
      required: 'real_name_required',
      special: 'real_name_special',
      format: 'real_name_invalid',
    })
  }
  const idProblem = checkIdNumber(idType, input.cardId)
  if (idProblem) {
    refuse(idProblem, {
      required: 'id_number_required',
      special: 'id_number_special',
      format: 'id_number_invalid',
    })
  }
  if (input.country && !isKnownCountry(input.country)) {
    throw new AppError('certification_country_invalid')
  }
  await insertSubmission(q, clock, userId, {
    level: 'primary',
    idType,
    name: normalizeRealName(input.name),
    cardId: normalizeIdNumber(input.cardId),
    country: input.country || null,
  })
}

/** Step 2 for `userId`; `q` must be a transaction. */
export async function submitAdvanced(
  q: Queryable,
  clock: Clock,
  userId: number,
  input: IdPhotos,
): Promise<void> {
  const user = await lockedUser(q, userId)
  requireCertified(user)
  requireOpen(user, 'advanced')
  const photos = await requireOwnPhotos(q, userId, input)
  await insertSubmission(q, clock, userId, { level: 'advanced', ...photos })
}
