// The personal information page (issue 11 item 5): the profile as the server gives it, and each
// change made in its sheet, checked by the shared rules first and confirmed before it is sent.
import { readFileSync } from 'fs'
import { join } from 'path'
import Taro from '@tarojs/taro'
import { sampleUser } from '../../support/samples'
import TestUtils from '@tarojs/test-utils-react'
import type { UserInfo } from '@wire/user'
import { activateLanguage } from '@/locales'
import { session } from '@/stores/session'
import * as identity from '@/services/api/identity'
import * as profile from '@/services/api/profile'
import { ApiError } from '@/services/http'
import UserinfoPage from '@/pages/user/userinfo'
import { openAt, screenText, signedOut, tapText, type, until } from './helpers'

const testUtils = new TestUtils()

const USER: UserInfo = sampleUser({ credit_score: 95, review_status: 2, advanced_review_status: 1 })

let server: UserInfo
beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  server = { ...USER }
  session.token = 'abc'
  session.user = { ...USER }
  jest.spyOn(identity, 'fetchUserInfo').mockImplementation(() => Promise.resolve({ ...server }))
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

const tap = (selector: string) => {
  const el = document.querySelector<HTMLElement>(selector)
  if (!el) throw new Error(`nothing at ${selector}`)
  el.click()
}
const sheetText = () => document.querySelector('.userinfo__sheet')?.textContent ?? ''

async function open() {
  openAt('pages/user/userinfo')
  await testUtils.mount(UserinfoPage)
}

it('shows the profile, the certification levels and the security rows', async () => {
  await open()
  const text = screenText()
  for (const shown of ['John', 'john.doe@example.com', '95', 'K7Q2MX', 'Certified', 'Under review'])
    expect(text).toContain(shown)
  expect(text).toContain('Set withdraw password')
  expect(text).toContain('Not bound')
  for (const name of ['avatar', 'nickname-edit', 'login-password', 'pay-password', 'mobile'])
    expect(document.querySelector(`.userinfo__${name}`)).not.toBeNull()
  expect(document.querySelector('.userinfo__forgot-pay')).not.toBeNull()
})

it('checks the nickname with the shared rule, then saves it and refreshes the session user', async () => {
  const edit = jest.spyOn(profile, 'editNickname').mockImplementation((nickname) => {
    server.nickname = nickname
    return Promise.resolve('Nickname updated')
  })
  await open()
  testUtils.act(() => tap('.userinfo__nickname-edit'))
  await until(() => document.querySelector('input[name="nickname"]') !== null)

  testUtils.act(() => type('nickname', 'a<b'))
  testUtils.act(() => tapText('Save'))
  expect(sheetText()).toContain('The nickname cannot contain special symbols')
  expect(edit).not.toHaveBeenCalled()

  testUtils.act(() => type('nickname', '  Johnny  '))
  testUtils.act(() => tapText('Save'))
  await until(() => session.user?.nickname === 'Johnny')
  expect(edit).toHaveBeenCalledWith('Johnny')
  expect(session.user?.nickname).toBe('Johnny')
})

it('sets the withdraw password with its own code, after a confirmation', async () => {
  const send = jest.spyOn(profile, 'sendPayPasswordCode').mockResolvedValue('sent')
  const update = jest.spyOn(identity, 'updatePassword').mockImplementation(() => {
    server.isPayPas = true
    return Promise.resolve('Password updated')
  })
  await open()
  testUtils.act(() => tap('.userinfo__pay-password'))
  await until(() => document.querySelector('input[name="code"]') !== null)
  expect(sheetText()).toContain('The code is sent to john.doe@example.com')

  testUtils.act(() => tapText('Send code'))
  await until(() => send.mock.calls.length > 0)
  testUtils.act(() => {
    type('code', '123456')
    type('password', 'Trade123')
    type('confirm', 'Trade124')
  })
  testUtils.act(() => tapText('Save'))
  expect(sheetText()).toContain('Passwords do not match')

  testUtils.act(() => type('confirm', 'Trade123'))
  testUtils.act(() => tapText('Save'))
  await until(() => screenText().includes('withdrawals may be paused'))
  expect(update).not.toHaveBeenCalled()
  testUtils.act(() => tapText('Confirm'))
  await until(() => session.user?.isPayPas === true)
  expect(update).toHaveBeenCalledWith({
    password: 'Trade123',
    re_password: 'Trade123',
    code: '123456',
    type: 'pay',
  })
  expect(screenText()).toContain('Change withdraw password')
})

it('shows the server’s reason when binding a number is refused', async () => {
  jest
    .spyOn(profile, 'bindMobile')
    .mockRejectedValue(
      new ApiError('This mobile number is already used by another account', 'error'),
    )
  await open()
  testUtils.act(() => tap('.userinfo__mobile'))
  await until(() => document.querySelector('input[name="mobile"]') !== null)
  testUtils.act(() => {
    type('mobile', '912345678')
    type('code', '123456')
  })
  testUtils.act(() => tapText('Bind mobile number'))
  await until(() => screenText().includes('Bind +'))
  testUtils.act(() => tapText('Confirm'))
  await until(() => sheetText().includes('already used by another account'))
  expect(session.user?.mobile).toBeNull()
})

it('says who resets a forgotten withdraw password and leads to customer service', async () => {
  const navigate = jest
    .spyOn(Taro, 'navigateTo')
    .mockResolvedValue({ errMsg: 'navigateTo:ok' } as never)
  await open()
  testUtils.act(() => tap('.userinfo__forgot-pay'))
  await until(() => sheetText().includes('Customer service resets'))
  testUtils.act(() => tapText('Contact customer service'))
  await until(() => navigate.mock.calls.length > 0)
  expect(navigate.mock.calls[0][0]).toMatchObject({ url: '/pages/services/index' })
})

describe('a long e-mail account (issue 25 item 21)', () => {
  const email = 'a.very.long.mailbox.name.for.testing@subdomain.example-company.com'

  it('is shown whole, in a row whose value wraps', async () => {
    server = { ...USER, account_type: 'email', account: email }
    session.user = { ...server }
    await open()
    const row = document.querySelector('.userinfo__account')
    expect(row?.querySelector('.item-extra__info')?.textContent).toBe(email)

    const stylesheet = readFileSync(
      join(__dirname, '../../../src/pages/user/userinfo.scss'),
      'utf8',
    )
    const block = stylesheet.slice(stylesheet.indexOf('.userinfo__account {'))
    expect(block).toMatch(/white-space: normal/)
    expect(block).toMatch(/max-width: none/)
  })
})
