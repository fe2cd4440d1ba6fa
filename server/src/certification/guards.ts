// What other features call before doing something that needs certification (SPEC §5, §6:
// withdrawal and lock mining need primary certification, WIRE.md pinned).
import { AppError } from '../infra/appError'

/**
 * Refuses a user whose primary certification is not complete with the 998 answer, which sends
 * the app to certification step 1 (SPEC §8): "Not certified, please complete certification first".
 * The user row the session read is enough: certification is never taken back.
 */
export function requireCertified(user: { review_status: number }): void {
  if (user.review_status !== 2) throw new AppError('not_certified', undefined, '998')
}
