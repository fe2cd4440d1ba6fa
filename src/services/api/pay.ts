// Card payment calls (/pay/*): the terms a card deposit is made on, making one, and following it
// until its provider has decided. Types are the catalogue's.
import type { PayloadOf } from '@wire/catalogue'
import { bindCalls } from './client'
import { CALLS } from './calls/pay'

const api = bindCalls(CALLS)

export type PayTerms = PayloadOf<'payTerms'>
export type PayOrder = PayloadOf<'payOrder'>

export const fetchPayTerms = () => api.payTerms({})

/** Made once per key, however often its answer is lost. */
export const createCardPayment = (terms: PayTerms, amount: string, key: string) =>
  api.payCreate(
    {
      countryCode: terms.country_code,
      currencyCode: terms.currency_code,
      paymentType: 'card',
      paymentAmount: amount,
      rate: terms.rate,
    },
    key,
  )

export const fetchPayOrder = (id: number) => api.payOrder({ id })

export const fetchPayOrderOf = (rechargeId: number) => api.payOrder({ recharge_id: rechargeId })
