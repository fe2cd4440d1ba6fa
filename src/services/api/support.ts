// Customer service's conversation (issue 25 item 3): the user's own messages and the operator's
// answers, newest first a page at a time, and a message to send. Fields and answers are the call
// catalogue's (types only).
import type { PayloadOf, SendOf } from '@wire/catalogue'
import { api } from './client'

export type SupportMessage = PayloadOf<'supportMessages'>['data'][number]
export type SupportPage = PayloadOf<'supportMessages'>

/** One page of the conversation, newest first (page 1 holds the latest). */
export const fetchConversation = (page: number) => api.supportMessages({ page })

/**
 * Writes to customer service: text, a picture (an upload reference), or both. Sent once per key,
 * however often its answer is lost (postOnce); the page shows a refusal itself.
 */
export const sendSupportMessage = (body: SendOf<'supportSend'>, key: string) =>
  api.supportSend(body, key)
