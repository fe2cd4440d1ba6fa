// Issue 47 item 12: a visitor who is not signed in could not choose a language: the language page
// was behind the login, and nothing on login or register led to it.
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import LanguagePage from '@/pages/language/language'
import LoginPage from '@/pages/login/login'
import RegisterPage from '@/pages/register/index'
import * as router from '@/services/router'
import { session } from '@/stores/session'
import { openAt, recordToasts, signedOut, tapText } from './helpers'

const testUtils = new TestUtils()
const flush = async () => {
  for (let i = 0; i < 8; i++) await testUtils.act(() => Promise.resolve())
}
const languageLink = () => document.querySelector<HTMLElement>('.auth__language')

let relaunches: string[]
let toasts: string[]

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  relaunches = []
  jest.spyOn(Taro, 'reLaunch').mockImplementation(((opts: { url: string }) => {
    relaunches.push(opts.url)
    return Promise.resolve({ errMsg: 'reLaunch:ok' })
  }) as typeof Taro.reLaunch)
  toasts = recordToasts()
  signedOut()
})
afterEach(async () => {
  testUtils.unmout()
  jest.restoreAllMocks()
  await activateLanguage('en')
})

it.each([
  ['pages/login/login', LoginPage],
  ['pages/register/index', RegisterPage],
])('%s leads to the language page, naming the language in use', async (path, Page) => {
  const go = jest.spyOn(router, 'navigate').mockResolvedValue(undefined)
  openAt(path)
  await testUtils.mount(Page)
  await flush()
  expect(languageLink()?.textContent).toBe('LanguageEnglish')
  testUtils.act(() => languageLink()?.click())
  expect(go).toHaveBeenCalledWith('pages/language/language')
})

it('lets a visitor choose a language without signing in', async () => {
  jest.spyOn(router, 'back').mockResolvedValue(undefined)
  openAt('pages/language/language')
  await testUtils.mount(LanguagePage)
  await flush()
  testUtils.act(() => tapText('Deutsch'))
  for (let i = 0; i < 50 && session.lang !== 'de'; i++) {
    await testUtils.act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  expect(session.lang).toBe('de')
  expect([relaunches, toasts]).toEqual([[], []])
})
