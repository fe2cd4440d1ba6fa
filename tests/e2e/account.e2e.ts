// A newcomer's first minutes (issue 2): register with a code, land signed in, see the my page,
// log out, log in again (a UK number: timed up/down trades are off, the Trade tab says why; one
// session listed), switch to Arabic and back; and a deep link that needs a session.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { E2E_INVITE_CODE, latestCode } from '../support/appServer'
import {
  confirmDialog,
  dismissNotice,
  expectToast,
  fill,
  openPhone,
  openMyAccount,
  press,
  search as searchFor,
  see,
  seeSignedIn,
  shot,
  tap,
  tapTab,
  waitForRoute,
} from './phone'
import { startSuite } from './suite'

const ar = JSON.parse(readFileSync(path.join(__dirname, '../../src/locales/ar.json'), 'utf8'))

const app = startSuite()

async function pickArea(page: Page, search: string, code: string): Promise<void> {
  // the form starts on the device's region, whichever that is
  await page.locator('.area-code').locator('visible=true').first().click()
  await searchFor(page, 'area-code__search', search)
  await page
    .locator('.area-code__item', { hasText: `+${code}` })
    .first()
    .click()
  await see(page, `+${code}`)
}

test('register, log out, log in again, switch language', async () => {
  const { page, errors } = await openPhone(app.browser, app.server.origin)
  const phone = `77009${String(Date.now()).slice(-5)}`
  const password = 'Secret#1'.replace('#', '@')

  // entry `/` starts up and lands on Home
  await waitForRoute(page, 'pages/index/index')
  await dismissNotice(page)
  await see(page, 'Log in or create an account to get started.')
  await shot(page, '01-home-signed-out')

  // register by phone with a code from the server
  await press(page, 'Register')
  await waitForRoute(page, 'pages/register/index')
  await pickArea(page, 'United Kingdom', '44')
  await fill(page, 'account', phone)
  await tap(page, 'Send code')
  await expectToast(page, 'Verification code sent')
  await see(page, /Resend in \d+ s/)
  // a second tap during the countdown only asks to wait
  await page.getByText(/Resend in \d+ s/).click()
  await expectToast(page, 'Please wait for the countdown to end')
  const code = await latestCode(app.server.origin, `+44${phone}`, 'register')
  await fill(page, 'code', code)
  await fill(page, 'password', password)
  await fill(page, 'confirm', password + 'x')
  await fill(page, 'invite', E2E_INVITE_CODE)
  await press(page, 'Register')
  await see(page, 'Passwords do not match')
  await fill(page, 'confirm', password)
  await shot(page, '02-register-filled')
  await press(page, 'Register')

  // registering logs in and leads through certification, then the bank card; both skippable
  await waitForRoute(page, 'pages/user/authentication1')
  await see(page, /^Your account is ready\./)
  await tap(page, 'Skip for now')
  await waitForRoute(page, 'pages/bankCard/bindBankCard')
  await see(page, /^Add the bank card in your name now/)
  await tap(page, 'Skip for now')
  // then Home greets the new user
  await waitForRoute(page, 'pages/index/index')
  await seeSignedIn(page)
  await openMyAccount(page)
  await waitForRoute(page, 'pages/tabs/me/me-k')
  // named after the account until the user picks a name: shown once, masked as on Home
  await see(page, `${phone.slice(0, 3)}****${phone.slice(-4)}`)
  await page.waitForFunction(() => {
    const invite = document.querySelector('.me__fact-value')?.textContent ?? '-'
    return /^[A-Z0-9]{6}$/.test(invite.trim())
  })
  await shot(page, '03-my-page')
  // share and invite: the code, a link that opens registration with it filled in, its QR code
  await page.click('.me__invite')
  await page.waitForSelector('.invite__qr')
  expect(await page.textContent('.invite__link')).toMatch(
    /\/#\/pages\/register\/index\?invite=[A-Z0-9]{6}$/,
  )
  await shot(page, '03-invite')
  await page.click('.invite__layout .layout-header__btn-close')
  await page.waitForSelector('.invite__qr', { state: 'detached' })

  // log out (after confirming), then log in again
  await press(page, 'Log out')
  await see(page, 'Log out of this device?')
  await shot(page, '04-logout-confirm')
  await confirmDialog(page, 'Log out')
  await waitForRoute(page, 'pages/login/login')
  await pickArea(page, '44', '44')
  await fill(page, 'account', phone)
  await fill(page, 'password', 'wrong-pass1')
  await press(page, 'Log in')
  await page.locator('.auth__error').waitFor()
  await fill(page, 'password', password)
  await press(page, 'Log in')
  await waitForRoute(page, 'pages/index/index')
  await seeSignedIn(page)

  // a +44 account trades under the UK's rules: no timed up/down trades, and the Trade tab says why
  await tapTab(page, 'Trade')
  await waitForRoute(page, 'pages/quoteDetail/quoteDetail')
  await see(page, /^Timed up\/down trading is not available in your country or region \(GB\)\./)
  await shot(page, '04-trade-off-in-gb')
  await tapTab(page, 'Home')
  await waitForRoute(page, 'pages/index/index')

  // Arabic lays the app out right to left, every label translated; then back to English
  await openMyAccount(page)
  await waitForRoute(page, 'pages/tabs/me/me-k')
  await tap(page, 'Language')
  await waitForRoute(page, 'pages/language/language')
  await shot(page, '05-language-list')
  await tap(page, 'العربية')
  await waitForRoute(page, 'pages/tabs/me/me-k')
  await page.waitForFunction(() => document.documentElement.dir === 'rtl')
  await see(page, ar.me.logout)
  await page
    .locator('.screen__title')
    .filter({ hasText: ar.route.me })
    .locator('visible=true')
    .waitFor()
  await shot(page, '06-my-page-arabic')
  await tap(page, ar.route.language)
  await waitForRoute(page, 'pages/language/language')
  await tap(page, 'English')
  await waitForRoute(page, 'pages/tabs/me/me-k')
  await page.waitForFunction(() => document.documentElement.dir === 'ltr')
  await see(page, 'Log out')

  // where the account is signed in: the registration's session ended with the logout
  await tap(page, 'Personal information')
  await waitForRoute(page, 'pages/user/userinfo')
  await tap(page, 'Devices and sessions')
  await waitForRoute(page, 'pages/safety/sessions')
  await see(page, 'This device')
  await see(page, 'You are signed in on this device only.')
  await shot(page, '07-sessions')

  expect(errors).toEqual([])
})

test('a deep link to a private page asks to log in and returns there afterwards', async () => {
  const { page } = await openPhone(app.browser, app.server.origin, 'pages/user/recharge')
  await expectToast(page, 'Please log in')
  await waitForRoute(page, 'pages/login/login')
  expect(decodeURIComponent(page.url())).toContain('redirect=/pages/user/recharge')
})
