// Seconds-trading calls (SPEC §7 /microtrade/*). Shapes live in types/microtrade.ts.
import type { Paged } from '@wire/envelope'
import type {
  MicroOrder,
  OrderStatus,
  PayableCurrency,
  SecondsOption,
  SubmitOrderBody,
} from '@wire/microtrade'
import { ApiError, get, post } from '../http'

export const fetchSecondsOptions = () => get<SecondsOption[]>('/microtrade/seconds')

export const fetchPayable = () => get<PayableCurrency[]>('/microtrade/payable_currencies')

export const fetchOrders = (status: OrderStatus, page = 1, limit = 5) =>
  get<Paged<MicroOrder>>('/microtrade/lists', { status, page, limit })

/** The settled order, or an ApiError ("Not Settlement") while it is still open. */
export const fetchResult = (id: number) =>
  get<MicroOrder>('/microtrade/get_result', { id }, { silent: true })

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
export async function submitOrder(body: SubmitOrderBody, key: string): Promise<MicroOrder> {
  const send = (silent: boolean) =>
    post<MicroOrder>('/microtrade/submit', { ...body }, { idempotencyKey: key, silent })
  try {
    return await send(true)
  } catch (error) {
    if (error instanceof ApiError && error.type === 'network') return send(false)
    throw error
  }
}
