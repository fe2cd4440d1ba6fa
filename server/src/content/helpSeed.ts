// What a new installation's help centre says, in all 20 languages (helpTexts/<lang>.ts, reviewed
// with the app's terms for deposit, withdrawal, customer service...). Written through the same
// path as any later edit, so it is sanitised like one.
import { LANGS, type Lang } from '@wire/lang'
import type { Queryable } from '../infra/db/client'
import { createFaq, saveHelpPage, type FaqInput, type HelpKind, type HelpPage } from './help'
import { HELP_TEXTS } from './helpTexts'
import type { HelpTexts, Section } from './helpTexts/types'

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const paragraph = (text: string) => `<p>${escape(text)}</p>`
const sections = (list: readonly Section[]) =>
  list.map((s) => `<h4>${escape(s.heading)}</h4>${paragraph(s.text)}`).join('')

function pages(texts: HelpTexts): Record<HelpKind, HelpPage> {
  const { about, compliance, agreement, contact } = texts
  return {
    about: { title: about.title, content: about.paragraphs.map(paragraph).join('') },
    compliance: { title: compliance.title, content: sections(compliance.sections) },
    agreement: { title: agreement.title, content: sections(agreement.sections) },
    contact: {
      title: contact.title,
      content:
        paragraph(contact.intro) +
        `<ul>${contact.handles.map((h) => `<li>${escape(h)}</li>`).join('')}</ul>`,
    },
    contact_none: { title: contact.title, content: paragraph(contact.none) },
  }
}

/** The rows the seed writes, before sanitising (also what identifies this seed's version). */
export function helpSeed(): { faq: FaqInput[]; pages: [HelpKind, Lang, HelpPage][] } {
  const faq = HELP_TEXTS.en.faq.map((_, i): FaqInput => ({
    sort: i + 1,
    texts: Object.fromEntries(
      LANGS.map((lang) => {
        const { question, answer } = HELP_TEXTS[lang].faq[i]
        return [lang, { question, answer: paragraph(answer) }]
      }),
    ) as FaqInput['texts'],
  }))
  const all = LANGS.flatMap((lang) =>
    Object.entries(pages(HELP_TEXTS[lang])).map(
      ([kind, page]) => [kind as HelpKind, lang, page] as [HelpKind, Lang, HelpPage],
    ),
  )
  return { faq, pages: all }
}

export async function seedHelp(q: Queryable): Promise<void> {
  const { faq, pages: all } = helpSeed()
  for (const item of faq) await createFaq(q, item)
  for (const [kind, lang, page] of all) await saveHelpPage(q, kind, lang, page)
}
