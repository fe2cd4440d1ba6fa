// Internal message calls (SPEC §7 /mailMessage/*): the user's messages from the operator. Fields
// and answers are the call catalogue's (types only).
import type { PayloadOf, SendOf } from '@wire/catalogue'
import { api } from './client'

export type MailMessageItem = PayloadOf<'mailList'>['data'][number]
export type MailMessage = PayloadOf<'mailDetail'>

/** The badge is a hint beside other content: a failed count says nothing rather than toast. */
export const fetchUnreadCount = () => api.mailCount(undefined, { silent: true })

export const fetchMessages = (query: SendOf<'mailList'>) => api.mailList(query)

/** Opening a message marks it read on the server. */
export const fetchMessage = (id: number) => api.mailDetail({ id })
