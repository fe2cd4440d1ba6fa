// Wallet calls (SPEC §7 Wallet): what the user holds in each account, and moves between their
// own accounts. Fields and answers are the call catalogue's (types only).
import type { PayloadOf, SendOf } from '@wire/catalogue'
import { get, post, postOnce } from '../http'

export type WalletList = PayloadOf<'walletList'>

export type WalletSummary = PayloadOf<'walletSummary'>
export type CurrencyOption = PayloadOf<'userCurrencyList'>[number]

export const fetchWallets = () => post<WalletList>('/wallet/list', {})

export const fetchWalletSummary = () => get<WalletSummary>('/wallet/getWalletNew')

export const fetchCurrencyOptions = () => get<CurrencyOption[]>('/currency/user_currency_list')

/** Moves once, however often its answer is lost (postOnce); the sheet shows a refusal itself. */
export const moveFunds = (body: SendOf<'walletChange'>, key: string) =>
  postOnce<PayloadOf<'walletChange'>>('/wallet/change', { ...body }, key)
