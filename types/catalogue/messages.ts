// Internal messages, the user's side (SPEC §3 "Internal message: list and detail"; SPEC §7
// /mailMessage/*). The operator writes them (POST /ops/message); every call here needs a session
// and reads only the session user's messages: another user's id answers as a missing one.
import { Type } from 'typebox'
import { call, Fields, Id, Paged, Paging } from './common'

export const MailMessageItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  excerpt: Type.String({ description: 'the start of the content as plain text, for the list' }),
  created_at: Type.String({ description: 'ISO time it was sent' }),
  read: Type.Boolean({ description: 'opened at least once (mailMessage/detail)' }),
})

export const MailMessageDetail = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String({ description: 'HTML, sanitised when it was written (common/richText)' }),
  created_at: Type.String({ description: 'ISO time it was sent' }),
  read_at: Type.String({ description: 'ISO time it was first opened' }),
})

/** socket `mail_message` (WIRE.md), pushed to the user's room when a message is sent. */
export interface MailMessageEvent {
  to: number
  data: { id: number; title: string; created_at: string }
}

export const messages = {
  mailCount: call({
    method: 'GET',
    path: '/mailMessage/getCount',
    summary: 'How many of your messages are unread',
    auth: true,
    query: Fields({}),
    response: Type.Integer({ minimum: 0, description: 'the unread count (WIRE.md)' }),
  }),

  mailList: call({
    method: 'GET',
    path: '/mailMessage/getList',
    summary: 'Your messages, newest first (10 a page by default)',
    auth: true,
    query: Fields({ ...Paging(10, 50) }),
    response: Paged(MailMessageItem),
  }),

  mailDetail: call({
    method: 'GET',
    path: '/mailMessage/detail',
    summary: 'One of your messages; opening it marks it read',
    auth: true,
    query: Fields({ id: Id('the message') }),
    response: MailMessageDetail,
    errors: { id: 'mail_message_not_found' },
  }),
}
