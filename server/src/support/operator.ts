// The operator's side: the conversations waiting for an answer first, one conversation read in
// full, and an answer, which reaches the user three ways: in the conversation, live on their
// socket and as an internal message (so a user who is not on the page hears of it too).
import type { PayloadOf } from '@wire/catalogue'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { newestOfUser, pagedList, type Paging } from '../infra/db/paged'
import { AppError } from '../infra/appError'
import { audit } from '../infra/audit/audit'
import { accountKeyOf } from '../ops/accountKey'
import { findUserByKey, type UserRow } from '../infra/db/users'
import { notify, type StoredMessage } from '../messages/public'
import { messageOf, storeMessage, type SupportMessage } from './messages'

type ConversationList = PayloadOf<'opsSupportList'>
type Conversation = PayloadOf<'opsSupportConversation'>
export type Reply = PayloadOf<'opsSupportReply'>

interface ConversationRow {
  user_id: string | number
  account_key: string
  waiting_since: Date | null
  last_at: Date
  from_operator: boolean
  body: string
}

export async function listConversations(q: Queryable, paging: Paging): Promise<ConversationList> {
  const query = {
    select: 'SELECT c.user_id, u.account_key, c.waiting_since, c.last_at, m.from_operator, m.body',
    from: `FROM support_conversations c
           JOIN users u ON u.id = c.user_id
           JOIN support_messages m ON m.id = c.last_message_id`,
    // unanswered first, the longest waiting at the top; then the latest talk first
    orderBy: '(c.waiting_since IS NULL), c.waiting_since, c.last_at DESC, c.user_id',
    params: [],
  }
  return pagedList(q, paging, query, (row: ConversationRow) => ({
    user_id: Number(row.user_id),
    account: row.account_key,
    waiting_since: row.waiting_since?.toISOString() ?? null,
    last_at: row.last_at.toISOString(),
    last_from: row.from_operator ? 'operator' : 'user',
    last_text: row.body,
  }))
}

async function userOf(q: Queryable, account: string): Promise<UserRow> {
  const user = await findUserByKey(q, accountKeyOf(account))
  if (!user) throw new AppError('account_not_found')
  return user
}

export async function readConversation(
  q: Queryable,
  account: string,
  paging: Paging,
): Promise<Conversation> {
  const user = await userOf(q, account)
  const userId = Number(user.id)
  const messages = await pagedList(q, paging, newestOfUser('support_messages', userId), messageOf)
  return { user_id: userId, account: user.account_key, messages }
}

/** The answer stored, and what to push once its transaction has committed. */
export interface Answered {
  reply: Reply
  userId: number
  mail: StoredMessage
}

/** Answers the user in transaction `q`, with its internal message and its audit row. */
export async function answer(
  q: Queryable,
  clock: Clock,
  account: string,
  text: string,
): Promise<Answered> {
  const user = await userOf(q, account)
  if (!text) throw new AppError('support_reply_empty')
  const userId = Number(user.id)
  const message: SupportMessage = await storeMessage(q, clock, {
    userId,
    fromOperator: true,
    text,
    image: null,
  })
  const mail = await notify(q, clock, userId, 'support_reply', { text })
  await audit(q, clock, 'support_reply', user.account_key, {
    user_id: userId,
    message_id: message.id,
  })
  return { reply: { account: user.account_key, message }, userId, mail }
}
