// News, banners and the pop-up notice: written with their texts per language (bodies sanitised on
// the way in), read in the request's language with English as the fallback.
import { sanitizeHtml } from '@common/richText'
import type { Paged } from '@wire/envelope'
import type { Lang } from '@wire/lang'
import type { NewsDetail, NewsItem, PopupNotice } from '@wire/market'
import type { Queryable } from '../infra/db/client'
import { pagedList } from '../infra/db/paged'
import { AppError } from '../infra/appError'

export interface NewsText {
  title: string
  summary?: string
  /** HTML; sanitised before it is stored */
  content?: string
}

export interface NewsInput {
  c_id: number
  thumbnail?: string
  sort?: number
  created_at: Date
  /** English is required: it is what every other language falls back to */
  texts: Partial<Record<Lang, NewsText>> & { en: NewsText }
}

export async function createNews(q: Queryable, input: NewsInput): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO news (c_id, thumbnail, sort, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
    [input.c_id, input.thumbnail ?? '', input.sort ?? 0, input.created_at],
  )
  for (const [lang, text] of Object.entries(input.texts)) {
    if (!text) continue
    await q.query(
      `INSERT INTO news_texts (news_id, lang, title, summary, content) VALUES ($1, $2, $3, $4, $5)`,
      [
        row.id,
        lang,
        text.title.trim(),
        (text.summary ?? '').trim(),
        text.content === undefined ? null : sanitizeHtml(text.content),
      ],
    )
  }
  return row.id
}

export interface NoticeInput {
  created_at: Date
  texts: Partial<Record<Lang, { title: string; content: string }>> & {
    en: { title: string; content: string }
  }
}

export async function createNotice(q: Queryable, input: NoticeInput): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    'INSERT INTO notices (created_at) VALUES ($1) RETURNING id',
    [input.created_at],
  )
  for (const [lang, text] of Object.entries(input.texts)) {
    if (!text) continue
    await q.query(
      'INSERT INTO notice_texts (notice_id, lang, title, content) VALUES ($1, $2, $3, $4)',
      [row.id, lang, text.title.trim(), sanitizeHtml(text.content)],
    )
  }
  return row.id
}

interface NewsRow {
  id: number
  c_id: number
  thumbnail: string
  created_at: Date
  title: string
  summary: string
  content?: string
}

const toItem = (row: NewsRow): NewsItem => ({
  id: row.id,
  c_id: row.c_id,
  title: row.title,
  summary: row.summary,
  thumbnail: row.thumbnail,
  created_at: row.created_at.toISOString(),
})

// The request's texts where they exist, else the English ones.
const LOCALISED = `
  FROM news n
  JOIN news_texts e ON e.news_id = n.id AND e.lang = 'en'
  LEFT JOIN news_texts l ON l.news_id = n.id AND l.lang = $1
 WHERE n.published`

export interface NewsPage {
  cId?: number
  page: number
  limit: number
}

export async function listNews(
  q: Queryable,
  lang: Lang,
  paging: NewsPage,
): Promise<Paged<NewsItem>> {
  const query = {
    select: `SELECT n.id, n.c_id, n.thumbnail, n.created_at,
                    COALESCE(l.title, e.title) AS title, COALESCE(l.summary, e.summary) AS summary`,
    from: `${LOCALISED} AND ($2::int IS NULL OR n.c_id = $2)`,
    orderBy: 'n.sort, n.created_at DESC, n.id DESC',
    params: [lang, paging.cId ?? null],
  }
  return pagedList(q, paging, query, toItem)
}

export async function newsDetail(q: Queryable, lang: Lang, id: number): Promise<NewsDetail> {
  const [row] = await q.query<NewsRow>(
    `SELECT n.id, n.c_id, n.thumbnail, n.created_at,
            COALESCE(l.title, e.title) AS title, COALESCE(l.summary, e.summary) AS summary,
            COALESCE(l.content, e.content, '') AS content
       ${LOCALISED} AND n.id = $2`,
    [lang, id],
  )
  if (!row) throw new AppError('news_not_found')
  return { ...toItem(row), content: row.content ?? '' }
}

/** The newest active notice, or null. */
export async function activeNotice(q: Queryable, lang: Lang): Promise<PopupNotice | null> {
  const [row] = await q.query<{ id: number; title: string; content: string }>(
    `SELECT n.id, COALESCE(l.title, e.title) AS title, COALESCE(l.content, e.content) AS content
       FROM notices n
       JOIN notice_texts e ON e.notice_id = n.id AND e.lang = 'en'
       LEFT JOIN notice_texts l ON l.notice_id = n.id AND l.lang = $1
      WHERE n.active
      ORDER BY n.created_at DESC, n.id DESC
      LIMIT 1`,
    [lang],
  )
  return row ? { id: row.id, title: row.title, content: row.content } : null
}
