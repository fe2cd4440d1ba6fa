// Seconds-trading calls (SPEC §7 /microtrade/*). Fields and answers are the call catalogue's.
import type { PayloadOf, SendOf } from '@wire/catalogue'
import type { OrderStatus } from '@wire/microtrade'
import { api } from './client'

type MicroOrder = PayloadOf<'submitOrder'>

export const fetchSecondsOptions = () => api.secondsOptions()

export const fetchPayable = () => api.payableCurrencies()

export const fetchOrders = (status: OrderStatus, page = 1, limit = 5) =>
  api.orderList({ status, page, limit })

/** The settled order, or an ApiError ("Not Settlement") while it is still open. */
export const fetchResult = (id: number) => api.orderResult({ id }, { silent: true })

/** Places an order once, however often its answer is lost (postOnce). */
export const submitOrder = (body: SendOf<'submitOrder'>, key: string): Promise<MicroOrder> =>
  api.submitOrder(body, key)
