// Withdrawal calls (SPEC §7 /wallet/out, /user/withdraw/list; WIRE.md "Pinned / Money"): what the
// screen is built from (/wallet/get_info: balance, networks, fee, the 24 h lock), the code, the
// request and the records. Fields and answers are the call catalogue's (types only).
import type { PayloadOf, SendOf } from '@wire/catalogue'
import type { UserInfo } from '@wire/user'
import { api } from './client'

export type WithdrawInfo = PayloadOf<'walletInfo'>
export type Withdrawal = PayloadOf<'walletOut'>
export type WithdrawPage = PayloadOf<'withdrawList'>

/** A coin's available balance, networks with fees and limits, and when withdrawals open. */
export const fetchWithdrawInfo = (query: SendOf<'walletInfo'>) => api.walletInfo(query)

/** A withdraw-scene code: the server sends it to the session's own account. */
export const sendWithdrawCode = (user: UserInfo) =>
  api.sendCode(
    {
      user_string: user.account,
      type_new: user.account_type,
      area_code: user.area_code ?? undefined,
      scene: 'withdraw',
    },
    { silent: true },
  )

/**
 * Asks once, however often its answer is lost (postOnce); the page shows a refusal itself, except
 * 998 (not certified), which the wrapper acts on.
 */
export const requestWithdrawal = (body: SendOf<'walletOut'>, key: string) =>
  api.walletOut(body, key)

export const fetchWithdrawals = (query: SendOf<'withdrawList'>) => api.withdrawList(query)
