// A committed change of a book reaches the owners of the orders it moved (socket coin_order). A
// failed push loses nothing: /coin/list shows the order as it stands whenever it is read.
import type { FastifyBaseLogger } from 'fastify'
import type { SpotOrderEvent } from '@wire/catalogue/spot'
import { SOCKET_EVENTS } from '@wire/market'
import type { MarketFeed } from '../market/feed'
import type { Realtime } from '../realtime/realtime'
import type { BookChange } from './bookChange'
import { toSpotOrder } from './orders'

export function pushBookChange(
  realtime: Realtime,
  feed: MarketFeed,
  log: FastifyBaseLogger,
  change: BookChange,
): void {
  try {
    for (const row of change.orders) {
      const event: SpotOrderEvent = { to: row.user_id, data: toSpotOrder(row, feed) }
      realtime.emitToUser(row.user_id, SOCKET_EVENTS.coinOrder, event)
    }
  } catch (err) {
    log.error({ err }, 'coin_order push failed')
  }
}
