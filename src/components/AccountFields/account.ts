// The account a form talks about: a phone number with its area code, or an e-mail address.
import type { AccountType } from '@wire/user'
import { AREA_CODES, type AreaCode } from '@wire/areaCodes'
import type { Lang } from '@wire/lang'
import { isEmail, isPhone } from '@common/validate'
import { t } from '@/locales'
import { deviceLocales } from '@/services/deviceLocales'
import { session } from '@/stores/session'

export interface Account {
  type: AccountType
  area: AreaCode
  value: string
}

/** The country most of a language's readers dial from, when the device names no region. */
const LANG_COUNTRY: Record<Lang, string> = {
  en: 'US',
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  id: 'ID',
  ja: 'JP',
  ko: 'KR',
  th: 'TH',
  vi: 'VN',
  it: 'IT',
  zh: 'CN',
  hk: 'HK',
  pt: 'BR',
  ru: 'RU',
  be: 'BY',
  hi: 'IN',
  sa: 'IN',
  ar: 'SA',
  my: 'MM',
  tr: 'TR',
}

const byIso = (iso: string) => AREA_CODES.find((a) => a.iso === iso)

/** The region subtag of a locale: 'en-GB' and 'zh_CN' (mini-programs' form) -> 'GB', 'CN'. */
function regionOf(locale: string): string | undefined {
  // after the language come an optional 4-letter script ('zh-Hant-TW') and the 2-letter region
  return locale
    .split(/[-_]/)
    .slice(1)
    .find((part) => /^[A-Za-z]{2}$/.test(part))
    ?.toUpperCase()
}

/**
 * The area code a new form starts with: the device's region (where the user most likely has their
 * number), else the app language's main country, else the first entry. Only the form's starting
 * value: ids on the wire and the server's default stay as SPEC §9 has them.
 */
export function defaultArea(lang: Lang, deviceLocales: readonly string[]): AreaCode {
  for (const locale of deviceLocales) {
    const region = regionOf(locale)
    const area = region ? byIso(region) : undefined
    if (area) return area
  }
  return byIso(LANG_COUNTRY[lang]) ?? AREA_CODES[0]
}

export const emptyAccount = (type: AccountType = 'mobile'): Account => ({
  type,
  area: defaultArea(session.lang, deviceLocales()),
  value: '',
})

/** The translated reason the account can't be used, or undefined. */
export function accountError(account: Account): string | undefined {
  const value = account.value.trim()
  if (account.type === 'email') return isEmail(value) ? undefined : t('auth.enterCorrectEmail')
  return isPhone(value) ? undefined : t('auth.enterCorrectPhone')
}

/** Wire fields naming the account (SPEC §3 account payload). */
export function accountFields(account: Account) {
  const phone = account.type === 'mobile'
  return {
    type: account.type,
    user_string: account.value.trim(),
    area_code: phone ? account.area.code : undefined,
    area_code_id: phone ? String(account.area.id) : undefined,
  }
}
