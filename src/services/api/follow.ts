// Copy-trading calls (WIRE /follow/*): the traders, one trader's record, following and unfollowing,
// the user's follows with their statements, a trader's own settings. Types are the catalogue's.
import type { PayloadOf, SendOf } from '@wire/catalogue'
import { bindCalls } from './client'
import { CALLS } from './calls/follow'

const api = bindCalls(CALLS)

export type Trader = PayloadOf<'followTraderDetail'>['trader']
export type TraderDetail = PayloadOf<'followTraderDetail'>
export type TraderTrade = TraderDetail['open'][number]
export type Follow = PayloadOf<'followFollow'>
export type FollowMine = PayloadOf<'followMine'>
export type TraderSort = NonNullable<SendOf<'followIndex'>['sort']>

export const fetchTraders = (query: SendOf<'followIndex'>) => api.followIndex(query)

export const fetchTrader = (traderId: number) =>
  api.followTraderDetail({ trader_user_id: traderId })

export const fetchTraderHistory = (traderId: number, page: number) =>
  api.followHistoryTrade({ trader_user_id: traderId, page, limit: 20 })

export const fetchMine = () => api.followMine({})

/** Follows once, however often its answer is lost. */
export const followTrader = (body: SendOf<'followFollow'>, key: string) =>
  api.followFollow(body, key)

export const unfollowTrader = (traderId: number, key: string) =>
  api.followCancel({ follow_user_id: traderId }, key)

export const saveTraderSettings = (body: SendOf<'followSettings'>, key: string) =>
  api.followSettings(body, key)
