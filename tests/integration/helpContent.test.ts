// services/api/content.ts's help calls against the real server: the paths and answers the pages
// use, in the language the session asks in, readable before signing in.
import { session } from '@/stores/session'
import {
  fetchAbout,
  fetchAgreement,
  fetchCompliance,
  fetchContact,
  fetchFaq,
} from '@/services/api/content'
import { resetClient } from './support'

beforeEach(resetClient)

it('reads the help texts without a session, in the language of the session', async () => {
  const faq = await fetchFaq()
  expect(faq).toHaveLength(8)
  expect(faq[0]).toEqual({
    id: expect.any(Number),
    question: 'How do I deposit?',
    answer: expect.stringContaining('<p>'),
  })
  expect((await fetchAbout()).title).toBe('About us')
  expect((await fetchAgreement()).title).toBe('User agreement')
  expect((await fetchCompliance()).content).toContain('simulated')
  const contact = await fetchContact()
  expect(contact.channels).toEqual([])
  expect(contact.note).toContain('No contact channel has been set up')

  session.lang = 'ja'
  expect((await fetchFaq())[0].question).toBe('入金するには？')
  expect((await fetchAgreement()).title).toBe('利用規約')
  expect((await fetchContact()).title).toBe('カスタマーサービス')
})
