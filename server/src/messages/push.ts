// A message just stored reaches the user's open connections at once (WIRE.md mail_message), once
// the transaction that wrote it has committed. A failed push loses nothing: the app finds the
// message in its list, and counts again whenever Home shows.
import type { FastifyBaseLogger } from 'fastify'
import type { MailMessageEvent } from '@wire/catalogue/messages'
import { SOCKET_EVENTS } from '@wire/market'
import type { Realtime } from '../infra/realtime/realtime'

/** Who a stored message is for, and what the push says of it. */
export interface StoredMessage {
  userId: number
  data: MailMessageEvent['data']
}

/** Hands a message written by a committed decision to the user's open connections. */
export type PushMessage = (sent: StoredMessage) => void

export function pushMessage(realtime: Realtime, log: FastifyBaseLogger, sent: StoredMessage): void {
  const event: MailMessageEvent = { to: sent.userId, data: sent.data }
  try {
    realtime.emitToUser(sent.userId, SOCKET_EVENTS.mailMessage, event)
  } catch (err) {
    log.error({ err }, 'mail_message push failed')
  }
}
