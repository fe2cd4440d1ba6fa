// Seconds-trading calls (SPEC §7 /microtrade/*). Fields and answers are the call catalogue's.
import type { PayloadOf, SendOf } from '@wire/catalogue'
import type { OrderStatus } from '@wire/microtrade'
import { ApiError, get, post } from '../http'

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

let sequence = 0

/** A key for one order; its retries reuse it, so the server places the order once. */
export function newOrderKey(): string {
  sequence += 1
  // uniqueness is all a key needs (mini-programs have no synchronous crypto random source)
  return `${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 10)}`
}

/**
 * Places an order. When the answer is lost on the way (a time-out, the network), the same request
 * goes once more with the same key: the server either places it then or returns the order it
 * already placed, never a second one.
 */
export async function submitOrder(body: SendOf<'submitOrder'>, key: string): Promise<MicroOrder> {
  const send = (silent: boolean) =>
    post<PayloadOf<'submitOrder'>>(
      '/microtrade/submit',
      { ...body },
      { idempotencyKey: key, silent },
    )
  try {
    return await send(true)
  } catch (error) {
    if (error instanceof ApiError && error.type === 'network') return send(false)
    throw error
  }
}
