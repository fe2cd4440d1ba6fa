// Deposit calls (SPEC §7 /wallet/get_in_address, /wallet/charge_req, /recharge/log; /recharge/detail
// pinned by us). Fields and answers are the call catalogue's (types only).
import type { PayloadOf, SendOf } from '@wire/catalogue'
import { get, post, postOnce } from '../http'

export type InAddress = PayloadOf<'walletInAddress'>
export type DepositAddress = InAddress['list'][number]
export type Recharge = PayloadOf<'rechargeLog'>['data'][number]
export type RechargePage = PayloadOf<'rechargeLog'>

/** The platform's address on each network of the coin that takes deposits now. */
export const fetchDepositAddresses = (currency: number) =>
  post<InAddress>('/wallet/get_in_address', {
    currency: String(currency),
  } satisfies SendOf<'walletInAddress'>)

/**
 * Asks for a deposit to be credited once its voucher is reviewed. Made once per key, however often
 * its answer is lost (postOnce); the page shows a refusal itself.
 */
export const requestDeposit = (body: SendOf<'chargeReq'>, key: string) =>
  postOnce<Recharge>('/wallet/charge_req', { ...body }, key)

export const fetchRecharges = (query: SendOf<'rechargeLog'>) =>
  get<RechargePage>('/recharge/log', { ...query })

export const fetchRecharge = (id: number) =>
  get<Recharge>('/recharge/detail', { id } satisfies SendOf<'rechargeDetail'>)
