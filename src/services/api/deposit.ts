// Deposit calls (SPEC §7 /wallet/get_in_address, /wallet/charge_req, /recharge/log; /recharge/detail
// pinned by us). Fields and answers are the call catalogue's (types only).
import type { PayloadOf, SendOf } from '@wire/catalogue'
import { api } from './client'

export type InAddress = PayloadOf<'walletInAddress'>
export type DepositAddress = InAddress['list'][number]
export type Recharge = PayloadOf<'rechargeLog'>['data'][number]
export type RechargePage = PayloadOf<'rechargeLog'>
export type DepositBank = PayloadOf<'rechargeBank'>
export type ReceivingAccount = NonNullable<DepositBank['bank']>

/** The platform's address on each network of the coin that takes deposits now. */
export const fetchDepositAddresses = (currency: number) =>
  api.walletInAddress({ currency: String(currency) })

/**
 * Where a bank card or bank transfer deposit in the coin is paid (null when nowhere yet), and the
 * reference the user quotes with it.
 */
export const fetchDepositBank = (currency: number) =>
  api.rechargeBank({ currency: String(currency) })

/**
 * Asks for a deposit to be credited once its voucher is reviewed. Made once per key, however often
 * its answer is lost (postOnce); the page shows a refusal itself.
 */
export const requestDeposit = (body: SendOf<'chargeReq'>, key: string) => api.chargeReq(body, key)

export const fetchRecharges = (query: SendOf<'rechargeLog'>) => api.rechargeLog(query)

export const fetchRecharge = (id: number) => api.rechargeDetail({ id })
