// Customer service's in-app conversation (issue 25 item 3): the user writes text and a picture,
// the operator answers under /ops (or `npm run ops -- support-reply`), and the answer reaches the
// user live (socket `support_message`) and as an internal message. One conversation per user: it
// is the user's own, so no call names it.
import { Type, type Static } from 'typebox'
import { SUPPORT_TEXT_MAX } from '../../common/support'
import { call, Fields, Nullable, Paged, Paging, Text } from './common'

export const SupportMessage = Type.Object({
  id: Type.Integer(),
  from: Type.Union([Type.Literal('user'), Type.Literal('operator')]),
  text: Type.String({ description: "plain text as written, trimmed; '' for a picture alone" }),
  image: Nullable(
    Type.String({ description: "the user's upload reference (read back at /upload/view)" }),
  ),
  created_at: Type.String({ description: 'ISO time' }),
})

/** socket `support_message`, pushed to the user's room when the operator answers. */
export interface SupportMessageEvent {
  to: number
  data: Static<typeof SupportMessage>
}

/** server/src/upload/uploads.ts REF_PATTERN; checked against the user's own uploads too. */
const ImageRef = Type.String({
  pattern: '^(?:[0-9]{6}/[0-9a-f]{32}\\.(?:jpg|png|webp))?$',
  maxLength: 64,
  description: "a reference /upload answered, or '' for none",
})

const MessageText = Text({
  maxLength: SUPPORT_TEXT_MAX,
  multiline: true,
  description: 'plain text; trimmed, never read as HTML',
})

// Newest first, as every paged list of the app: page 1 is what the screen opens on, and earlier
// messages are the next pages. The screen turns them over to read top-down.
const conversationPage = Paging(20, 50)

export const support = {
  supportMessages: call({
    method: 'GET',
    path: '/support/messages',
    summary: 'Your conversation with customer service, newest first (20 a page by default)',
    auth: true,
    query: Fields({ ...conversationPage }),
    response: Paged(SupportMessage),
  }),

  supportSend: call({
    method: 'POST',
    path: '/support/send',
    summary:
      'Write to customer service: text, a picture you uploaded, or both; honours ' +
      'Idempotency-Key (a repeated tap posts once)',
    auth: true,
    idempotent: true,
    body: Fields({
      text: Type.Optional(MessageText),
      image: Type.Optional(ImageRef),
    }),
    response: SupportMessage,
    errors: { text: 'support_text_invalid', image: 'photo_not_found' },
  }),
}

// ---------------------------------------------------------------------------------------------
// The operator's side (mounted under /ops with the other operator calls)

/** An e-mail or '+<area code><digits>' (a '+' unencoded in a query arrives as a space). */
const AccountKey = Text({ maxLength: 320 })

export const SupportConversation = Type.Object({
  user_id: Type.Integer(),
  account: Type.String({ description: 'the account key' }),
  waiting_since: Nullable(
    Type.String({
      description: "ISO time of the user's oldest unanswered message; null: answered",
    }),
  ),
  last_at: Type.String({ description: 'ISO time of the latest message' }),
  last_from: Type.Union([Type.Literal('user'), Type.Literal('operator')]),
  last_text: Type.String({ description: "the latest message's text ('' for a picture alone)" }),
})

export const opsSupport = {
  opsSupportList: call({
    method: 'GET',
    path: '/support/conversations',
    mount: '/ops',
    summary:
      'Conversations with customer service: unanswered first (longest waiting first), then ' +
      'the rest by latest message',
    auth: false,
    operator: true,
    query: Fields({ ...Paging(20, 100) }),
    response: Paged(SupportConversation),
  }),

  opsSupportConversation: call({
    method: 'GET',
    path: '/support/conversation',
    mount: '/ops',
    summary:
      "One user's conversation, newest first; pictures are read at /ops/upload/view (audited)",
    auth: false,
    operator: true,
    query: Fields({ account: AccountKey, ...Paging(20, 100) }),
    response: Type.Object({
      user_id: Type.Integer(),
      account: Type.String(),
      messages: Paged(SupportMessage),
    }),
  }),

  opsSupportReply: call({
    method: 'POST',
    path: '/support/reply',
    mount: '/ops',
    summary:
      'Answer a user (audited): shown in their conversation at once and sent as an internal ' +
      'message; honours Idempotency-Key',
    auth: false,
    operator: true,
    idempotent: true,
    body: Fields({ account: AccountKey, text: MessageText }),
    response: Type.Object({ account: Type.String(), message: SupportMessage }),
    errors: { text: 'support_text_invalid' },
  }),
}
