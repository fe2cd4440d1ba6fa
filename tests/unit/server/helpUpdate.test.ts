// Code migration 026_help_answers (issue 25 item 17): an installation seeded before the help
// answers were corrected gets the corrected ones, except where the operator rewrote the question.
import { sanitizeHtml } from '@common/richText'
import { LANGS, type Lang } from '@wire/lang'
import { openDb, type Db } from '../../../server/src/infra/db/client'
import { CODE_MIGRATIONS } from '../../../server/src/infra/db/codeMigrations'
import { migrate, MIGRATIONS_DIR } from '../../../server/src/infra/db/migrate'
import { createFaq, listFaq } from '../../../server/src/content/help'
import { helpSeed } from '../../../server/src/content/helpSeed'
import { BOOT_TIMEOUT } from './helpers'

const { '026_help_answers': _update, ...before } = CODE_MIGRATIONS
const seeded = helpSeed().faq
const newAnswer = (i: number, lang: Lang) =>
  sanitizeHtml(seeded[i]?.texts[lang]?.answer ?? 'no such item')
const OLD = (lang: string) => `<p>The old answer in ${lang}.</p>`

let db: Db
beforeAll(async () => {
  db = await openDb()
  // an installation from before: every migration up to 025, its seeded answers the old ones
  await migrate(db, MIGRATIONS_DIR, before)
  await db.query(`UPDATE faq_texts SET answer = '<p>The old answer in ' || lang || '.</p>'`)
}, BOOT_TIMEOUT)
afterAll(() => db.close())

const idAt = async (sort: number) =>
  (await db.query<{ id: number }>('SELECT id::int AS id FROM faq WHERE sort = $1', [sort]))[0].id

it('replaces the seeded answers, and keeps what the operator rewrote', async () => {
  // the operator rewrote the German deposit question and its answer...
  const deposit = await idAt(1)
  await db.query(
    `UPDATE faq_texts SET question = 'Einzahlen?', answer = '<p>Eigene Antwort.</p>'
      WHERE faq_id = $1 AND lang = 'de'`,
    [deposit],
  )
  // ...and replaced the login-password item with one of their own at its place
  await db.query('DELETE FROM faq WHERE id = $1', [await idAt(6)])
  const own = await createFaq(db, {
    sort: 6,
    texts: { en: { question: 'Who runs this app?', answer: '<p>We do.</p>' } },
  })

  expect(await migrate(db)).toEqual(['026_help_answers'])

  for (const lang of LANGS) {
    const items = await listFaq(db, lang)
    expect(items).toHaveLength(seeded.length)
    for (const item of items) {
      if (item.id === own) {
        expect(item).toMatchObject({ question: 'Who runs this app?', answer: '<p>We do.</p>' })
      } else if (item.id === deposit && lang === 'de') {
        expect(item).toMatchObject({ question: 'Einzahlen?', answer: '<p>Eigene Antwort.</p>' })
      } else {
        const at = seeded.findIndex((s) => s.texts[lang]?.question === item.question)
        expect([lang, at, item.answer]).toEqual([lang, at, newAnswer(at, lang)])
        expect(item.answer).not.toBe(OLD(lang))
      }
    }
  }
  // the English deposit text was not edited: only the German one is the operator's
  expect((await listFaq(db, 'en'))[0].answer).toBe(newAnswer(0, 'en'))
  expect(newAnswer(0, 'en')).toContain('Your reference')
})

it('runs once, after the .sql migrations it follows', async () => {
  expect(await migrate(db)).toEqual([])
  const names = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')
  const applied = names.map((n) => n.name)
  const after = applied.indexOf('025_deposit_banks.sql')
  expect(applied.slice(after, after + 2)).toEqual(['025_deposit_banks.sql', '026_help_answers'])
})

// Code migration 041_help_texts (issue 47 item 12): the withdrawal answer names the authenticator
// and About us the whole product, on an installation seeded before, unless the operator retitled
// the page.
describe('041_help_texts', () => {
  const { '041_help_texts': _texts, ...earlier } = CODE_MIGRATIONS
  let old: Db
  beforeAll(async () => {
    old = await openDb()
    await migrate(old, MIGRATIONS_DIR, earlier)
    await old.query(`UPDATE faq_texts SET answer = '<p>The old answer in ' || lang || '.</p>'`)
    await old.query(
      `UPDATE help_pages SET content = '<p>Seconds trades and lock mining.</p>' WHERE kind = 'about'`,
    )
    await old.query(
      `UPDATE help_pages SET title = 'Wer wir sind' WHERE kind = 'about' AND lang = 'de'`,
    )
  }, BOOT_TIMEOUT)
  afterAll(() => old.close())

  it('brings the answers and About us up to the seed, keeping a page the operator retitled', async () => {
    expect(await migrate(old)).toEqual(['041_help_texts'])
    const withdraw = (await listFaq(old, 'en'))[1].answer
    expect(withdraw).toContain('Authenticator code')
    const about = await old.query<{ lang: string; content: string }>(
      `SELECT lang, content FROM help_pages WHERE kind = 'about' ORDER BY lang`,
    )
    for (const { lang, content } of about) {
      if (lang === 'de') expect(content).toBe('<p>Seconds trades and lock mining.</p>')
      else expect([lang, content]).toEqual([lang, expect.stringMatching(/P2P/)])
    }
  })
})
