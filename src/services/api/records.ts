// Account record calls (SPEC §7 /account/list, /wallet/hzhistory, /pay/payLog): the ledger's
// records of the signed-in user, newest first. Fields and answers are the call catalogue's.
import type { PayloadOf, SendOf } from '@wire/catalogue'
import { api } from './client'

export type RecordPage = PayloadOf<'accountList'>
export type AccountRecord = RecordPage['data'][number]

export const fetchRecords = (body: SendOf<'accountList'>) => api.accountList(body)

/** Moves between the user's own accounts. */
export const fetchMoveHistory = (page: number) => api.moveHistory({ page })

/** Money entering or leaving the app: deposits, paid withdrawals, credits. */
export const fetchPayLog = (body: SendOf<'payLog'>) => api.payLog(body)
