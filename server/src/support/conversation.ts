// The user's side: their own conversation only (every query carries the session's user id), and
// a message made of text, a picture of their own, or both.
import type { Paged } from '@wire/envelope'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { newestOfUser, pagedList, type Paging } from '../infra/db/paged'
import { AppError } from '../infra/appError'
import { messageOf, storeMessage, type SupportMessage } from './messages'

export async function listConversation(
  q: Queryable,
  userId: number,
  paging: Paging,
): Promise<Paged<SupportMessage>> {
  return pagedList(q, paging, newestOfUser('support_messages', userId), messageOf)
}

export interface UserMessage {
  text: string
  /** '' for none */
  image: string
}

/**
 * Stores the user's message in transaction `q`. A picture must be one the user uploaded: someone
 * else's reference would show another person's file in this conversation.
 */
export async function sendMessage(
  q: Queryable,
  clock: Clock,
  userId: number,
  input: UserMessage,
): Promise<SupportMessage> {
  if (!input.text && !input.image) throw new AppError('support_message_empty')
  if (input.image) {
    const [own] = await q.query('SELECT 1 FROM uploads WHERE ref = $1 AND user_id = $2', [
      input.image,
      userId,
    ])
    if (!own) throw new AppError('photo_not_found')
  }
  return storeMessage(q, clock, {
    userId,
    fromOperator: false,
    text: input.text,
    image: input.image || null,
  })
}
