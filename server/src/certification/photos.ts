// Step 2's photos are references that /upload answered. A reference is taken only when the
// caller uploaded it: someone else's reference (or a made-up one) would put another person's
// document under this user's name.
import { hasAllPhotos, type IdPhotos } from '@common/certificationRules'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'

// What server/src/upload/uploads.ts hands out: '<yyyymm>/<32 hex>.<ext>'. Checked before the
// lookup so nothing else is ever stored as a photo.
const UPLOAD_REF = /^[0-9]{6}\/[0-9a-f]{32}\.(?:png|jpg|gif|webp)$/

/** The three references, trimmed, once each is known to be the caller's own upload. */
export async function requireOwnPhotos(
  q: Queryable,
  userId: number,
  input: IdPhotos,
): Promise<IdPhotos> {
  if (!hasAllPhotos(input)) throw new AppError('photos_required')
  const photos = {
    front: input.front.trim(),
    back: input.back.trim(),
    holding: input.holding.trim(),
  }
  const refs = [photos.front, photos.back, photos.holding]
  if (!refs.every((r) => UPLOAD_REF.test(r))) throw new AppError('photo_not_found')
  const [own] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM uploads WHERE user_id = $1 AND ref IN ($2, $3, $4)',
    [userId, ...refs],
  )
  if (own.n !== refs.length) throw new AppError('photo_not_found')
  return photos
}
