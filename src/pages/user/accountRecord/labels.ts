// How the records page names what the server sends as codes. Typed over every code, so a record
// type or an account added on the server fails the type-check here until it has words.
import type { AccountName, RecordType } from '@wire/catalogue/money'

/**
 * Every record type, in the order the filter offers them. Its words are its code in camel case
 * under `records.type` (recordTypeKey); the locales test asks for the key of every type the
 * catalogue has.
 */
export const RECORD_TYPE_CODES = [
  'ops_credit',
  'micro_stake',
  'micro_fee',
  'micro_payout',
  'micro_refund',
  'move_out',
  'move_in',
  'deposit',
  'deposit_bonus',
  'withdraw_freeze',
  'withdraw_paid',
  'withdraw_fee',
  'withdraw_unfreeze',
  'exchange_out',
  'exchange_in',
  'lock_freeze',
  'lock_profit',
  'lock_unfreeze',
  'lock_penalty',
  'spot_pay',
  'spot_receive',
  'spot_fee',
  'spot_freeze',
  'spot_unfreeze',
  'house_issue',
  'mm_fund',
  'lever_freeze',
  'lever_fee',
  'lever_unfreeze',
  'lever_overnight',
  'lever_close',
  'follow_share_paid',
  'follow_share_received',
  'dual_freeze',
  'dual_settle',
  'dual_payout',
  'project_freeze',
  'project_charge',
  'project_tokens',
  'project_release',
  'loan_collateral_freeze',
  'loan_collateral_release',
  'loan_credit',
  'loan_repay',
  'loan_liquidation',
  'p2p_ad_freeze',
  'p2p_ad_unfreeze',
  'p2p_release',
  'p2p_receive',
  'nft_box_buy',
  'nft_buy',
  'nft_sale',
  'nft_bid_freeze',
  'nft_bid_unfreeze',
  'nft_auction_pay',
] as const satisfies readonly RecordType[]

type Assert<T extends true> = T
/** A type the server has and the list lacks fails the type-check here. */
export type EveryRecordTypeListed = Assert<
  [Exclude<RecordType, (typeof RECORD_TYPE_CODES)[number]>] extends [never] ? true : false
>

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
  return (RECORD_TYPE_CODES as readonly string[]).includes(code) ? t(recordTypeKey(code)) : code
}

export function accountLabel(t: (key: string) => string, wallet: string): string {
  return isKeyOf(ACCOUNT_LABELS, wallet) ? t(ACCOUNT_LABELS[wallet]) : wallet
}

export function partLabel(t: (key: string) => string, part: string): string {
  return isKeyOf(PART_LABELS, part) ? t(PART_LABELS[part]) : part
}
