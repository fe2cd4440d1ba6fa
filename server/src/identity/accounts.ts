// Who an account is: the same person must map to the same key whichever call names them, so
// every call that takes an e-mail or a phone number goes through here.
import { findArea, findAreaByCode } from '@wire/areaCodes'
import type { AccountType } from '@wire/user'
import { isEmail, isPhone } from '@common/validate'
import { AppError } from '../infra/appError'

export interface AccountRef {
  type: AccountType
  /** lowercase e-mail, or '+<area code><national number>' */
  key: string
  /** as entered: the e-mail, or the national number */
  account: string
  /** calling code digits for phones */
  areaCode: string | null
}

export interface AccountInput {
  /** 'mobile' | 'email'; derived from the presence of '@' when absent or unknown */
  type?: string
  userString: string
  areaCode?: string
  areaCodeId?: string
}

export function accountType(type: string | undefined, userString: string): AccountType {
  if (type === 'mobile' || type === 'email') return type
  return userString.includes('@') ? 'email' : 'mobile'
}

/** The calling code digits named by `area_code` (with or without '+') or by `area_code_id`. */
export function resolveAreaCode(areaCode?: string, areaCodeId?: string): string {
  const code = (areaCode ?? '').trim()
  const id = (areaCodeId ?? '').trim()
  const byCode = code ? findAreaByCode(code) : undefined
  const byId = id ? findArea(id) : undefined
  if (code && !byCode) throw new AppError('area_code_required')
  if (id && !byId) throw new AppError('area_code_required')
  // Both given but naming different codes: the form is out of step with itself.
  if (byCode && byId && byCode.code !== byId.code) throw new AppError('area_code_required')
  const area = byCode ?? byId
  if (!area) throw new AppError('area_code_required')
  return area.code
}

export function resolveAccount(input: AccountInput): AccountRef {
  const userString = input.userString.trim()
  const type = accountType(input.type, userString)
  if (type === 'email') {
    if (!isEmail(userString)) throw new AppError('email_invalid')
    return { type, key: userString.toLowerCase(), account: userString, areaCode: null }
  }
  if (!isPhone(userString)) throw new AppError('phone_invalid')
  const areaCode = resolveAreaCode(input.areaCode, input.areaCodeId)
  return { type, key: `+${areaCode}${userString}`, account: userString, areaCode }
}

// shared with the app, which shows an unnamed user's account the same way
export { maskAccount } from '@common/account'
