// Issue 4's journey: a funded user buys up for the shortest period, watches the countdown, sees
// the result and the new balance, and finds the order under closed orders.
import type { Page } from 'playwright-core'
import {
  chooseShortest,
  dismissNotice,
  openSignedIn,
  press,
  see,
  shot,
  tap,
  tapTab,
  waitForRoute,
  waitForSettled,
} from './phone'
import { startSuite } from './suite'

const app = startSuite()

const available = async (page: Page) =>
  ((await page.locator('.trade-panel__available').textContent()) ?? '').match(/([\d.,]+) USDT/)?.[1]

test('buy up for the shortest period and see it settle', async () => {
  const { page, errors } = await openSignedIn(app.browser, app.server.origin, '', { funds: '1000' })
  await waitForRoute(page, 'pages/index/index')
  await dismissNotice(page)
  await tapTab(page, 'Trade')
  await waitForRoute(page, 'pages/quoteDetail/quoteDetail')
  await see(page, 'Available in Seconds-trading account: 1,000.00 USDT')
  await see(page, /^Risk notice:/)

  // the shortest option is chosen first; the stake goes in; the confirmation states every rule
  const seconds = await chooseShortest(page, '100')
  await press(page, 'Buy up')
  await see(page, 'Confirm your order')
  await see(page, 'you receive 120.00 USDT (profit 20.00)')
  await see(page, '0.10 USDT')
  await see(page, 'the stake comes back; the fee does not')
  await shot(page, 'trade-01-confirm')
  await press(page, 'Confirm')

  // a position with a countdown; the stake and fee are gone from the balance
  await see(page, 'Order placed')
  await page
    .locator('.order-row__timer')
    .filter({ hasText: /Settles in 00:\d\d/ })
    .first()
    .waitFor()
  await see(page, 'Available in Seconds-trading account: 899.90 USDT')
  await shot(page, 'trade-02-position')

  // the result arrives within the period and the check that follows it
  await waitForSettled(page, seconds)
  await tap(page, 'Closed orders')
  const row = page.locator('.orders [data-order]').locator('visible=true').first()
  await row.waitFor()
  const outcome = (await row.locator('.order-row__outcome').textContent())?.trim()
  const expected = { 'Up, won': '1,019.90', 'Draw, stake returned': '999.90', 'Up, lost': '899.90' }
  expect(Object.keys(expected)).toContain(outcome)
  await see(
    page,
    `Available in Seconds-trading account: ${expected[outcome as keyof typeof expected]} USDT`,
  )
  expect(await available(page)).toBe(expected[outcome as keyof typeof expected])
  await shot(page, 'trade-03-closed')
  expect(errors).toEqual([])
})
