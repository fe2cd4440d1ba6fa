// Certification calls (SPEC §7 /real/state, /user/real_name, /user/real_advanced). Fields and
// answers are the call catalogue's; the forms check them first with @common/certificationRules.
import type { SendOf } from '@wire/catalogue'
import { api } from './client'

/** Both levels' state and what was last submitted (the ID number masked). */
export const fetchRealState = () => api.realState()

/** Step 1: document type (0 ID card, 1 passport, 2 driver licence), real name and number. */
export const submitRealName = (body: SendOf<'realName'>) => api.realName(body, { silent: true })

/** Step 2: the upload references of the document's front and back and the holding photo. */
export const submitRealAdvanced = (photos: { front: string; back: string; holding: string }) =>
  api.realAdvanced(
    {
      front_pric: photos.front,
      reverse_pic: photos.back,
      hand_pic: photos.holding,
    },
    { silent: true },
  )
