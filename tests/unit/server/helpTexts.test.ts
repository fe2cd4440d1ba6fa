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
  // a label's aside in brackets ("Payment voucher (screenshot or receipt)") is not its name
  return value.replace(/\s*[(（].*$/, '')
}

// the FAQ's order (helpTexts/types.ts) and the fields of the screen each answer describes
const SCREENS: readonly [number, string, readonly string[]][] = [
  [
    0,
    'deposit',
    [
      'route.recharge',
      'deposit.method',
      'deposit.coin',
      'deposit.crypto',
      'deposit.network',
      'deposit.address',
      'deposit.bankCard',
      'deposit.bankTransfer',
      'deposit.bankDetails',
      'deposit.reference',
      'deposit.thirdParty',
      'deposit.voucher',
      'deposit.submit',
    ],
  ],
  // the authenticator's code once one is bound (TotpField; issue 47 item 12)
  [
    1,
    'withdraw',
    ['route.wallets', 'withdraw.network', 'withdraw.password', 'auth.code', 'safety.totpCode'],
  ],
  // the confirmation's rows (ConfirmOrder.tsx) and the two buttons
  [
    2,
    'seconds trade',
    ['trade.stake', 'trade.fee', 'trade.buyPrice', 'trade.buyUp', 'trade.buyDown', 'trade.draw'],
  ],
  [
    3,
    'early redemption',
    [
      'lock.cycle',
      'lock.end',
      'route.lockMiningOrders',
      'lock.redeem',
      'lock.penaltyLabel',
      'lock.refund',
    ],
  ],
  [4, 'certification', ['cert.docType', 'cert.realName', 'cert.idNumber']],
  // ForgotForm.tsx: the account, the code and Next, then the new password twice
  [
    5,
    'login password',
    [
      'auth.forgot',
      'auth.phone',
      'auth.email',
      'auth.sendCode',
      'auth.code',
      'auth.next',
      'auth.newPassword',
      'auth.confirmPassword',
      'auth.resetSubmit',
    ],
  ],
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

// The rules the confirmation states (common/tradeRules.ts): the fee stays on a draw, the payout is
// rounded down to the cent, and the recorded price of buy time + seconds decides.
test('the seconds-trade answer states the money rules of the confirmation', () => {
  const answer = HELP_TEXTS.en.faq[2].answer
  expect(answer).toContain('the stake comes back but the fee does not')
  expect(answer).toContain('stake plus stake × ')
  expect(answer).toContain('rounded down to the cent')
  expect(answer).toContain('recorded price')
})

test('the deposit answer says every deposit waits for its voucher to be reviewed', () => {
  expect(HELP_TEXTS.en.faq[0].answer).toContain('credited only after its voucher has been reviewed')
})

// Customer service is a conversation in the app (src/pages/services): the page's text sends the
// user to it and to Messages, in that language's word for Messages.
test('the customer-service texts point to the chat and to Messages', () => {
  for (const lang of LANGS) {
    const messages = labels(lang)
    const { intro } = HELP_TEXTS[lang].contact
    expect([lang, intro.includes(label(messages, 'route.messages'))]).toEqual([lang, true])
  }
})

// Issue 47 item 12: About us described an app of seconds trades and lock mining only. It names
// every product, in every language, and still says the market data is simulated.
test('About us describes the whole product, in every language', () => {
  const [products, money, server] = HELP_TEXTS.en.about.paragraphs
  for (const product of [
    'seconds trades',
    'spot trading',
    'leveraged trading',
    'copy trading',
    'lock mining',
    'dual investment',
    'token projects',
    'loans',
    'P2P',
    'digital collectibles',
  ]) {
    expect(products).toContain(product)
  }
  expect(money).toContain('authenticator')
  expect(server).toContain('market data is simulated')
  for (const lang of LANGS) {
    const { paragraphs } = HELP_TEXTS[lang].about
    expect([lang, paragraphs.length, /[(（]P2P[)）]/.test(paragraphs[0])]).toEqual([lang, 3, true])
    if (lang !== 'en') expect([lang, paragraphs[0]]).not.toEqual([lang, products])
  }
})
