// The help centre's questions and answers and the fixed help texts (about us, compliance, the user
// agreement, customer service), written per language (HTML sanitised on the way in) and read in
// the request's language with English as the fallback.
import { sanitizeHtml } from '@common/richText'
import type { PayloadOf } from '@wire/catalogue'
import type { Lang } from '@wire/lang'
import type { Queryable } from '../infra/db/client'
import { CHANNEL_SETTINGS, contactChannels } from './channels'

export type FaqItem = PayloadOf<'faq'>[number]
export type HelpPage = PayloadOf<'aboutUs'>
export type ContactUs = PayloadOf<'contactUs'>

export type HelpKind = 'about' | 'compliance' | 'agreement' | 'contact' | 'contact_none'

export interface FaqText {
  question: string
  /** HTML; sanitised before it is stored */
  answer: string
}

export interface FaqInput {
  sort: number
  /** English is required: it is what every other language falls back to */
  texts: Partial<Record<Lang, FaqText>> & { en: FaqText }
}

export async function createFaq(q: Queryable, input: FaqInput): Promise<number> {
  const [row] = await q.query<{ id: number }>('INSERT INTO faq (sort) VALUES ($1) RETURNING id', [
    input.sort,
  ])
  for (const [lang, text] of Object.entries(input.texts)) {
    if (!text) continue
    await q.query(
      'INSERT INTO faq_texts (faq_id, lang, question, answer) VALUES ($1, $2, $3, $4)',
      [row.id, lang, text.question.trim(), sanitizeHtml(text.answer)],
    )
  }
  return row.id
}

/** Writes (or replaces) one help text in one language; `content` is sanitised first. */
export async function saveHelpPage(
  q: Queryable,
  kind: HelpKind,
  lang: Lang,
  page: HelpPage,
): Promise<void> {
  await q.query(
    `INSERT INTO help_pages (kind, lang, title, content) VALUES ($1, $2, $3, $4)
     ON CONFLICT (kind, lang) DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content`,
    [kind, lang, page.title.trim(), sanitizeHtml(page.content)],
  )
}

export async function listFaq(q: Queryable, lang: Lang): Promise<FaqItem[]> {
  return q.query<FaqItem>(
    `SELECT f.id::int AS id, COALESCE(l.question, e.question) AS question,
            COALESCE(l.answer, e.answer) AS answer
       FROM faq f
       JOIN faq_texts e ON e.faq_id = f.id AND e.lang = 'en'
       LEFT JOIN faq_texts l ON l.faq_id = f.id AND l.lang = $1
      WHERE f.published
      ORDER BY f.sort, f.id`,
    [lang],
  )
}

/** The text in the request's language, else English; an empty page when neither exists. */
export async function helpPage(q: Queryable, lang: Lang, kind: HelpKind): Promise<HelpPage> {
  const [row] = await q.query<HelpPage>(
    `SELECT title, content FROM help_pages WHERE kind = $1 AND lang IN ($2, 'en')
      ORDER BY lang = $2 DESC LIMIT 1`,
    [kind, lang],
  )
  return row ?? { title: '', content: '' }
}

/**
 * The operator's contact settings (channels.ts, and `service_hours`) and what customer service
 * handles. Nothing is made up: without a channel the answer has none and says so.
 */
export async function contactUs(q: Queryable, lang: Lang): Promise<ContactUs> {
  const rows = await q.query<{ key: string; value: string }>(
    'SELECT key, value FROM settings WHERE key = ANY($1::text[])',
    [[...CHANNEL_SETTINGS, 'service_hours']],
  )
  const setting = new Map(rows.map((r) => [r.key, r.value.trim()]))
  const channels = contactChannels(setting)
  const page = await helpPage(q, lang, 'contact')
  const note = channels.length ? '' : (await helpPage(q, lang, 'contact_none')).content
  // working hours alone reach nobody: shown only beside a channel
  const hours = channels.length ? (setting.get('service_hours') ?? '') : ''
  return { ...page, channels, hours, note }
}
