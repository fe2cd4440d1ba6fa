// Issue 26's journey in Chromium, on a server whose clock the test moves (so the house's market
// maker quotes and requotes when told): from the Trade tab into Spot, USDT moved into the spot
// account, a limit buy that rests and fills when the maker's quotes move onto it, part sold with a
// market order, another order cancelled, and history, fills and account records showing each
// step; then the page in Arabic, right to left, refusing a zero amount in Arabic.
import type { Page } from 'playwright-core'
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
  tapTab,
  waitForRoute,
} from './phone'
import { startSuite } from './suite'

const app = startSuite({ prepare: async () => ({ clocked: true }) })

interface Order {
  id: number
  status: number
  trade_amount: string
}

async function ordersOf(token: string): Promise<Order[]> {
  const res = await fetch(`${app.server.origin}/api/coin/list?limit=50`, {
    headers: { authorization: encodeURIComponent(token) },
  })
  return ((await res.json()) as { message: { data: Order[] } }).message.data
}

/** The visible section of the Spot page named `name` (data-section). */
const section = (page: Page, name: string) =>
  page.locator(`[data-section="${name}"]`).locator('visible=true').first()

test('spot from the Trade tab: move, a resting buy filled by the market, a market sell, a cancel', async () => {
  const origin = app.server.origin
  // the clock's first move: the market maker lays its ladders
  await app.server.advance(3000)
  const user = await registerUser(origin)
  await ops(origin, 'credit', {
    account: user.email,
    amount: '1000',
    currency: 'USDT',
    wallet: 'legal',
  })
  const { page, errors } = await openSignedIn(app.browser, origin, '', { user })
  await waitForRoute(page, 'pages/index/index')
  await dismissNotice(page)
  await tapTab(page, 'Trade')
  await waitForRoute(page, 'pages/quoteDetail/quoteDetail')
  await section(page, 'mode').getByText('Spot', { exact: true }).click()
  await waitForRoute(page, 'pages/spot/index')
  await see(page, 'Includes simulated liquidity quoted by the house')
  await shot(page, 'spot-01-book')

  // into the spot account, through the one Move sheet
  await tap(page, 'Move funds in')
  const sheet = page.locator('.move').locator('visible=true')
  await sheet.waitFor()
  expect(await sheet.locator('.move__end-name').allTextContents()).toEqual([
    'Asset account',
    'Spot account',
  ])
  await sheet.locator('input[name="amount"]').fill('600')
  await press(page, 'Move')
  await expectToast(page, 'Moved')
  await see(page, 'Available 600.00 USDT')

  // a buy at the best bid rests: the maker's asks are above it
  const bestBid = section(page, 'spot-book').locator('.order-book__level--bid').first()
  await bestBid.click()
  await fill(page, 'amount', '0.002')
  await expect(section(page, 'spot-preview').textContent()).resolves.toContain('0.000002 BTC')
  await press(page, 'Buy BTC')
  await see(page, 'Confirm order')
  await shot(page, 'spot-02-confirm')
  await confirmDialog(page, 'Confirm')
  await expectToast(page, 'Order placed')
  await see(page, 'Open orders (1)')
  const [resting] = await ordersOf(user.token)
  expect(resting.status).toBe(1)

  // the market falls onto it: the maker's new asks take the bid at its price
  for (let step = 0; step < 240 && (await ordersOf(user.token))[0].status === 1; step++) {
    await app.server.advance(30_000)
  }
  expect((await ordersOf(user.token))[0]).toMatchObject({ id: resting.id, status: 2 })
  await see(page, 'Open orders')
  await tap(page, 'Order history')
  await section(page, 'spot-orders').getByText('Filled', { exact: true }).waitFor()

  // half of it sold at the market
  await tap(page, 'Sell')
  await tap(page, 'Market')
  await fill(page, 'amount', '0.001')
  await press(page, 'Sell BTC')
  await confirmDialog(page, 'Confirm')
  await expectToast(page, 'Order placed')

  // another buy, far below the market, cancelled
  await tap(page, 'Buy')
  await tap(page, 'Limit')
  const low = (await bestBid.getAttribute('data-price')) ?? '0'
  await fill(page, 'price', String(Math.floor(Number(low) * 0.9)))
  await fill(page, 'amount', '0.001')
  await press(page, 'Buy BTC')
  await confirmDialog(page, 'Confirm')
  await expectToast(page, 'Order placed')
  await tap(page, 'Open orders (1)')
  await section(page, 'spot-orders').locator('.spot-orders__cancel').click()
  await confirmDialog(page, 'Cancel order')
  await expectToast(page, 'Order cancelled')

  // every step on record: three orders ended, two fills with the house's liquidity
  await tap(page, 'Order history')
  const history = section(page, 'spot-orders')
  await history.getByText('Cancelled', { exact: true }).waitFor()
  expect(await history.locator('.spot-orders__row').count()).toBe(3)
  await tap(page, 'Fills')
  await history.getByText("With the house's simulated liquidity").first().waitFor()
  expect(await history.locator('.spot-orders__row').count()).toBe(2)
  await shot(page, 'spot-03-fills')

  await page.goto(`${origin}/#/pages/user/accountRecord`)
  await see(page, 'Spot trade paid')
  await see(page, 'Spot trading fee')
  await see(page, 'Held for a spot order')
  await see(page, 'Released from a spot order')
  expect(errors).toEqual([])
})

test('the Spot page in Arabic reads right to left and refuses in Arabic', async () => {
  const origin = app.server.origin
  const { page, errors } = await openSignedIn(app.browser, origin, 'pages/spot/index', {
    lang: 'ar',
  })
  await waitForRoute(page, 'pages/spot/index')
  await section(page, 'spot-form').waitFor()
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
  await fill(page, 'price', '1')
  await fill(page, 'amount', '0')
  await section(page, 'spot-form').locator('.spot-form__submit').click()
  const error = await section(page, 'spot-form').locator('.spot-form__error').textContent()
  expect(error).toMatch(/[\u0600-\u06ff]/)
  await shot(page, 'spot-04-arabic')
  expect(errors).toEqual([])
})
