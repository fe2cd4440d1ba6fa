// Lock-mining calls (SPEC §7 lock deposit): the products on offer, a purchase, the user's orders
// with what is locked and earned, and early redemption. Fields and answers are the call
// catalogue's (types only).
import type { PayloadOf, SendOf } from '@wire/catalogue'
import { api } from './client'

export type LockProduct = PayloadOf<'lockProducts'>[number]
export type LockOrder = PayloadOf<'lockOrders'>['order_list'][number]
export type LockOrders = PayloadOf<'lockOrders'>
export type Redeemed = PayloadOf<'lockCancel'>

/** SPEC §4's purchase-window answer as the server gives it per product. */
export const WINDOW = { closed: 0, open: 1, notStarted: 2 } as const

/** Order status: 1 locked, 2 ended (principal returned), 3 redeemed early. */
export const ORDER_STATUS = { locked: 1, ended: 2, redeemed: 3 } as const

export const fetchLockProducts = () => api.lockProducts()

export const fetchLockOrders = (query: SendOf<'lockOrders'>) => api.lockOrders(query)

/**
 * Locks once, however often its answer is lost (postOnce); the page shows a refusal itself. A
 * user without certification gets 998, which the request wrapper answers by opening it.
 */
export const buyLockProduct = (body: SendOf<'lockPurchase'>, key: string) =>
  api.lockPurchase(body, key)

/** Early redemption: a second tap finds the order ended, so no key is needed. */
export const redeemLockOrder = (id: number) => api.lockCancel({ id }, { silent: true })
