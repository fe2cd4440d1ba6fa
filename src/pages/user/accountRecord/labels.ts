// How the records page names what the server sends as codes. Typed over every code, so a record
// type or an account added on the server fails the type-check here until it has words.
import type { AccountName, RecordType } from '@wire/catalogue/money'

/** Every record type's words (keys written out: the locales test finds them). */
export const RECORD_TYPE_LABELS: Readonly<Record<RecordType, string>> = {
  ops_credit: 'records.type.opsCredit',
  micro_stake: 'records.type.microStake',
  micro_fee: 'records.type.microFee',
  micro_payout: 'records.type.microPayout',
  micro_refund: 'records.type.microRefund',
  move_out: 'records.type.moveOut',
  move_in: 'records.type.moveIn',
  deposit: 'records.type.deposit',
  deposit_bonus: 'records.type.depositBonus',
  withdraw_freeze: 'records.type.withdrawFreeze',
  withdraw_paid: 'records.type.withdrawPaid',
  withdraw_fee: 'records.type.withdrawFee',
  withdraw_unfreeze: 'records.type.withdrawUnfreeze',
  exchange_out: 'records.type.exchangeOut',
  exchange_in: 'records.type.exchangeIn',
  lock_freeze: 'records.type.lockFreeze',
  lock_profit: 'records.type.lockProfit',
  lock_unfreeze: 'records.type.lockUnfreeze',
  lock_penalty: 'records.type.lockPenalty',
  spot_pay: 'records.type.spotPay',
  spot_receive: 'records.type.spotReceive',
  spot_fee: 'records.type.spotFee',
  spot_freeze: 'records.type.spotFreeze',
  spot_unfreeze: 'records.type.spotUnfreeze',
  house_issue: 'records.type.houseIssue',
  mm_fund: 'records.type.mmFund',
  lever_freeze: 'records.type.leverFreeze',
  lever_fee: 'records.type.leverFee',
  lever_unfreeze: 'records.type.leverUnfreeze',
  lever_overnight: 'records.type.leverOvernight',
  lever_close: 'records.type.leverClose',
  follow_share_paid: 'records.type.followSharePaid',
  follow_share_received: 'records.type.followShareReceived',
  dual_freeze: 'records.type.dualFreeze',
  dual_settle: 'records.type.dualSettle',
  dual_payout: 'records.type.dualPayout',
}

/** The types in the order the filter offers them (the map's order). */
export const RECORD_TYPE_CODES = Object.keys(RECORD_TYPE_LABELS) as RecordType[]

export const ACCOUNT_LABELS: Readonly<Record<AccountName, string>> = {
  legal: 'assets.legal',
  micro: 'assets.micro',
  change: 'records.account.change',
  lever: 'records.account.lever',
}

export const PART_LABELS = { available: 'records.part.available', frozen: 'records.part.frozen' }

/** The coins that have records (SPEC §3 coin ids), as the Assets tab lists them. */
export const RECORD_COINS: readonly { id: number; code: string }[] = [
  { id: 3, code: 'USDT' },
  { id: 1, code: 'BTC' },
  { id: 2, code: 'ETH' },
  { id: 5, code: 'USDC' },
]

const isKeyOf = <T extends object>(map: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(map, key)

/** The words of a type code; the code itself when it is newer than this app. */
export function typeLabel(t: (key: string) => string, code: string): string {
  return isKeyOf(RECORD_TYPE_LABELS, code) ? t(RECORD_TYPE_LABELS[code]) : code
}

export function accountLabel(t: (key: string) => string, wallet: string): string {
  return isKeyOf(ACCOUNT_LABELS, wallet) ? t(ACCOUNT_LABELS[wallet]) : wallet
}

export function partLabel(t: (key: string) => string, part: string): string {
  return isKeyOf(PART_LABELS, part) ? t(PART_LABELS[part]) : part
}
