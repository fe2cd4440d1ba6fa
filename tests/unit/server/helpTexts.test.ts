// Issue 25 item 17: the help answer on withdrawing left out the verification code the form asks
// for. Each answer that walks through a screen names that screen's fields in the words the app
// shows for them, in every language: the help texts are checked against the app's own labels
// (src/locales), so a renamed field or a step the answer forgets shows up here.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { LANGS } from '@wire/lang'
import { HELP_TEXTS } from '../../../server/src/content/helpTexts'

type Messages = { [key: string]: string | Messages }
const labels = (lang: string): Messages =>
  JSON.parse(
    readFileSync(path.join(__dirname, `../../../src/locales/${lang}.json`), 'utf8'),
  ) as Messages
const label = (messages: Messages, key: string): string => {
  const value = key.split('.').reduce<string | Messages>((m, k) => (m as Messages)[k], messages)
  if (typeof value !== 'string') throw new Error(`no label ${key}`)
  return value
}

// the FAQ's order (helpTexts/types.ts) and the fields of the screen each answer describes
const SCREENS: readonly [number, string, readonly string[]][] = [
  [1, 'withdraw', ['route.wallets', 'withdraw.network', 'withdraw.password', 'auth.code']],
  [4, 'certification', ['cert.docType', 'cert.realName', 'cert.idNumber']],
  [6, 'withdraw password', ['profile.security', 'profile.changePayPassword', 'auth.code']],
]

test.each(SCREENS)('FAQ %i (%s) names the fields of its screen in every language', (i, _, keys) => {
  for (const lang of LANGS) {
    const messages = labels(lang)
    const answer = HELP_TEXTS[lang].faq[i].answer.toLowerCase()
    for (const key of keys) {
      expect([lang, key, answer.includes(label(messages, key).toLowerCase())]).toEqual([
        lang,
        key,
        true,
      ])
    }
  }
})

// The withdraw answer also says what the form does not show until it refuses: open seconds
// trades must settle first (server: withdraw_open_positions), and the 24 h hold.
test('the withdraw answer tells of the code, the open trades and the 24 h hold', () => {
  const answer = HELP_TEXTS.en.faq[1].answer
  expect(answer).toContain('verification code sent to the e-mail address or phone number')
  expect(answer).toContain('seconds trades must be settled first')
  expect(answer).toContain('24 hours')
  for (const lang of LANGS)
    expect([lang, HELP_TEXTS[lang].faq[1].answer]).toEqual([lang, expect.stringContaining('24')])
})
