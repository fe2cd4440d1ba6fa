// What a committed transaction did to positions reaches their owners: each position as it now
// stands (socket lever_position) and each message a trigger wrote (mail_message). A failed push
// loses nothing: the app reads its positions and messages again when it shows them.
import type { FastifyBaseLogger } from 'fastify'
import type { LeverPositionEvent } from '@wire/catalogue/lever'
import { SOCKET_EVENTS } from '@wire/market'
import type { AppContext } from '../context'
import { pushMessage } from '../messages/public'
import { viewPositions } from './views'
import type { LeverOutcome } from './settle'

export async function pushOutcome(
  ctx: AppContext,
  log: FastifyBaseLogger,
  outcome: LeverOutcome,
): Promise<void> {
  if (outcome.positions.length === 0 && outcome.messages.length === 0) return
  try {
    // the last state of each position this transaction moved
    const latest = new Map(outcome.positions.map((row) => [row.id, row]))
    const views = await viewPositions(ctx.db, ctx.feed, ctx.clock.now(), [...latest.values()])
    for (const data of views) {
      const event: LeverPositionEvent = { to: data.user_id, data: data.position }
      ctx.realtime.emitToUser(data.user_id, SOCKET_EVENTS.leverPosition, event)
    }
  } catch (err) {
    log.error({ err }, 'lever_position push failed')
  }
  for (const message of outcome.messages) pushMessage(ctx.realtime, log, message)
}
