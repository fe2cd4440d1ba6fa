// Brings the seeded help-centre answers of an existing installation up to the current seed
// (issue 25 item 17: answers that disagreed with their screens; issue 47 item 12: the withdrawal
// answer without the authenticator, About us describing two products). The seed
// (013_help_content_seed) runs once, so an installation created before the answers were corrected
// keeps the old ones; this rewrites them, sanitised like any other write.
import { sanitizeHtml } from '@common/richText'
import type { Queryable } from '../infra/db/client'
import { saveHelpPage } from './help'
import { helpSeed } from './helpSeed'

export async function updateHelpAnswers(q: Queryable): Promise<void> {
  const rows = helpSeed().faq.flatMap((item) =>
    Object.entries(item.texts).map(([lang, text]) => ({
      sort: item.sort,
      lang,
      question: text.question.trim(),
      answer: sanitizeHtml(text.answer),
    })),
  )
  // Only where the stored question is still the seed's question at the seed's place: an operator
  // who rewrote a question (with its answer), or deleted the item and wrote another in its place,
  // keeps their words. The question is the mark because this correction changed every seeded
  // answer but no question; an answer edited under an unchanged question is replaced too.
  await q.query(
    `UPDATE faq_texts t SET answer = s.answer
       FROM faq f,
            unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS s(sort, lang, question, answer)
      WHERE f.id = t.faq_id AND f.sort = s.sort
        AND t.lang = s.lang AND t.question = s.question`,
    [
      rows.map((r) => r.sort),
      rows.map((r) => r.lang),
      rows.map((r) => r.question),
      rows.map((r) => r.answer),
    ],
  )
}

/**
 * The seeded answers again, and About us where its title is still the seed's (the same mark as
 * the questions': an operator who retitled the page keeps their words).
 */
export async function updateHelpTexts(q: Queryable): Promise<void> {
  await updateHelpAnswers(q)
  for (const [kind, lang, page] of helpSeed().pages) {
    if (kind !== 'about') continue
    const [stored] = await q.query<{ title: string }>(
      'SELECT title FROM help_pages WHERE kind = $1 AND lang = $2',
      [kind, lang],
    )
    if (stored?.title === page.title.trim()) await saveHelpPage(q, kind, lang, page)
  }
}
