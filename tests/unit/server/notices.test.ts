// The platform's own messages (messages/notices.ts): put into words in the reader's language, the
// values inside them (an operator's reason, an address) always text, never markup.
import { LANGS } from '../../../types/lang'
import { noticeText } from '../../../server/src/messages/notices'

const said = { id: '7', amount: '100.00', currency: 'USDT' }

it('reads in the language asked for, with every value in place', () => {
  expect(noticeText('en', 'deposit_credited', said)).toEqual({
    title: 'Deposit credited',
    content: '<p>Your deposit #7 of 100.00 USDT has been credited to your asset account.</p>',
  })
  for (const lang of LANGS) {
    const { title, content } = noticeText(lang, 'withdraw_rejected', {
      ...said,
      total: '101.00',
      reason: 'Address under review',
    })
    expect([lang, title.length > 0]).toEqual([lang, true])
    for (const value of ['#7', '100.00', '101.00', 'USDT', 'Address under review'])
      expect([lang, content.includes(value)]).toEqual([lang, true])
    expect([lang, content]).not.toEqual([lang, expect.stringContaining('{{')])
  }
  expect(noticeText('de', 'deposit_credited', said).title).not.toBe('Deposit credited')
})

it('keeps an operator’s reason as text', () => {
  const { content } = noticeText('en', 'deposit_rejected', {
    ...said,
    reason: '<img src=x onerror=alert(1)> & "more"',
  })
  expect(content).toBe(
    '<p>Your deposit #7 of 100.00 USDT was not credited. Reason: ' +
      '&lt;img src=x onerror=alert(1)&gt; &amp; "more"</p>',
  )
})
