// Issue 12's journey: a certified user with a saved TRC20 address deposits 1000 USDT with a
// voucher, the operator approves, the Assets tab shows it; part moves to the seconds account and
// pays for a trade, part is exchanged into BTC, part is withdrawn to the saved address and the
// operator pays it out. The account records then show every step, each with its balance before
// and after, and each balance carries on from the record before it.
import type { Page } from 'playwright-core'
import { USER_TRON, latestCode, ops, readyUser } from '../support/appServer'
import {
  assetAction,
  assetAvailable,
  chooseShortest,
  choosePhoto,
  confirmDialog,
  expectToast,
  fill,
  openSignedIn,
  photo,
  press,
  see,
  shot,
  tap,
  tapTab,
  waitForRoute,
  waitForSettled,
} from './phone'
import { balancesAfter, readRecords, units } from './records'
import { startSuite } from './suite'

const app = startSuite()

const PAY = 'Pay12345'
/** the platform's own TRC20 address, which the operator sets: deposits go there */
const PLATFORM = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'

/** Back to the Assets tab from a page opened on top of it. */
async function backToAssets(page: Page): Promise<void> {
  for (let steps = 0; !new URL(page.url()).hash.startsWith('#/pages/user/accountDetail'); steps++) {
    if (steps === 3) throw new Error(`no way back to Assets from ${page.url()}`)
    await page.goBack()
  }
  await page.locator('.assets').locator('visible=true').waitFor()
}

test('deposit, trade, exchange and withdraw, and find every step in the records', async () => {
  const origin = app.server.origin
  await ops(origin, 'network', { currency: '3', type: 'TRC20', deposit_address: PLATFORM })
  const user = await readyUser(origin, { payPassword: PAY })
  const { page, errors, email } = await openSignedIn(
    app.browser,
    origin,
    'pages/user/accountDetail',
    {
      user,
    },
  )
  await page.locator('.assets__total-value').waitFor()
  expect(await page.locator('.assets__total-value').textContent()).toBe('≈ 0.00')

  // deposit: USDT on TRC20, with a voucher; nothing is credited before the review
  await assetAction(page, 'Deposit')
  await waitForRoute(page, 'pages/user/recharge')
  await tap(page, 'TRC20')
  await page.locator('.recharge__target[data-network="TRC20"]').waitFor()
  await see(page, PLATFORM)
  await see(page, /Send only USDT on the TRC20 network/)
  await fill(page, 'amount', '1000')
  await choosePhoto(page, 'voucher', await photo('voucher', '#dde4ee', 600, 900))
  await shot(page, 'money-01-deposit')
  await press(page, 'Submit')
  await see(page, 'Confirm your deposit')
  await confirmDialog(page, 'Confirm')
  await see(page, 'Deposit submitted')
  const rechargeId = await page.locator('.recharge__done').getAttribute('data-recharge')
  await ops(origin, 'recharge/decide', { id: String(rechargeId), approve: '1', reason: '' })
  await press(page, 'View details')
  await waitForRoute(page, 'pages/user/recharge-detail')
  await see(page, 'Approved')

  // the Assets tab shows it
  await backToAssets(page)
  await page.locator(assetAvailable('legal', 'USDT'), { hasText: '1,000.00' }).waitFor()
  expect(await page.locator('.assets__total-value').textContent()).toBe('≈ 1,000.00')
  await shot(page, 'money-02-assets')

  // 200 to the seconds account, and a trade of 100 from it
  await assetAction(page, 'Move')
  await page.locator('.move').waitFor()
  await fill(page, 'amount', '200')
  await press(page, 'Move')
  await page.locator(assetAvailable('micro', 'USDT'), { hasText: '200.00' }).waitFor()
  await tapTab(page, 'Trade')
  await waitForRoute(page, 'pages/quoteDetail/quoteDetail')
  await see(page, 'Available in Seconds-trading account: 200.00 USDT')
  const seconds = await chooseShortest(page, '100')
  await press(page, 'Buy up')
  await see(page, 'Confirm your order')
  await press(page, 'Confirm')
  await see(page, 'Order placed')

  // while it runs, 300 USDT becomes BTC at a quote held for a stated time
  await tapTab(page, 'Assets')
  await waitForRoute(page, 'pages/user/accountDetail')
  await assetAction(page, 'Exchange')
  await waitForRoute(page, 'pages/user/exchange')
  await fill(page, 'amount', '300')
  await press(page, 'Get a quote')
  await page.locator('.exchange .at-button', { hasText: /^Exchange$/ }).waitFor()
  await press(page, 'Exchange')
  await see(page, 'Confirm the exchange')
  await shot(page, 'money-03-exchange')
  await page.locator('.exchange__confirm .at-button', { hasText: 'Confirm' }).click()
  await see(page, 'Exchange complete')
  await backToAssets(page)
  // the row may first show the balance read before the exchange, until the fresh read lands
  const btc = page.locator(assetAvailable('legal', 'BTC'), { hasText: /[1-9]/ })
  await btc.waitFor()
  expect(units((await btc.textContent()) ?? '0')).toBeGreaterThan(0n)

  // the trade settles; withdrawals wait for open positions, so the withdrawal comes after it
  await tapTab(page, 'Trade')
  await waitForRoute(page, 'pages/quoteDetail/quoteDetail')
  await waitForSettled(page, seconds)

  // 100 USDT to the saved address: 101 leaves the available balance, frozen until paid out
  await tapTab(page, 'Assets')
  await waitForRoute(page, 'pages/user/accountDetail')
  await assetAction(page, 'Withdraw')
  await waitForRoute(page, 'pages/user/withdrawl')
  await see(page, USER_TRON)
  await fill(page, 'amount', '100')
  await see(page, '101.00 USDT')
  await fill(page, 'pay_password', PAY)
  await tap(page, 'Send code')
  await see(page, /Resend in \d+ s/)
  await fill(page, 'code', await latestCode(origin, email, 'withdraw'))
  await shot(page, 'money-04-withdraw')
  await press(page, 'Withdraw')
  await see(page, 'Confirm withdrawal')
  await confirmDialog(page, 'Confirm')
  await expectToast(page, 'Withdrawal requested')
  await waitForRoute(page, 'pages/user/withdrawRecord')
  const row = page.locator('.withdraw-row[data-status="1"]').locator('visible=true').first()
  await row.waitFor()
  const withdrawalId = String(await row.getAttribute('data-withdrawal'))
  await ops(origin, 'withdraw/decide', { id: withdrawalId, approve: '1', reason: '' })

  // the Assets tab: 1000 - 200 - 300 - 101 left in the asset account, nothing frozen
  await backToAssets(page)
  await page.locator(assetAvailable('legal', 'USDT'), { hasText: /^399\.00$/ }).waitFor()

  // the records: every step, newest first
  await assetAction(page, 'Records')
  await waitForRoute(page, 'pages/user/accountRecord')
  const records = await readRecords(page)
  await shot(page, 'money-05-records')
  // the trade settles while the exchange is under way: its payout (none if it lost) may come
  // before or after the exchange's records
  const SETTLED = ['Seconds-trade payout', 'Seconds-trade refund']
  const steps = records.map((r) => r.type).reverse()
  expect(steps.filter((s) => SETTLED.includes(s)).length).toBeLessThanOrEqual(1)
  expect(steps.filter((s) => !SETTLED.includes(s))).toEqual([
    'Deposit',
    'Moved out',
    'Moved in',
    'Seconds-trade stake',
    'Seconds-trade fee',
    'Exchanged out',
    'Exchanged in',
    'Withdrawal on hold',
    'Withdrawal paid',
    'Withdrawal fee',
  ])
  const deposit = records.at(-1)
  expect(deposit).toMatchObject({ value: units('1000'), before: 0n, after: units('1000') })
  // each change is its after minus its before, and each balance goes on from the last one
  const last = balancesAfter(records)
  expect(last.get('Asset account · Available USDT')).toBe(units('399'))
  expect(last.get('Asset account · Frozen USDT')).toBe(0n)
  expect(errors).toEqual([])
})
