// Seconds-trading calls (SPEC §7 /microtrade/*). Fields and answers are the call catalogue's.
import type { PayloadOf, SendOf } from '@wire/catalogue'
import type { OrderStatus } from '@wire/microtrade'
import { get, postOnce } from '../http'

type MicroOrder = PayloadOf<'submitOrder'>

export const fetchSecondsOptions = () => get<PayloadOf<'secondsOptions'>>('/microtrade/seconds')

export const fetchPayable = () =>
  get<PayloadOf<'payableCurrencies'>>('/microtrade/payable_currencies')

export const fetchOrders = (status: OrderStatus, page = 1, limit = 5) =>
  get<PayloadOf<'orderList'>>('/microtrade/lists', {
    status,
    page,
    limit,
  } satisfies SendOf<'orderList'>)

/** The settled order, or an ApiError ("Not Settlement") while it is still open. */
export const fetchResult = (id: number) =>
  get<PayloadOf<'orderResult'>>('/microtrade/get_result', { id } satisfies SendOf<'orderResult'>, {
    silent: true,
  })

/** Places an order once, however often its answer is lost (postOnce). */
export const submitOrder = (body: SendOf<'submitOrder'>, key: string): Promise<MicroOrder> =>
  postOnce<PayloadOf<'submitOrder'>>('/microtrade/submit', { ...body }, key)
