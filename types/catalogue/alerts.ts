// Price alerts (issue 32 item 4): a price above or below a level, or a 24 h move of a percentage,
// per symbol, at most MAX_ALERTS a user. Checked on the feed, fired once each, delivered over the
// socket (PriceAlertEvent) and as a message. Every call needs a session.
import { Type, type Static } from 'typebox'
import { ALERT_KINDS, MAX_ALERTS } from '../alerts'
import { call, Decimal, DecimalOut, Fields, Id, Nullable, OneOf } from './common'

export { ALERT_KINDS, MAX_ALERTS, type AlertKind } from '../alerts'

export const PriceAlert = Type.Object({
  id: Type.Integer(),
  match_id: Type.Integer(),
  symbol: Type.String({ description: "'BTC/USDT'" }),
  kind: Type.Enum<[...typeof ALERT_KINDS]>(ALERT_KINDS),
  value: DecimalOut('the price, or the percentage for rise / fall'),
  created_at: Type.String(),
  fired_at: Nullable(Type.String({ description: 'ISO time it fired; null while it waits' })),
  fired_price: Nullable(DecimalOut('the price it fired at')),
})
export type PriceAlert = Static<typeof PriceAlert>

/** The socket event `price_alert`, to the user's room, when one of their alerts fires. */
export interface PriceAlertEvent {
  to: number
  data: PriceAlert
}

export const alerts = {
  alertList: call({
    method: 'GET',
    path: '/alert/list',
    summary: "The user's alerts: those waiting first, then those fired, newest first",
    auth: true,
    query: Fields({}),
    response: Type.Array(PriceAlert),
  }),

  alertAdd: call({
    method: 'POST',
    path: '/alert/add',
    summary: `Set an alert (at most ${MAX_ALERTS} waiting at once)`,
    auth: true,
    body: Fields({
      match_id: Id(),
      kind: OneOf(ALERT_KINDS, 'above, below (a price) or rise, fall (a 24 h change in %)'),
      value: Decimal('the price, or the percentage for rise / fall'),
    }),
    response: PriceAlert,
    errors: { match_id: 'symbol_not_found', value: 'alert_value_invalid' },
  }),

  alertDelete: call({
    method: 'POST',
    path: '/alert/del',
    summary: 'Remove one of the user’s alerts, waiting or fired',
    auth: true,
    body: Fields({ id: Id() }),
    response: Type.String({ description: 'a translated confirmation' }),
    errors: { id: 'alert_not_found' },
  }),
}
