// Leveraged-trading calls (WIRE /lever/*): a symbol's terms, opening, the user's positions, closing
// and the take-profit and stop-loss lines. Fields and answers are the call catalogue's (types only).
import type { PayloadOf, SendOf } from '@wire/catalogue'
import { bindCalls } from './client'
import { CALLS } from './calls/lever'

const api = bindCalls(CALLS)

export type LeverDeal = PayloadOf<'leverDeal'>
export type LeverPosition = PayloadOf<'leverSubmit'>
export type LeverBook = PayloadOf<'leverBook'>

/** Position status: 0 pending limit, 1 open, 3 closed, 4 cancelled. */
export const LEVER_STATUS = { pending: 0, open: 1, closed: 3, cancelled: 4 } as const

export const fetchLeverDeal = (currencyId: number, legalId: number) =>
  api.leverDeal({ currency_id: currencyId, legal_id: legalId })

export const fetchLeverBook = (query: SendOf<'leverBook'>) => api.leverBook(query)

export const fetchLeverHistory = (query: SendOf<'leverList'>) => api.leverList(query)

/** Opens once, however often its answer is lost (postOnce). */
export const submitLever = (body: SendOf<'leverSubmit'>, key: string) => api.leverSubmit(body, key)

/** Closes an open position, or cancels a pending limit, once. */
export const closeLever = (id: number, key: string) => api.leverClose({ id }, key)

export const setLeverStops = (body: SendOf<'leverSetStop'>, key: string) =>
  api.leverSetStop(body, key)

/** 0 every open position, 1 every long, 2 every short. */
export const batchCloseLever = (type: 0 | 1 | 2, key: string) =>
  api.leverBatchClose({ type: String(type) as '0' | '1' | '2' }, key)
