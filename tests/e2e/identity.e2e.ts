// Issue 11's journey: certify step 1, have it rejected with a reason and send it again, the
// operator approves; step 2 with three photos picked from the phone (compressed and uploaded);
// bind the one bank card, its bank picked from the operator's list, and change it; then read the
// message the operator sends and those telling the verification decisions, the badge raised live
// and cleared once they are read; pick a nickname and set the withdraw password with its own
// verification code.
import { decideKyc, latestCode, ops } from '../support/appServer'
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

test('certify both steps and bind a bank card', async () => {
  const { page, errors, email } = await openSignedIn(
    app.browser,
    app.server.origin,
    'pages/user/authentication1',
  )
  await see(page, 'Withdrawals and lock mining need a verified identity.')
  await tap(page, 'Passport')
  await fill(page, 'name', 'Zoë 2')
  await fill(page, 'card_id', 'E1234567')
  await press(page, 'Submit for review')
  await see(page, 'Please enter a correct real name')
  await fill(page, 'name', 'Zoë Müller')
  await press(page, 'Submit for review')
  await expectToast(page, 'Submitted. Please wait for the review.')
  await see(page, 'You will see the result here once your details have been reviewed.')
  // the number comes back masked
  await page.locator('.cert__number').waitFor()
  expect(await page.locator('.cert__number').textContent()).toContain('*')

  await decideKyc(app.server.origin, email, 'primary', false, 'The photo page is unreadable')
  await page.reload()
  await see(page, 'Reason: The photo page is unreadable')
  await tap(page, 'Passport')
  await fill(page, 'name', 'Zoë Müller')
  await fill(page, 'card_id', 'E1234567')
  await press(page, 'Submit for review')
  await expectToast(page, 'Submitted. Please wait for the review.')
  await decideKyc(app.server.origin, email, 'primary', true)
  await page.reload()
  await see(page, 'Your name and ID number cannot be changed once certified')
  await shot(page, 'identity-01-certified')

  await press(page, 'Continue to advanced verification')
  await waitForRoute(page, 'pages/user/authentication2')
  await press(page, 'Submit for review')
  await see(page, 'Please upload front, back and holding ID')
  await choosePhoto(page, 'front', await photo('front', '#336699'))
  await choosePhoto(page, 'back', await photo('back', '#996633'))
  await choosePhoto(page, 'holding', await photo('holding', '#669933'))
  await shot(page, 'identity-02-photos')
  await press(page, 'Submit for review')
  await waitForRoute(page, 'pages/user/authentication1')
  await page.locator('.review-state[data-status="1"]').waitFor()

  // the bank card: added, then changed
  await page.goto(`${app.server.origin}/#/pages/bankCard/bankCard-list`)
  await see(page, 'No bank card yet.')
  await ops(app.server.origin, 'bank', { name: 'Banco Santander', country: 'ES' })
  await press(page, 'Add bank card')
  await waitForRoute(page, 'pages/bankCard/bindBankCard')
  await tap(page, 'Choose your bank from the list')
  await page.locator('.bank__choice', { hasText: 'Banco Santander' }).click()
  expect(await page.locator('input[name="bankName"]').inputValue()).toBe('Banco Santander')
  // a Spanish bank: reached by SWIFT, no routing number asked
  expect(await page.locator('.area-code__value').first().textContent()).toBe('Spain')
  expect(await page.locator('input[name="abaCode"]').count()).toBe(0)
  const card: Record<string, string> = {
    cardNumber: 'ES91 2100 0418 4502 0005 1332',
    cardHolder: 'Zoë Müller',
    phoneNumber: '34600123456',
    swift: 'BSCH',
    postalCode: '28660',
    accountAddress: 'Av. de Cantabria s/n',
  }
  for (const [name, value] of Object.entries(card)) await fill(page, name, value)
  await press(page, 'Save bank card')
  await see(page, 'SWIFT / BIC code: please check the format')
  await fill(page, 'swift', 'BSCHESMMXXX')
  await press(page, 'Save bank card')
  await expectToast(page, 'Bank card saved')
  await waitForRoute(page, 'pages/bankCard/bankCard-list')
  await see(page, '•••• 1332')
  await shot(page, 'identity-03-bank-card')
  await press(page, 'Edit')
  await waitForRoute(page, 'pages/bankCard/bindBankCard')
  expect(await page.locator('input[name="bankName"]').inputValue()).toBe('Banco Santander')
  await fill(page, 'bankName', 'CaixaBank')
  await press(page, 'Save bank card')
  await waitForRoute(page, 'pages/bankCard/bankCard-list')
  await see(page, 'CaixaBank')

  // a message from the operator: the bell counts it as it arrives, the list shows it unread
  await page.evaluate(() => {
    window.location.hash = '#/pages/index/index'
  })
  await waitForRoute(page, 'pages/index/index')
  await page.locator('.top-bar__avatar').waitFor()
  // the two verification decisions are waiting there as messages
  await page.locator('.top-bar__badge', { hasText: '2' }).waitFor()
  await ops(app.server.origin, 'message', {
    account: email,
    title: 'Your bank card',
    content: '<p>Your card ending <strong>1332</strong> is saved.</p>',
  })
  await page.locator('.top-bar__badge', { hasText: '3' }).waitFor()
  await page.locator('.top-bar__bell').click()
  await waitForRoute(page, 'pages/msg/msg-list')
  await page.locator('.msg-row--unread', { hasText: 'Your bank card' }).click()
  await waitForRoute(page, 'pages/msg/msg-detail')
  await see(page, 'Your card ending 1332 is saved.')
  await shot(page, 'identity-04-message')
  await page.goBack()
  await waitForRoute(page, 'pages/msg/msg-list')
  await page.locator('.msg-row', { hasText: 'Your bank card' }).waitFor()
  expect(await page.locator('.msg-row--unread').count()).toBe(2)
  for (const [title, says] of [
    ['Identity verification not approved', /Reason: The photo page is unreadable$/],
    ['Identity verification approved', /^Your identity verification has been approved\./],
  ] as const) {
    await page.locator('.msg-row--unread', { hasText: title }).click()
    await waitForRoute(page, 'pages/msg/msg-detail')
    await see(page, says)
    await page.goBack()
    await waitForRoute(page, 'pages/msg/msg-list')
  }
  await page.locator('.msg-row', { hasText: 'Identity verification approved' }).waitFor()
  expect(await page.locator('.msg-row--unread').count()).toBe(0)
  await page.goBack()
  await waitForRoute(page, 'pages/index/index')
  await page.locator('.top-bar__badge .at-badge__num').waitFor({ state: 'detached' })

  // the profile: a nickname, then the withdraw password, confirmed before it is saved
  await page.evaluate(() => {
    window.location.hash = '#/pages/user/userinfo'
  })
  await waitForRoute(page, 'pages/user/userinfo')
  await page.locator('.userinfo__nickname-edit').click()
  await fill(page, 'nickname', 'Zoë M')
  await press(page, 'Save')
  await page.locator('.userinfo__nickname-edit', { hasText: 'Zoë M' }).waitFor()
  await page.locator('.userinfo__pay-password', { hasText: 'Not set' }).click()
  await tap(page, 'Send code')
  await expectToast(page, 'Verification code sent')
  await fill(page, 'code', await latestCode(app.server.origin, email, 'pay_password'))
  await fill(page, 'password', 'Fund1234')
  await fill(page, 'confirm', 'Fund1234')
  await press(page, 'Save')
  await see(page, /withdrawals may be paused for 24 hours after a security change/)
  await confirmDialog(page, 'Confirm')
  await page.locator('.userinfo__pay-password', { hasText: 'Change withdraw password' }).waitFor()
  await shot(page, 'identity-05-profile')
  expect(errors).toEqual([])
})
