import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import LoginPage from '@/pages/login/login'
import { PasswordFields, passwordErrors } from '@/components/PasswordFields'
import { openAt, screenText, signedOut, tapText, type } from './helpers'

const testUtils = new TestUtils()
const flush = () => testUtils.act(() => Promise.resolve())

beforeAll(() => activateLanguage('en'))
beforeEach(signedOut)
afterEach(() => testUtils.unmout())

// the symbol list is isolated left to right (U+2066 ... U+2069), as in the hint
const PLACEHOLDER = '6-12 letters, digits or \u2066" % + , - . @ \\ _\u2069'

const inputs = () =>
  [...document.querySelectorAll<HTMLInputElement>('input')].map((input) => ({
    name: input.name,
    type: input.type,
    placeholder: input.placeholder,
  }))

describe('password fields of login, register and reset', () => {
  it('asks once when signing in', async () => {
    const props = { purpose: 'login', password: '', onPassword: () => {}, errors: {} } as const
    await testUtils.mount(PasswordFields, { props })
    expect(screenText()).toBe('Password')
    expect(inputs()).toEqual([{ name: 'password', type: 'password', placeholder: PLACEHOLDER }])
  })

  it('asks for a new password and its confirmation when resetting, both with a hint', async () => {
    const props = {
      purpose: 'reset',
      password: '',
      onPassword: () => {},
      confirm: '',
      onConfirm: () => {},
      errors: { confirm: 'Passwords do not match' },
    } as const
    await testUtils.mount(PasswordFields, { props })
    expect(screenText()).toBe('New passwordConfirm passwordPasswords do not match')
    expect(inputs()).toEqual([
      { name: 'password', type: 'password', placeholder: PLACEHOLDER },
      { name: 'confirm', type: 'password', placeholder: 'Enter the password again' },
    ])
  })

  it('refuses a malformed password and a confirmation that differs', () => {
    expect(passwordErrors('abc')).toEqual({
      password: 'Please enter a correct password (6-12 characters)',
    })
    expect(passwordErrors('abc123', 'abc124')).toEqual({
      password: undefined,
      confirm: 'Passwords do not match',
    })
    expect(passwordErrors('abc123', 'abc123')).toEqual({ password: undefined, confirm: undefined })
  })

  it('names a malformed password on the login form without calling the server', async () => {
    openAt('pages/login/login')
    await testUtils.mount(LoginPage)
    testUtils.act(() => type('account', '912345678'))
    testUtils.act(() => type('password', 'abc'))
    testUtils.act(() => tapText('Log in'))
    await flush()
    expect(screenText()).toContain('Please enter a correct password (6-12 characters)')
  })
})
