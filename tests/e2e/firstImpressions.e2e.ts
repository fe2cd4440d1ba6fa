// First impressions (issue 10): an invitation link fills its code as sent, a signed-in user is not
// shown a login form, and a password reset leads straight back into the account, with no console
// error and no translation key on screen.
import type { Page } from 'playwright-core'
import { latestCode, registerUser } from '../support/appServer'
import {
  expectToast,
  fill,
  openPhone,
  openSignedIn,
  press,
  see,
  seeSignedIn,
  settled,
  tap,
  waitForRoute,
} from './phone'
import { startSuite } from './suite'

const app = startSuite()

// The server allows one code per account per minute, registration's included: the reset's code
// can be asked for a minute after the account was made, so it is made before the other tests run.
let resetUser: { email: string; at: number }
beforeAll(async () => {
  const { email } = await registerUser(app.server.origin)
  resetUser = { email, at: Date.now() }
})

const visibleInput = (page: Page, name: string) =>
  page.locator(`input[name="${name}"]`).locator('visible=true').first()

test('an invitation link fills its code decoded once (defect 8)', async () => {
  const { page, errors } = await openPhone(
    app.browser,
    app.server.origin,
    'pages/register/index?invite=AB%20CD',
  )
  await waitForRoute(page, 'pages/register/index')
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLInputElement>('input[name="invite"]')].some(
        (input) => input.value === 'AB CD',
      ),
    undefined,
    { timeout: 10000 },
  )
  expect(errors).toEqual([])
})

test('the login page sends a signed-in user on instead of showing a form (defect 11)', async () => {
  const { page, errors } = await openSignedIn(app.browser, app.server.origin, 'pages/login/login')
  await waitForRoute(page, 'pages/index/index')
  await seeSignedIn(page)
  expect(await page.locator('input[name="password"]').locator('visible=true').count()).toBe(0)
  expect(errors).toEqual([])
})

test('reset a password, then log in with the new one (defect 6)', async () => {
  const { email } = resetUser
  const { page, errors } = await openPhone(app.browser, app.server.origin, 'pages/login/login')
  await waitForRoute(page, 'pages/login/login')
  await settled(page)
  await tap(page, 'Forgot password?')
  await see(page, 'Reset password')
  await tap(page, 'E-mail')
  // the field becomes the e-mail one once the tab has switched (the phone field takes digits only)
  await page
    .locator('input[name="account"]:not([type="number"])')
    .locator('visible=true')
    .first()
    .waitFor()
  await fill(page, 'account', email)
  await page.waitForTimeout(Math.max(0, resetUser.at + 61000 - Date.now()))
  await tap(page, 'Send code')
  await expectToast(page, 'Verification code sent')
  await fill(page, 'code', await latestCode(app.server.origin, email, 'forget'))
  await press(page, 'Next')
  await visibleInput(page, 'confirm').waitFor()
  expect(await visibleInput(page, 'confirm').getAttribute('placeholder')).toBe(
    'Enter the password again',
  )
  await fill(page, 'password', 'Newpass12')
  await fill(page, 'confirm', 'Newpass12')
  await press(page, 'Set new password')
  await expectToast(page, 'Password changed, please log in')

  // back on login: the e-mail tab, the account filled in
  await visibleInput(page, 'password').waitFor()
  await settled(page)
  expect(await page.locator('.at-tabs__item--active').locator('visible=true').innerText()).toBe(
    'E-mail',
  )
  expect(await visibleInput(page, 'account').inputValue()).toBe(email)
  await fill(page, 'password', 'Newpass12')
  await press(page, 'Log in')
  await waitForRoute(page, 'pages/index/index')
  await seeSignedIn(page)
  await settled(page)

  const text = await page.locator('body').innerText()
  expect(text).not.toMatch(/\b(auth|route|common|home|me)\.[a-zA-Z]+\b/)
  expect(errors).toEqual([])
})
