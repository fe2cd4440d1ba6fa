// Issue 25 item 1's journey: a new depositor's 1,000 USDT is in the asset account, and seconds
// trades are paid from the seconds-trading account. The Trade tab names the account it spends
// from, says where the money is, moves what the order needs with one tap, and the order goes
// ahead without leaving the tab.
import { ops, registerUser } from '../support/appServer'
import {
  assetAvailable,
  chooseShortest,
  dismissNotice,
  expectToast,
  openSignedIn,
  press,
  see,
  shot,
  tapTab,
  waitForRoute,
} from './phone'
import { startSuite } from './suite'

const app = startSuite()

const SECONDS_ACCOUNT = 'Available in Seconds-trading account'

test('money in the asset account reaches a trade from the Trade tab', async () => {
  const origin = app.server.origin
  const user = await registerUser(origin)
  // where a deposit lands: the asset account, not the one trades are paid from
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

  // the empty account is named, and so is where the money is
  await see(page, `${SECONDS_ACCOUNT}: 0.00 USDT`)
  await see(page, '1,000.00 USDT in Asset account')

  // a stake of 100 costs 100.10 with its fee: the Move sheet opens filled with that, from the
  // asset account into the seconds-trading account
  await chooseShortest(page, '100')
  await page.locator('.trade-panel__funding-action').locator('visible=true').first().click()
  const sheet = page.locator('.move').locator('visible=true')
  await sheet.waitFor()
  expect(await sheet.locator('input[name="amount"]').inputValue()).toBe('100.10')
  expect(await sheet.locator('.move__end-name').allTextContents()).toEqual([
    'Asset account',
    'Seconds-trading account',
  ])
  await shot(page, 'trade-funding-01-move')
  await press(page, 'Move')
  await expectToast(page, 'Moved')

  // the panel reads the account again; the stake is still there and the order goes ahead
  await see(page, `${SECONDS_ACCOUNT}: 100.10 USDT`)
  expect(await page.locator('input[name="stake"]').locator('visible=true').inputValue()).toBe('100')
  await press(page, 'Buy up')
  await see(page, 'Confirm your order')
  await press(page, 'Confirm')
  await see(page, 'Order placed')
  await see(page, `${SECONDS_ACCOUNT}: 0.00 USDT`)
  // the next order is short again, and the rest of the money is where the line says
  await see(page, '899.90 USDT in Asset account')
  await shot(page, 'trade-funding-02-placed')

  await tapTab(page, 'Assets')
  await waitForRoute(page, 'pages/user/accountDetail')
  await page.locator(assetAvailable('legal', 'USDT'), { hasText: /^899\.90$/ }).waitFor()
  expect(errors).toEqual([])
})
