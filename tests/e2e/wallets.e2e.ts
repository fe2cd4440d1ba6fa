// The withdrawal address book (issue 11, item 4): from the my page, add a TRC20 address after the
// form has refused a mistyped one, see it listed, delete it after confirming; and the same form
// in Arabic, mirrored, with the address itself left to right.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import {
  openSignedIn,
  confirmDialog,
  expectToast,
  fill,
  press,
  see,
  shot,
  tap,
  waitForRoute,
} from './phone'
import { startSuite } from './suite'

const ar = JSON.parse(readFileSync(path.join(__dirname, '../../src/locales/ar.json'), 'utf8'))

const app = startSuite()

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
// one character changed: the checksum no longer holds
const TYPO = `${TRON.slice(0, 12)}${TRON[12] === 'b' ? 'c' : 'b'}${TRON.slice(13)}`

test('add a TRC20 address, refuse a typo, delete after confirming', async () => {
  const { page, errors } = await openSignedIn(app.browser, app.server.origin, 'pages/tabs/me/me-k')
  await tap(page, 'Wallet addresses')
  await waitForRoute(page, 'pages/wallets/wallets')
  await see(page, 'No wallet addresses yet. Add one to withdraw to it.')

  await press(page, 'Add address')
  await waitForRoute(page, 'pages/wallets/bindAddress')
  await tap(page, 'USDT-TRC20')
  await see(page, /sent as USDT on the TRC20 network/)
  await press(page, 'Save address')
  await see(page, 'Please enter the wallet address')
  await fill(page, 'address', TYPO)
  await press(page, 'Save address')
  await see(page, 'Please enter a valid wallet address')
  await fill(page, 'address', TRON)
  await fill(page, 'label', 'Cold storage')
  await shot(page, 'wallets-01-bind')
  await press(page, 'Save address')
  await expectToast(page, 'Address added')

  await waitForRoute(page, 'pages/wallets/wallets')
  const card = page.locator(`.address-card[data-address="${TRON}"]`)
  await card.waitFor()
  await see(page, 'Cold storage')
  await see(page, 'USDT · TRC20')
  await shot(page, 'wallets-02-list')

  await card.getByText('Delete', { exact: true }).click()
  await see(page, 'Delete this address?')
  await confirmDialog(page, 'Cancel')
  await card.waitFor()
  await card.getByText('Delete', { exact: true }).click()
  await confirmDialog(page, 'Delete')
  await expectToast(page, 'Address deleted')
  await card.waitFor({ state: 'detached' })
  await see(page, 'No wallet addresses yet. Add one to withdraw to it.')
  expect(errors).toEqual([])
})

test('the form in Arabic is mirrored and keeps the address left to right', async () => {
  const { page, errors } = await openSignedIn(
    app.browser,
    app.server.origin,
    'pages/wallets/bindAddress',
    {
      lang: 'ar',
    },
  )
  await page.locator('.bind-address').waitFor()
  expect(await page.locator('.screen').first().getAttribute('class')).toContain('rtl')
  await fill(page, 'address', TYPO)
  await page.locator('.bind-address .at-button').click()
  await see(page, ar.wallet.invalidAddress)
  const input = page.locator('input[name="address"]').locator('visible=true').first()
  expect(await input.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
  await shot(page, 'wallets-03-bind-ar')
  expect(errors).toEqual([])
})
