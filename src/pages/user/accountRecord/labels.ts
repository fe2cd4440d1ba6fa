// How the records page names what the server sends as codes. A record type's words are its code in
// camel case under `records.type` (recordTypeKey), for every type of the one list (RECORD_TYPES);
// the locales test asks for each. The accounts are typed over every name, so an account added on
// the server fails the type-check here until it has words.
import type { AccountName } from '@wire/catalogue/money'
import { RECORD_TYPES } from '@wire/recordTypes'

/** `loan_collateral_freeze` -> `records.type.loanCollateralFreeze`. */
export const recordTypeKey = (code: string): string =>
  `records.type.${code.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())}`

export const ACCOUNT_LABELS: Readonly<Record<AccountName, string>> = {
  legal: 'assets.legal',
  micro: 'assets.micro',
  change: 'records.account.change',
  lever: 'records.account.lever',
}

export const PART_LABELS = { available: 'records.part.available', frozen: 'records.part.frozen' }

const isKeyOf = <T extends object>(map: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(map, key)

/** The words of a type code; the code itself when it is newer than this app. */
export function typeLabel(t: (key: string) => string, code: string): string {
  return (RECORD_TYPES as readonly string[]).includes(code) ? t(recordTypeKey(code)) : code
}

export function accountLabel(t: (key: string) => string, wallet: string): string {
  return isKeyOf(ACCOUNT_LABELS, wallet) ? t(ACCOUNT_LABELS[wallet]) : wallet
}

export function partLabel(t: (key: string) => string, part: string): string {
  return isKeyOf(PART_LABELS, part) ? t(PART_LABELS[part]) : part
}
