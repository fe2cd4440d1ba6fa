// Country names in the user's language where the platform can give them, else English.
import { AREA_CODES, type AreaCode } from '@wire/areaCodes'

export function regionNames(tag: string): (area: AreaCode) => string {
  try {
    const names = new Intl.DisplayNames([tag], { type: 'region' })
    return (area) => names.of(area.iso) ?? area.name
  } catch {
    return (area) => area.name
  }
}

/** The name of the country with ISO code `iso`; what is not such a code, as it is. */
export function countryName(iso: string, tag: string): string {
  const area = AREA_CODES.find((a) => a.iso === iso)
  return area ? regionNames(tag)(area) : iso
}
