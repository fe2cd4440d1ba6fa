// A committed change of a book reaches everyone following the book (coin_depth, coin_trade, on
// every node) and the owners of the orders it moved (coin_order). A failed push loses nothing: a
// follower that misses an increment sees the gap in seq and takes a new snapshot, and /coin/list
// shows an order as it stands whenever it is read.
import type { FastifyBaseLogger } from 'fastify'
import type { SpotDepthEvent, SpotOrderEvent, SpotTradeEvent } from '@wire/catalogue/spot'
import { SOCKET_EVENTS } from '@wire/market'
import type { MarketFeed } from '../market/public'
import type { Realtime } from '../infra/realtime/realtime'
import type { BookChange } from './bookChange'
import { toSpotOrder } from './orders'

export function pushBookChange(
  realtime: Realtime,
  feed: MarketFeed,
  log: FastifyBaseLogger,
  change: BookChange,
): void {
  try {
    if (change.seq > 0) {
      const depth: SpotDepthEvent = {
        match_id: change.matchId,
        seq: change.seq,
        prev_seq: change.prevSeq,
        bids: change.bids,
        asks: change.asks,
      }
      realtime.emitToBook(change.matchId, SOCKET_EVENTS.coinDepth, depth)
    }
    for (const trade of change.trades) {
      const print: SpotTradeEvent = { match_id: change.matchId, ...trade }
      realtime.emitToBook(change.matchId, SOCKET_EVENTS.coinTrade, print)
    }
    for (const row of change.orders) {
      const event: SpotOrderEvent = { to: row.user_id, data: toSpotOrder(row, feed) }
      realtime.emitToUser(row.user_id, SOCKET_EVENTS.coinOrder, event)
    }
  } catch (err) {
    log.error({ err }, 'spot push failed')
  }
}
