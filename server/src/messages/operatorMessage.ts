// An internal message from the operator to one user (SPEC §3 "internal message"; the app's
// /mailMessage/* screens list them). The content is rich text, so it goes through the shared
// sanitiser here, when written, as every stored HTML does.
import { sanitizeHtml } from '@common/richText'
import type { OpsMessageResult } from '@wire/certification'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { findUserByKey } from '../infra/db/users'
import { accountKeyOf } from '../ops/accountKey'
import { audit } from '../infra/audit/audit'

export interface OpsMessageInput {
  account: string
  title: string
  content: string
}

export interface SentMessage extends OpsMessageResult {
  user_id: number
  title: string
  created_at: string
}

/** Stores the message for the user in transaction `q`, with its audit row. */
export async function opsMessage(
  q: Queryable,
  clock: Clock,
  input: OpsMessageInput,
): Promise<SentMessage> {
  const user = await findUserByKey(q, accountKeyOf(input.account))
  if (!user) throw new AppError('account_not_found')
  const title = input.title.trim()
  const content = sanitizeHtml(input.content).trim()
  if (!title || !content) throw new AppError('message_incomplete')
  const now = clock.now()
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO mail_messages (user_id, title, content, created_at) VALUES ($1, $2, $3, $4)
     RETURNING id`,
    [user.id, title, content, now],
  )
  await audit(q, clock, 'message', user.account_key, {
    user_id: user.id,
    message_id: row.id,
    title,
  })
  return {
    id: row.id,
    account: user.account_key,
    user_id: user.id,
    title,
    created_at: now.toISOString(),
  }
}
