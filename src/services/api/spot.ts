// Spot-trading calls (WIRE /coin/*): the book, the rules, placing and cancelling, the user's orders
// and fills. Fields and answers are the call catalogue's (types only).
import type { PayloadOf, SendOf } from '@wire/catalogue'
import { bindCalls } from './client'
import { CALLS } from './calls/spot'

const api = bindCalls(CALLS)

export type SpotOrder = PayloadOf<'spotTrade'>
export type SpotDepth = PayloadOf<'spotDepth'>
export type SpotRules = PayloadOf<'spotRules'>
export type SpotFill = PayloadOf<'spotFills'>['data'][number]

/** Order status: 1 open (partly filled or not), 2 filled, 3 ended with its rest released. */
export const SPOT_STATUS = { open: 1, filled: 2, ended: 3 } as const

export const fetchSpotDepth = (matchId: number, limit = 10) =>
  api.spotDepth({ match_id: matchId, limit }, { silent: true })

export const fetchSpotRules = (matchId: number) => api.spotRules({ match_id: matchId })

export const fetchSpotOrders = (query: SendOf<'spotList'>) => api.spotList(query)

export const fetchSpotFills = (query: SendOf<'spotFills'>) => api.spotFills(query)

/** Places once, however often its answer is lost (postOnce). */
export const placeSpotOrder = (body: SendOf<'spotTrade'>, key: string) => api.spotTrade(body, key)

/** Cancels once; a retry after a lost answer gets the same release. */
export const cancelSpotOrder = (id: number, key: string) => api.spotCancel({ id }, key)
