// P2P calls (/p2p/*): the market's ads, the user's standing, buy orders and their steps, the
// merchant's ads. Types are the catalogue's.
import type { PayloadOf } from '@wire/catalogue'
import type { P2pFiat } from '@common/p2pRules'
import { bindCalls } from './client'
import { CALLS } from './calls/p2p'

const api = bindCalls(CALLS)

export type P2pAd = PayloadOf<'p2pAd'>
export type P2pOrder = PayloadOf<'p2pOrder'>
export type P2pStatus = PayloadOf<'p2pStatus'>
export type P2pRole = P2pOrder['role']

export interface AdFilter {
  currencyId: number
  fiat: P2pFiat
  /** a fiat amount the ad must take; '' for any */
  amount: string
}

export const fetchP2pAds = (filter: AdFilter, page: number) =>
  api.p2pAds({
    currency_id: filter.currencyId,
    fiat: filter.fiat,
    ...(filter.amount ? { amount: filter.amount } : {}),
    page,
    limit: 20,
  })

export const fetchP2pStatus = () => api.p2pStatus({})

export const fetchP2pOrder = (id: number) => api.p2pOrderDetail({ id })

export const fetchP2pOrders = (role: P2pRole, page: number) =>
  api.p2pOrders({ role, page, limit: 20 })

export const fetchMyAds = (page: number) => api.p2pMyAds({ page, limit: 20 })

/** Each write happens once, however often its answer is lost. */
export const placeP2pOrder = (adId: number, fiatAmount: string, key: string) =>
  api.p2pOrder({ ad_id: adId, fiat_amount: fiatAmount }, key)

export const markP2pPaid = (id: number, proof: string, key: string) =>
  api.p2pPaid(proof ? { id, proof } : { id }, key)

export const releaseP2p = (id: number, key: string) => api.p2pRelease({ id }, key)

export const cancelP2p = (id: number, key: string) => api.p2pCancel({ id }, key)

export const appealP2p = (id: number, reason: string, key: string) =>
  api.p2pAppeal({ id, reason }, key)

export interface AdInput {
  currencyId: number
  fiat: P2pFiat
  price: string
  total: string
  minFiat: string
  maxFiat: string
}

export const postP2pAd = (input: AdInput, key: string) =>
  api.p2pPostAd(
    {
      currency_id: input.currencyId,
      fiat: input.fiat,
      price: input.price,
      total: input.total,
      min_fiat: input.minFiat,
      max_fiat: input.maxFiat,
    },
    key,
  )

export const closeP2pAd = (id: number, key: string) => api.p2pCloseAd({ id }, key)
