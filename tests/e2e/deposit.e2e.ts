// Issue 25 item 3: a bank deposit is no dead end. The operator sets the account USDT bank
// deposits are paid to; the user picks bank transfer and sees that account field by field with
// their own reference, copies the account number and the reference, and submits a deposit with a
// voucher; the operator's queue shows it with the reference the user was asked to quote. A coin
// without an account says so and leads to customer service. Issue 31 item 2: a third-party
// deposit is paid by card on the (sandbox) provider's page, inside the app, and credited once the
// provider's signed callback says paid.
import type { Page } from 'playwright-core'
import type { OpsMoneyQueueRow } from '@wire/catalogue/money'
import { E2E_OPS_TOKEN, ops } from '../support/appServer'
import {
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
  waitForRoute,
} from './phone'
import { startSuite } from './suite'

const app = startSuite()

const ACCOUNT = {
  bank_name: 'Example Bank AG',
  holder: 'TradeApp Operations Ltd',
  account: 'DE89 3704 0044 0532 0130 00',
  swift: 'COBADEFFXXX',
  note: 'USD transfers only; credited 1:1 in USDT',
}

/** What the last Copy put on the system's clipboard (the page may read it: see below). */
async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText())
}

async function queue(origin: string): Promise<OpsMoneyQueueRow[]> {
  const res = await fetch(`${origin}/ops/queue?kind=recharge`, {
    headers: { 'x-ops-token': E2E_OPS_TOKEN },
  })
  return ((await res.json()) as { message: OpsMoneyQueueRow[] }).message
}

test('bank transfer shows the operator’s account and the reference, copies them, and takes a voucher', async () => {
  const origin = app.server.origin
  await ops(origin, 'recharge/bank', { currency: 'USDT', ...ACCOUNT })
  const { page, errors, email } = await openSignedIn(app.browser, origin, 'pages/user/recharge')
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin })

  await tap(page, 'Bank transfer')
  await page.locator('.recharge__bank[data-bank="set"]').waitFor()
  for (const value of Object.values(ACCOUNT)) await see(page, value)
  await see(page, 'Your reference')
  await see(page, /Quote this reference in the payment's description or remark/)
  const reference = (await page.locator('.recharge__reference-code').textContent()) ?? ''
  expect(reference).toMatch(/^DEP[0-9A-Z]{7}$/)
  await shot(page, 'deposit-01-bank-transfer')

  await page.locator('.recharge__bank-field[data-field="account"] .recharge__copy').click()
  await expectToast(page, 'Copied')
  expect(await clipboard(page)).toBe(ACCOUNT.account)
  // said once, in the user's language (Taro's own copy added '内容已复制')
  expect(await page.getByText('内容已复制').count()).toBe(0)
  await page.locator('.recharge__reference .recharge__copy').click()
  await expectToast(page, 'Copied')
  expect(await clipboard(page)).toBe(reference)

  await fill(page, 'amount', '250')
  await choosePhoto(page, 'voucher', await photo('bank-voucher', '#e6ecf2', 600, 900))
  await press(page, 'Submit')
  await see(
    page,
    'Deposit 250.00 USDT by Bank transfer? It is credited after the voucher has been reviewed.',
  )
  await confirmDialog(page, 'Confirm')
  await see(page, 'Deposit submitted')
  const id = Number(await page.locator('.recharge__done').getAttribute('data-recharge'))
  expect((await queue(origin)).find((r) => r.id === id)).toMatchObject({
    account: email,
    currency: 'USDT',
    amount: '250.00',
    type: 'bank card',
    reference,
  })
  await press(page, 'View details')
  await waitForRoute(page, 'pages/user/recharge-detail')
  await see(page, 'Pending review')

  // BTC has no account: the screen says so and leads to customer service
  await page.goBack()
  await waitForRoute(page, 'pages/user/recharge')
  await press(page, 'Make another deposit')
  await tap(page, 'Bank transfer')
  await tap(page, 'BTC')
  await page.locator('.recharge__bank[data-bank="none"]').waitFor()
  await see(page, /No bank account for BTC deposits is set up in the app yet/)
  await shot(page, 'deposit-02-no-account')
  await tap(page, 'Contact customer service')
  await waitForRoute(page, 'pages/services/index')

  expect(errors).toEqual([])
})

test('a card deposit is paid on the sandbox provider’s page and credited when it confirms', async () => {
  const { page, errors } = await openSignedIn(app.browser, app.server.origin, 'pages/user/recharge')
  await tap(page, 'Third-party payment')
  await press(page, 'Pay by card')
  await waitForRoute(page, 'pages/pay/card')
  await see(
    page,
    'Sandbox payment provider, for testing: no card is charged and nothing is really paid.',
  )
  await see(page, 'Rate: 1 USDT = 1.00 USD')
  await fill(page, 'card-amount', '75.5')
  await page.locator('.pay-card__credit[data-credit="75.50"]').waitFor()
  await press(page, 'Pay by card')
  await see(
    page,
    'Pay 75.50 USD by card and receive 75.50 USDT once the provider confirms the payment?',
  )
  await confirmDialog(page, 'Go to payment')
  await waitForRoute(page, 'pages/pay/checkout')

  const provider = page.frameLocator('iframe.taro-webview')
  await provider.getByText('Pay 75.50 USD').waitFor()
  await shot(page, 'deposit-03-card-checkout')
  await provider.locator('input[name="card"]').fill('4242 4242 4242 4242')
  await provider.getByRole('button', { name: 'Pay', exact: true }).click()
  // the checkout follows the provider's answer: the provider's page gives way to the outcome
  await see(page, 'Paid: the deposit has been credited.')

  await press(page, 'See my deposit')
  await waitForRoute(page, 'pages/user/recharge-detail')
  await see(page, 'Approved')
  await press(page, 'See the card payment')
  await waitForRoute(page, 'pages/pay/checkout')
  await see(page, '75.50 USD by card, at 1 USDT = 1.00 USD')
  await see(page, 'Paid: the deposit has been credited.')
  await shot(page, 'deposit-04-card-credited')
  expect(errors).toEqual([])
})
