// Certification form checks (SPEC §5: real name and ID number required, in the right format, no
// special symbols; front, back and holding photos). The server decides with these and the app's
// step 1 and step 2 forms will check with them, so both give the same verdict on the same input.
// Each check returns what is wrong, not a text: the server and the app word it in their own
// translations.
import { SPECIAL_CHARS } from './filter'

/** Document types (WIRE.md, pinned): `id_type` of /user/real_name, `certificate_type` of real_data. */
export const ID_TYPES = { idCard: 0, passport: 1, driverLicence: 2 } as const
export type IdType = (typeof ID_TYPES)[keyof typeof ID_TYPES]

export function idTypeOf(value: string): IdType | undefined {
  return value === '0' ? 0 : value === '1' ? 1 : value === '2' ? 2 : undefined
}

export const REAL_NAME_MIN = 2
export const REAL_NAME_MAX = 64

/** What is wrong with a field: absent, holds a character of SPEC §5's filter, or not well formed. */
export type FieldProblem =
  { problem: 'required' } | { problem: 'special'; chars: string[] } | { problem: 'format' }

const SPECIAL_SET: ReadonlySet<string> = new Set(SPECIAL_CHARS)

/** The filtered characters in `s`, each once, in the order typed ('a<b>' -> '<', '>'). */
export function specialCharsIn(s: string): string[] {
  const found = new Set<string>()
  for (const c of s) if (SPECIAL_SET.has(c)) found.add(c)
  return [...found]
}

// Letters of any script with their combining marks, in words joined by one space, hyphen or
// middle dot ('Jean-Luc', 'Abdullah·Mamat', 'ジョン・スミス'); a word may end in a full stop
// as an initial does ('J. R. Smith'). No digits: a name has none, and a number typed into the
// name field is the commonest slip on this form.
const NAME = /^\p{L}[\p{L}\p{M}]*(?:(?:\. ?| |[-·・])\p{L}[\p{L}\p{M}]*)*\.?$/u

/** The real name as it is checked and stored: outer spaces dropped. */
export function normalizeRealName(s: string): string {
  return s.trim()
}

export function checkRealName(input: string): FieldProblem | null {
  const s = normalizeRealName(input)
  if (!s) return { problem: 'required' }
  const chars = specialCharsIn(s)
  if (chars.length > 0) return { problem: 'special', chars }
  const length = [...s].length
  if (length < REAL_NAME_MIN || length > REAL_NAME_MAX || !NAME.test(s)) {
    return { problem: 'format' }
  }
  return null
}

/** The ID number as it is checked and stored: outer spaces dropped, letters upper case. */
export function normalizeIdNumber(s: string): string {
  return s.trim().toUpperCase()
}

// Mainland China's resident ID (GB 11643-1999): 17 digits and a check character computed from
// them (ISO 7064 MOD 11-2, 10 written X). The app family's first users carry it; it is the one
// format whose typing slips a check can catch. A driving licence there has the same number.
const RESIDENT_ID = /^[0-9]{17}[0-9X]$/
const RESIDENT_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const RESIDENT_CHECK = '10X98765432'

export function residentIdCheckOk(id: string): boolean {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * RESIDENT_WEIGHTS[i]
  return RESIDENT_CHECK[sum % 11] === id[17]
}

// Elsewhere the formats are national and many, so each type gets the bounds its documents
// share: letters and digits only (SPEC §5's alphanumeric check), at least one digit.
// A passport number is the 9-character field of ICAO 9303's machine-readable zone (some
// countries fill fewer); identity cards and driving licences run from 5 (some US states) to 20
// characters (longer national numbers do not exist among the family's markets).
const ID_FORMATS: Readonly<Record<IdType, RegExp>> = {
  [ID_TYPES.idCard]: /^(?=[A-Z]*[0-9])[A-Z0-9]{5,20}$/,
  [ID_TYPES.passport]: /^(?=[A-Z]*[0-9])[A-Z0-9]{6,9}$/,
  [ID_TYPES.driverLicence]: /^(?=[A-Z]*[0-9])[A-Z0-9]{5,20}$/,
}

export function checkIdNumber(type: IdType, input: string): FieldProblem | null {
  const s = normalizeIdNumber(input)
  if (!s) return { problem: 'required' }
  const chars = specialCharsIn(s)
  if (chars.length > 0) return { problem: 'special', chars }
  if (!ID_FORMATS[type].test(s)) return { problem: 'format' }
  if (type !== ID_TYPES.passport && RESIDENT_ID.test(s) && !residentIdCheckOk(s)) {
    return { problem: 'format' }
  }
  return null
}

/** Step 2's photos: the upload references of the document's front, back and the holding photo. */
export interface IdPhotos {
  front: string
  back: string
  holding: string
}

/** True when the three photos are there and are three different pictures. */
export function hasAllPhotos(photos: IdPhotos): boolean {
  const refs = [photos.front, photos.back, photos.holding].map((r) => r.trim())
  return refs.every((r) => r.length > 0) && new Set(refs).size === refs.length
}
