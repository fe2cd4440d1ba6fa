// The account a form talks about: a phone number with its area code, or an e-mail address.
import type { AccountType } from '@wire/user'
import { DEFAULT_AREA_CODE, type AreaCode } from '@wire/areaCodes'
import { isEmail, isPhone } from '@common/validate'
import { t } from '@/locales'

export interface Account {
  type: AccountType
  area: AreaCode
  value: string
}

export const emptyAccount = (type: AccountType = 'mobile'): Account => ({
  type,
  area: DEFAULT_AREA_CODE,
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
