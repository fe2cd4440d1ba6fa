// Dual-investment calls (WIRE /dual/*): the products taking orders, one product, buying, the
// user's orders. Types are the catalogue's.
import type { PayloadOf } from '@wire/catalogue'
import { bindCalls } from './client'
import { CALLS } from './calls/dual'

const api = bindCalls(CALLS)

export type DualProduct = PayloadOf<'dualDetail'>
export type DualOrder = PayloadOf<'dualBuy'>

export const fetchDualProducts = (currencyId: number, type: DualProduct['type']) =>
  api.dualIndex({ currency_id: currencyId, type })

export const fetchDualProduct = (id: number) => api.dualDetail({ id })

export const fetchDualOrders = (page: number) => api.dualList({ page, limit: 20 })

/** Buys once, however often its answer is lost. */
export const buyDual = (id: number, num: string, key: string) => api.dualBuy({ id, num }, key)
