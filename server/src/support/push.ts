// An answer just committed reaches the user's open connections at once (socket support_message),
// beside the internal message that tells of it (mail_message). A failed push loses nothing: the
// conversation shows the answer whenever it is read again.
import type { FastifyBaseLogger } from 'fastify'
import type { SupportMessageEvent } from '@wire/catalogue/support'
import { SOCKET_EVENTS } from '@wire/market'
import type { Realtime } from '../infra/realtime/realtime'

export function pushSupportMessage(
  realtime: Realtime,
  log: FastifyBaseLogger,
  userId: number,
  data: SupportMessageEvent['data'],
): void {
  const event: SupportMessageEvent = { to: userId, data }
  try {
    realtime.emitToUser(userId, SOCKET_EVENTS.supportMessage, event)
  } catch (err) {
    log.error({ err }, 'support_message push failed')
  }
}
