// What a signed-in user sees of login, of Home and of their own account (issue 10, defect 11).
import Taro from '@tarojs/taro'
import { sampleUser } from '../../support/samples'
import TestUtils from '@tarojs/test-utils-react'
import type { UserInfo } from '@wire/user'
import { activateLanguage } from '@/locales'
import { session } from '@/stores/session'
import * as identity from '@/services/api/identity'
import HomePage from '@/pages/index/index'
import LoginPage from '@/pages/login/login'
import MePage from '@/pages/tabs/me/me-k'
import { openAt, screenText, signedOut } from './helpers'

const testUtils = new TestUtils()
const flush = () => testUtils.act(() => Promise.resolve())

let relaunches: string[]

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  relaunches = []
  jest.spyOn(Taro, 'reLaunch').mockImplementation(((opts: { url: string }) => {
    relaunches.push(opts.url)
    return Promise.resolve({ errMsg: 'reLaunch:ok' })
  }) as typeof Taro.reLaunch)
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

const user = (fields: Partial<UserInfo>): UserInfo =>
  sampleUser({ nickname: 'jo***@example.com', ...fields })

describe('the login page, signed in', () => {
  it('shows no login form and goes on to Home', async () => {
    session.token = 'abc'
    openAt('pages/login/login')
    await testUtils.mount(LoginPage)
    await flush()
    expect(document.querySelector('input[name="password"]')).toBeNull()
    expect(relaunches).toEqual(['/pages/index/index'])
  })

  it('goes back where the user came from', async () => {
    session.token = 'abc'
    // as the address carries it: still encoded
    openAt('pages/login/login', { redirect: encodeURIComponent('/pages/user/recharge') })
    await testUtils.mount(LoginPage)
    await flush()
    expect(relaunches).toEqual(['/pages/user/recharge'])
  })

  it('still shows the form when signed out', async () => {
    openAt('pages/login/login')
    await testUtils.mount(LoginPage)
    expect(document.querySelector('input[name="password"]')).not.toBeNull()
    expect(relaunches).toEqual([])
  })
})

describe('my account', () => {
  beforeEach(() => {
    session.token = 'abc'
    jest
      .spyOn(identity, 'fetchUserInfo')
      .mockImplementation(() => Promise.resolve(session.user as UserInfo))
  })

  it('shows an unnamed user’s account once, masked as everywhere else', async () => {
    session.user = user({})
    openAt('pages/tabs/me/me-k')
    await testUtils.mount(MePage)
    const who = document.querySelector('.me__who')?.textContent
    expect(who).toBe('jo***@example.com')
    expect(screenText()).not.toContain('john.doe@example.com')
  })

  it('shows a chosen name with the account under it', async () => {
    session.user = user({ nickname: 'John' })
    openAt('pages/tabs/me/me-k')
    await testUtils.mount(MePage)
    expect(document.querySelector('.me__nickname')?.textContent).toBe('John')
    expect(document.querySelector('.me__account')?.textContent).toBe('john.doe@example.com')
  })
})

describe('Home', () => {
  it('offers a visitor login and registration', async () => {
    openAt('pages/index/index')
    await testUtils.mount(HomePage)
    const card = document.querySelector('.home__account')?.textContent ?? ''
    expect(card).toContain('Log in')
    expect(card).toContain('Register')
    expect(document.querySelector('.top-bar__avatar')).toBeNull()
  })

  it('shows a signed-in user the avatar into the account, and no card repeating it', async () => {
    session.token = 'abc'
    session.user = user({})
    jest.spyOn(identity, 'fetchUserInfo').mockResolvedValue(session.user)
    openAt('pages/index/index')
    await testUtils.mount(HomePage)
    expect(document.querySelector('.top-bar__avatar')?.getAttribute('aria-label')).toBe(
      'My account',
    )
    expect(document.querySelector('.home__account')).toBeNull()
    expect(screenText()).not.toContain('jo***@example.com')
  })
})
