// Which country's rules a user trades under (issue 32 item 6): the country of their passed
// certification; before it, the countries of their registration area code (or of the phone
// number an e-mail account bound). A code several countries share (+44: GB, GG, IM, JE) stands for
// all of them, so a product off in any of them is off: the cautious reading, since the code alone
// cannot tell them apart. An account with neither is under no country's switch.
import { AREA_CODES } from '@wire/areaCodes'
import type { UserRow } from '../infra/db/users'

export function countriesOf(user: UserRow): string[] {
  if (user.country) return [user.country]
  const code = user.area_code ?? user.mobile_area_code
  if (!code) return []
  return AREA_CODES.filter((a) => a.code === code).map((a) => a.iso)
}

/** Whether `iso` is a country the app knows (the area-code list's). */
export const isKnownCountry = (iso: string): boolean => AREA_CODES.some((a) => a.iso === iso)
