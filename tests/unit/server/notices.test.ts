// The platform's own messages (messages/notices.ts): put into words in the reader's language, the
// values inside them (an operator's reason, an address) always text, never markup.
import { NUMBER_SYMBOLS, moneyText } from '../../../common/numberText'
import { LANGS } from '../../../types/lang'
import { noticeText, priceVar } from '../../../server/src/messages/notices'

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
    const amounts = ['100.00', '101.00'].map((v) => moneyText(v, NUMBER_SYMBOLS[lang]))
    for (const value of ['#7', ...amounts, 'USDT', 'Address under review'])
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

// Issue 25 item 12: a sentence wrote "1000.00 USDT" where the page shows "1,000.00 USDT". Amounts in
// a notice are written by the app's one money formatter, in the reader's language, also for
// notices stored before (their values are plain decimals).
it('writes its amounts as the app writes money, in the reader’s language', () => {
  const vars = { id: '8', amount: '1000', currency: 'USDT', total: '1001.5', reason: 'x' }
  expect(noticeText('en', 'withdraw_rejected', vars).content).toBe(
    '<p>Your withdrawal #8 of 1,000.00 USDT was rejected: 1,001.50 USDT, the fee included, is ' +
      'back in your asset account. Reason: x</p>',
  )
  expect(noticeText('de', 'withdraw_rejected', vars).content).toContain('1.000,00 USDT')
  expect(
    noticeText('hi', 'deposit_credited_bonus', { ...vars, amount: '250000', bonus: '12.5' }),
  ).toMatchObject({ content: expect.stringContaining('2,50,000.00 USDT') })
  expect(
    noticeText('en', 'deposit_credited_bonus', { ...vars, amount: '250000', bonus: '12.5' })
      .content,
  ).toContain('with a bonus of 12.50 USDT')
})

// Issue 47 item 3: "closed at its take-profit, at 99730.04". A notice's price is stored at the
// symbol's places (priceVar) and written as the screens write prices, in the reader's language.
it('writes its prices at the symbol’s places, grouped, in the reader’s language', () => {
  const vars = { id: '3', symbol: 'BTC/USDT', price: priceVar('99730.04', 2), amount: '12.3' }
  expect(noticeText('en', 'lever_take_profit', vars).content).toContain(
    'closed at its take-profit, at 99,730.04. Realised profit: 12.30 USDT.',
  )
  expect(noticeText('de', 'lever_take_profit', vars).content).toContain('99.730,04')
  // the symbol's places kept when the price is whole, and a finer price cut to them
  expect(priceVar('108973', 2)).toBe('108973.00')
  expect(priceVar('0.123456', 4)).toBe('0.1234')
  expect(
    noticeText('en', 'lever_liquidated', { ...vars, price: priceVar('108973', 2) }).content,
  ).toContain('liquidated at 108,973.00')
  expect(
    noticeText('fr', 'price_alert_above', { symbol: 'X', price: '0.1230', value: '0.1' }).content,
  ).toContain('0,1230')
})
