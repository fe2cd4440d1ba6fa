// The conversation's messages as stored and as the wire shows them, and the one write both sides
// make: a message is stored and its conversation's standing moved on in the same transaction, so
// the operator's list never disagrees with the messages.
import type { PayloadOf } from '@wire/catalogue'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'

export type SupportMessage = PayloadOf<'supportSend'>

export interface MessageRow {
  id: string | number
  user_id: string | number
  from_operator: boolean
  body: string
  image: string | null
  created_at: Date
}

export function messageOf(row: MessageRow): SupportMessage {
  return {
    id: Number(row.id),
    from: row.from_operator ? 'operator' : 'user',
    text: row.body,
    image: row.image,
    created_at: row.created_at.toISOString(),
  }
}

/**
 * Plain text as it is kept: line ends made one kind, the ends trimmed. The schema has already
 * refused every control character but tab and line ends.
 */
export const cleanText = (text: string | undefined): string =>
  (text ?? '').replace(/\r\n?/g, '\n').trim()

export interface NewMessage {
  userId: number
  fromOperator: boolean
  text: string
  image: string | null
}

/** Stores the message in transaction `q`; the user's next message waits for an answer again. */
export async function storeMessage(
  q: Queryable,
  clock: Clock,
  message: NewMessage,
): Promise<SupportMessage> {
  const now = clock.now()
  const [row] = await q.query<MessageRow>(
    `INSERT INTO support_messages (user_id, from_operator, body, image, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING *`,
    [message.userId, message.fromOperator, message.text, message.image, now],
  )
  // an answer ends the wait; a user's message starts one unless one is already running
  await q.query(
    `INSERT INTO support_conversations (user_id, last_message_id, last_at, waiting_since)
     VALUES ($1, $2, $3, CASE WHEN $4 THEN NULL ELSE $3::timestamptz END)
     ON CONFLICT (user_id) DO UPDATE
        SET last_message_id = EXCLUDED.last_message_id,
            last_at = EXCLUDED.last_at,
            waiting_since = CASE WHEN $4 THEN NULL
                                 ELSE COALESCE(support_conversations.waiting_since, $3) END`,
    [message.userId, row.id, now, message.fromOperator],
  )
  return messageOf(row)
}
