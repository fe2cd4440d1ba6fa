// The help centre and the help texts (GET /faq, /aboutus, /contactus, /operational_compliance,
// /getAgreement): in the request's language with English as the fallback, seeded honestly in all
// 20 languages, sanitised on write, and customer service's channels only as the operator set them.
import { sanitizeHtml } from '@common/richText'
import type { PayloadOf } from '@wire/catalogue'
import { LANGS } from '@wire/lang'
import { createFaq, saveHelpPage } from '../../../server/src/content/help'
import { HOSTILE_HTML } from '../../support/hostileHtml'
import { BOOT_TIMEOUT, call, okMessage, startServer, type TestServer } from './helpers'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const read = async <T>(path: string, lang?: string, headers?: Record<string, string>) =>
  okMessage(
    await call<T>(server, 'GET', `/api${path}`, {
      body: lang ? { lang } : {},
      ...(headers ? { headers } : {}),
    }),
  )
const faq = (lang?: string) => read<PayloadOf<'faq'>>('/faq', lang)
const page = (path: string, lang?: string) => read<PayloadOf<'aboutUs'>>(path, lang)
const contact = (lang?: string) => read<PayloadOf<'contactUs'>>('/contactus', lang)

const PAGES = ['/aboutus', '/operational_compliance', '/getAgreement'] as const

async function setSetting(key: string, value: string | null) {
  if (value === null) await server.db.query('DELETE FROM settings WHERE key = $1', [key])
  else
    await server.db.query(
      `INSERT INTO settings (key, value, public) VALUES ($1, $2, true)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [key, value],
    )
}

describe('the help centre', () => {
  it('answers the eight questions, in English by default', async () => {
    const items = await faq()
    expect(items.map((i) => i.question)).toEqual([
      'How do I deposit?',
      'What do I need to withdraw?',
      'How does a seconds trade settle?',
      'What does early redemption of lock mining cost?',
      'Why do I need certification?',
      'I forgot my login password',
      'I forgot my withdraw password',
      'Are the prices real?',
    ])
    expect(Object.keys(items[0]).sort()).toEqual(['answer', 'id', 'question'])
    expect(items[6].answer).toContain('contact customer service')
    expect(items[3].answer).toContain('penalty rate % × remaining days × amount')
    expect(items[7].answer).toContain('simulated')
  })

  it.each(LANGS.filter((l) => l !== 'en'))(
    'is written in %s, not copied from English',
    async (lang) => {
      const english = await faq()
      const items = await faq(lang)
      expect(items.map((i) => i.id)).toEqual(english.map((i) => i.id))
      items.forEach((item, i) => {
        expect(item.question).not.toBe(english[i].question)
        expect(item.answer).not.toBe(english[i].answer)
      })
      for (const path of PAGES) {
        const [here, there] = [await page(path, lang), await page(path)]
        expect(here.title).not.toBe(there.title)
        expect(here.content).not.toBe(there.content)
      }
      expect((await contact(lang)).note).not.toBe((await contact()).note)
    },
  )

  it('follows Accept-Language and falls back to English for a language it lacks', async () => {
    const ja = await read<PayloadOf<'faq'>>('/faq', undefined, { 'accept-language': 'ja-JP' })
    expect(ja[0].question).toBe((await faq('ja'))[0].question)
    expect(await faq('xx')).toEqual(await faq())
    expect(await page('/aboutus', 'klingon')).toEqual(await page('/aboutus'))

    // a question the operator wrote only in English is asked in English in every language
    const id = await createFaq(server.db, {
      sort: 99,
      texts: { en: { question: 'Only English?', answer: '<p>Yes.</p>' } },
    })
    const de = await faq('de')
    expect(de.at(-1)).toEqual({ id, question: 'Only English?', answer: '<p>Yes.</p>' })
    await server.db.query('DELETE FROM faq WHERE id = $1', [id])

    await server.db.query(`DELETE FROM help_pages WHERE kind = 'agreement' AND lang = 'fr'`)
    expect(await page('/getAgreement', 'fr')).toEqual(await page('/getAgreement'))
  })

  it('tells the honest story', async () => {
    const compliance = await page('/operational_compliance')
    expect(compliance.title).toBe('Compliance and risk disclosure')
    expect(compliance.content).toContain('simulated')
    expect(compliance.content).toContain('returns are not guaranteed')
    const agreement = await page('/getAgreement')
    expect(agreement.title).toBe('User agreement')
    expect(agreement.content).toContain('<h4>Account security</h4>')
    for (const lang of LANGS) {
      const texts = [
        ...(await faq(lang)).map((i) => i.answer),
        ...(await Promise.all(PAGES.map((p) => page(p, lang)))).map((p) => p.content),
      ]
      for (const html of texts) {
        expect(html).not.toMatch(/100\s?%|risk-free|guaranteed profit/i)
        // stored sanitised: sanitising again changes nothing
        expect(sanitizeHtml(html)).toBe(html)
      }
    }
  })
})

describe('hostile rich text written to the help texts', () => {
  it.each(HOSTILE_HTML.map((c) => [c.name, c] as const))(
    'stores %s defused',
    async (_name, { html, out }) => {
      const id = await createFaq(server.db, {
        sort: 100,
        texts: { en: { question: 'Hostile', answer: html }, ko: { question: 'H', answer: html } },
      })
      expect((await faq()).find((i) => i.id === id)?.answer).toBe(out)
      expect((await faq('ko')).find((i) => i.id === id)?.answer).toBe(out)
      await server.db.query('DELETE FROM faq WHERE id = $1', [id])

      await saveHelpPage(server.db, 'about', 'it', { title: 'Ostile', content: html })
      expect(await page('/aboutus', 'it')).toEqual({ title: 'Ostile', content: out })
    },
  )
})

describe('customer service', () => {
  afterEach(async () => {
    await setSetting('service_email', 'support@example.com')
    await setSetting('service_messenger', null)
    await setSetting('service_telegram', null)
    await setSetting('service_whatsapp', null)
    await setSetting('service_hours', null)
  })

  it('says plainly that no channel is set up, and names no placeholder', async () => {
    const answer = await contact()
    expect(answer.channels).toEqual([])
    expect(answer.hours).toBe('')
    expect(answer.note).toContain('No contact channel has been set up')
    // customer service is the conversation on the page itself
    expect(answer.note).toContain('chat on this page')
    expect(answer.content).toContain('chat below')
    expect(JSON.stringify(answer)).not.toContain('example.com')
    expect(answer.content).toContain('resetting a withdraw password')
    expect(answer.content).toContain('large deposits')
    expect(answer.content).toContain('bank transfer')
  })

  it('gives the channels the operator configured, and the hours beside them', async () => {
    await setSetting('service_hours', 'Mon-Fri 09:00-18:00 UTC')
    expect((await contact()).hours).toBe('')
    await setSetting('service_email', 'help@tradeapp.io')
    await setSetting('service_messenger', 'Telegram @tradeapp_help')
    const answer = await contact('es')
    expect(answer.channels).toEqual([
      { kind: 'email', value: 'help@tradeapp.io' },
      { kind: 'messenger', value: 'Telegram @tradeapp_help' },
    ])
    expect(answer.hours).toBe('Mon-Fri 09:00-18:00 UTC')
    expect(answer.note).toBe('')
    expect(answer.title).toBe('Atención al cliente')
  })

  it('gives Telegram and WhatsApp as links to the chat, and only when they reach someone', async () => {
    await setSetting('service_telegram', '@tradeapp_help')
    await setSetting('service_whatsapp', '+44 7700 900123')
    expect((await contact()).channels).toEqual([
      { kind: 'telegram', value: 'https://t.me/tradeapp_help' },
      { kind: 'whatsapp', value: 'https://wa.me/447700900123' },
    ])
    await setSetting('service_telegram', 'https://t.me/TradeHelp')
    expect((await contact()).channels[0]).toEqual({
      kind: 'telegram',
      value: 'https://t.me/TradeHelp',
    })
    await setSetting('service_telegram', 'write to @us')
    await setSetting('service_whatsapp', 'call us')
    expect((await contact()).channels).toEqual([])
    await setSetting('service_whatsapp', '+12 34')
    expect((await contact()).channels).toEqual([])
  })

  it('ignores an address that is no address', async () => {
    await setSetting('service_email', 'write to us')
    expect((await contact()).channels).toEqual([])
    await setSetting('service_email', 'ops@mail.test')
    expect((await contact()).channels).toEqual([])
  })
})
