// After a password reset the login form continues with the same account (issue 10, defect 6).
import TestUtils from '@tarojs/test-utils-react'
import * as identity from '@/services/api/identity'
import { activateLanguage } from '@/locales'
import LoginPage from '@/pages/login/login'
import { openAt, signedOut, tapText, type, until } from './helpers'

const testUtils = new TestUtils()
const flush = () => testUtils.act(() => Promise.resolve())

beforeAll(() => activateLanguage('en'))
beforeEach(signedOut)
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

const activeTab = () => document.querySelector('.at-tabs__item--active')?.textContent?.trim()
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)

it('opens login on the account type and account just reset', async () => {
  jest.spyOn(identity, 'checkCode').mockResolvedValue('ok')
  const reset = jest.spyOn(identity, 'resetPassword').mockResolvedValue('ok')
  openAt('pages/login/login')
  await testUtils.mount(LoginPage)
  testUtils.act(() => tapText('Forgot password?'))
  await flush()
  testUtils.act(() => tapText('E-mail'))
  // typed before the field has become the e-mail one, the text would go to the phone field
  await until(() => input('account')?.type === 'text')
  testUtils.act(() => type('account', 'reset.me@example.com'))
  testUtils.act(() => type('code', '123456'))
  testUtils.act(() => tapText('Next'))
  await until(() => input('confirm') !== null)

  // the confirmation says what to type, as on the register form
  expect(input('confirm')?.placeholder).toBe('Enter the password again')
  testUtils.act(() => {
    type('password', 'newpass12')
    type('confirm', 'newpass12')
  })
  testUtils.act(() => tapText('Set new password'))
  await until(() => input('confirm') === null && Boolean(input('account')?.value))
  expect(reset).toHaveBeenCalledWith(
    expect.objectContaining({ type: 'email', account: 'reset.me@example.com' }),
  )

  expect(input('confirm')).toBeNull()
  expect(activeTab()).toBe('E-mail')
  expect(input('account')?.value).toBe('reset.me@example.com')
  expect(input('password')?.value).toBe('')
})
