// A user's internal messages (SPEC §3; written by POST /ops/message). Every query carries the
// session's user id, so another user's message is as missing as one never sent.
import type { PayloadOf } from '@wire/catalogue'
import type { Lang } from '@wire/lang'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { newestOfUser, pagedList, type Paging } from '../infra/db/paged'
import { AppError } from '../infra/appError'
import { t } from '../infra/i18n'
import { escapeText } from '@common/richText'
import { excerptOf } from './excerpt'
import { isNoticeTemplate, noticeText, type NoticeVars } from './notices'

type Page = PayloadOf<'mailList'>
export type MailMessage = PayloadOf<'mailDetail'>

interface Row {
  id: string | number
  title: string
  content: string
  created_at: Date
  read_at: Date | null
  template: string | null
  vars: NoticeVars | null
}

/** What a message says to its reader, who may have set an anti-phishing code. */
interface Reader {
  lang: Lang
  antiPhishing: string | null
}

/** The words of a message: a notice's in the reader's language, an operator's as written. */
function wordsOf(row: Row, lang: Lang): { title: string; content: string } {
  if (isNoticeTemplate(row.template)) return noticeText(lang, row.template, row.vars ?? {})
  return { title: row.title, content: row.content }
}

/** The whole message opens with the reader's anti-phishing code, as it is now (the list's
 *  excerpts stay the message's own words). */
function withAntiPhishing(content: string, reader: Reader): string {
  if (!reader.antiPhishing) return content
  const line = t(reader.lang, 'anti_phishing_line', { phrase: reader.antiPhishing })
  return `<p>${escapeText(line)}</p>${content}`
}

export async function unreadCount(q: Queryable, userId: number): Promise<number> {
  const [{ unread }] = await q.query<{ unread: number }>(
    'SELECT count(*)::int AS unread FROM mail_messages WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  )
  return unread
}

/** The user's messages, newest first. */
export async function listMessages(
  q: Queryable,
  userId: number,
  paging: Paging,
  lang: Lang,
): Promise<Page> {
  // by id: two messages sent in the same millisecond still have an order
  return pagedList(q, paging, newestOfUser('mail_messages', userId), (row: Row) => {
    const { title, content } = wordsOf(row, lang)
    return {
      id: Number(row.id),
      title,
      excerpt: excerptOf(content),
      created_at: row.created_at.toISOString(),
      read: row.read_at !== null,
    }
  })
}

/**
 * The user's message `id`, marked read. The first opening sets the time in the same statement
 * that reads it, so two openings at once count as one and later ones keep the first time.
 */
export async function openMessage(
  q: Queryable,
  clock: Clock,
  userId: number,
  id: number,
  reader: Reader,
): Promise<MailMessage> {
  const [row] = await q.query<Row>(
    `UPDATE mail_messages SET read_at = COALESCE(read_at, $3)
      WHERE id = $1 AND user_id = $2
  RETURNING *`,
    [id, userId, clock.now()],
  )
  if (!row) throw new AppError('mail_message_not_found')
  const words = wordsOf(row, reader.lang)
  return {
    id: Number(row.id),
    ...words,
    content: withAntiPhishing(words.content, reader),
    created_at: row.created_at.toISOString(),
    read_at: (row.read_at ?? clock.now()).toISOString(),
  }
}
