// Issue 29's journeys in Chromium, on a server whose clock the test moves. Dual investment: from
// Home's Earn entry to a BTC "sell high" product the operator listed, both outcomes worked out for
// the amount typed, a subscription that holds the deposit, and a day later the order settled by
// the recorded price of its instant.
import { ops, registerUser } from '../support/appServer'
import {
  confirmDialog,
  dismissNotice,
  expectToast,
  fill,
  openSignedIn,
  press,
  see,
  shot,
  tap,
  waitForRoute,
} from './phone'
import { startSuite } from './suite'
import { section } from './tradeModes'
import { wordsOf } from './words'

const app = startSuite({ prepare: async () => ({ clocked: true }) })
const HOUR = 3_600_000
const DAY = 24 * HOUR

test('dual investment: sell BTC high, the outcomes before commit, settled a day later', async () => {
  const { w } = wordsOf('en')
  const origin = app.server.origin
  const user = await registerUser(origin)
  await ops(origin, 'credit', {
    account: user.email,
    amount: '0.5',
    currency: 'BTC',
    wallet: 'legal',
  })
  // the server's clock starts at the real time; the product's term begins in an hour
  const settleAt = Math.floor((Date.now() + DAY + HOUR) / 1000)
  const product = (await ops(origin, 'dual/product', {
    currency_id: '1',
    type: 'call',
    target_price: '1',
    apr: '36.5',
    days: '1',
    settle_at: String(settleAt),
    min: '0.01',
    max: '1',
    quota: '10',
  })) as { id: number }

  const { page, errors } = await openSignedIn(app.browser, origin, '', { user })
  await waitForRoute(page, 'pages/index/index')
  await dismissNotice(page)
  await tap(page, w('route.earn'))
  await waitForRoute(page, 'pages/earn/index')
  await tap(page, w('route.dual'))
  await waitForRoute(page, 'pages/dual/index')
  const card = page.locator(`[data-product="${product.id}"]`).locator('visible=true')
  await card.waitFor()
  await shot(page, 'earn-en-01-dual-products')
  await card.click()
  await waitForRoute(page, 'pages/dual/detail')

  // f = 1 + 36.5 % x 1 / 365 = 1.001: 0.1 BTC at or above 1 USDT pays 0.10 USDT, else 0.1001 BTC
  await fill(page, 'num', '0.1')
  const outcomes = section(page, 'outcomes')
  await outcomes.locator('[data-outcome="reached"]').filter({ hasText: '0.10 USDT' }).waitFor()
  expect(await outcomes.locator('[data-outcome="missed"]').textContent()).toContain('0.1001 BTC')
  await see(page, w('dual.risk'))
  await shot(page, 'earn-en-02-dual-outcomes')
  await press(page, w('dual.buy'))
  await see(page, w('dual.confirmTitle'))
  await confirmDialog(page, w('dual.buy'))
  await expectToast(page, w('dual.bought'))
  await waitForRoute(page, 'pages/dual/orders')
  const order = page.locator('[data-order]').locator('visible=true').first()
  await order.waitFor()
  expect(await order.getAttribute('data-status')).toBe('1')

  // the price is read at settle_at; the job pays within a second of it
  await app.server.advance(DAY + 2 * HOUR)
  await page.reload()
  await page.locator('[data-order][data-status="2"]').locator('visible=true').first().waitFor()
  expect(await page.locator('[data-order]').first().textContent()).toContain('0.10 USDT')
  await shot(page, 'earn-en-03-dual-settled')
  expect(errors).toEqual([])
})
