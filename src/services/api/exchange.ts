// Exchange calls (SPEC §7 /user/getTransferList, getTransferFee, Transfer): the coins and what is
// available of each, a quote held for a few seconds, and the conversion at that quote. Fields and
// answers are the call catalogue's (types only).
import type { PayloadOf, SendOf } from '@wire/catalogue'
import { api } from './client'

export type TransferList = PayloadOf<'transferList'>
export type TransferQuote = PayloadOf<'transferFee'>
export type TransferDone = PayloadOf<'transfer'>

export const fetchTransferList = () => api.transferList()

/** The page shows why a quote is refused next to the amount, so no toast. */
export const fetchQuote = (body: SendOf<'transferFee'>) => api.transferFee(body, { silent: true })

/** Converts once per key, however often its answer is lost (postOnce); refusals are the caller's. */
export const exchangeAtQuote = (body: SendOf<'transfer'>, key: string) => api.transfer(body, key)
