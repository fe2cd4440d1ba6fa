// The Assets tab: a deposit credited to the asset account shows there, valued in USDT; part of it
// moves to the seconds-trading account, which the Trade tab then stakes from.
import { ops } from '../support/appServer'
import {
  assetAction,
  assetAvailable,
  fill,
  openSignedIn,
  press,
  see,
  shot,
  tapTab,
  waitForRoute,
} from './phone'
import { startSuite } from './suite'

const app = startSuite()

test('see what is held and move part of it to the seconds account', async () => {
  const { page, errors, email } = await openSignedIn(app.browser, app.server.origin)
  await waitForRoute(page, 'pages/index/index')
  await ops(app.server.origin, 'credit', { account: email, amount: '300', wallet: 'legal' })
  await tapTab(page, 'Assets')
  await waitForRoute(page, 'pages/user/accountDetail')
  await page.locator(assetAvailable('legal', 'USDT'), { hasText: '300' }).waitFor()
  expect(await page.locator('.assets__total-value').textContent()).toBe('≈ 300.00')
  // how the figures are counted, behind the info mark
  await page.locator('.assets__info').locator('visible=true').first().click()
  await see(page, 'Valued at the simulated market’s current prices; USDT and USDC at 1.')
  await shot(page, 'assets-01-tab')
  await page.locator('.at-float-layout__overlay').locator('visible=true').first().click()

  await assetAction(page, 'Move')
  await page.locator('.move').waitFor()
  await fill(page, 'amount', '300.01')
  await press(page, 'Move')
  await see(page, 'More than is available')
  await fill(page, 'amount', '120.5')
  await shot(page, 'assets-02-move')
  await press(page, 'Move')
  await page.locator(assetAvailable('micro', 'USDT'), { hasText: '120.5' }).waitFor()
  expect(await page.locator(assetAvailable('legal', 'USDT')).textContent()).toBe('179.50')
  expect(await page.locator('.assets__total-value').textContent()).toBe('≈ 300.00')

  // the seconds account pays for trades: the Trade tab offers what was moved
  await tapTab(page, 'Trade')
  await waitForRoute(page, 'pages/quoteDetail/quoteDetail')
  await see(page, /120\.50 USDT/)
  expect(errors).toEqual([])
})
