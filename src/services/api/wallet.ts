// Wallet calls (SPEC §7 Wallet): what the user holds in each account, and moves between their
// own accounts. Fields and answers are the call catalogue's (types only).
import type { PayloadOf, SendOf } from '@wire/catalogue'
import { api, type CallOptions } from './client'

export type WalletList = PayloadOf<'walletList'>

export type WalletSummary = PayloadOf<'walletSummary'>
export type CurrencyOption = PayloadOf<'userCurrencyList'>[number]

export const fetchWallets = (options?: CallOptions) => api.walletList(undefined, options)

export const fetchWalletSummary = () => api.walletSummary()

export const fetchCurrencyOptions = () => api.userCurrencyList()

/** Moves once, however often its answer is lost (postOnce); the sheet shows a refusal itself. */
export const moveFunds = (body: SendOf<'walletChange'>, key: string) => api.walletChange(body, key)
