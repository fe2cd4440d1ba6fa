// The native app's stand-in for pages its bundle does not carry (issue 33): the router opens it in
// their place on React Native only, and it links to the same page of the web app.
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import { LOGIN } from '@/routes'
import { navigate, redirect } from '@/services/router'
import WebOnlyPage from '@/pages/webOnly/index'
import { openAt, recordCopies, screenText, signedOut, tapText, until } from './helpers'

const testUtils = new TestUtils()
const TARO_ENV = process.env.TARO_ENV

beforeAll(() => activateLanguage('en'))
afterEach(() => {
  jest.restoreAllMocks()
  process.env.TARO_ENV = TARO_ENV
  delete process.env.TARO_APP_API_BASE
})

function openedUrls() {
  const urls: string[] = []
  const ok = (o: { url: string }) => {
    urls.push(o.url)
    return Promise.resolve({ errMsg: 'ok' })
  }
  jest.spyOn(Taro, 'navigateTo').mockImplementation(ok as typeof Taro.navigateTo)
  jest.spyOn(Taro, 'redirectTo').mockImplementation(ok as typeof Taro.redirectTo)
  return urls
}

it('opens a page the native bundle does not carry as the stand-in, and only on React Native', async () => {
  const urls = openedUrls()
  process.env.TARO_ENV = 'rn'
  await navigate('pages/user/rechargeRecord', { currency: 3 })
  await redirect(LOGIN, { redirect: '/pages/user/accountDetail' })
  process.env.TARO_ENV = 'h5'
  await navigate('pages/user/rechargeRecord', { currency: 3 })
  expect(urls).toEqual([
    '/pages/webOnly/index?page=%2Fpages%2Fuser%2FrechargeRecord%3Fcurrency%3D3',
    '/pages/login/login?redirect=%2Fpages%2Fuser%2FaccountDetail',
    '/pages/user/rechargeRecord?currency=3',
  ])
})

it('names the page and links to it in the web app; an unknown page gets no link', async () => {
  signedOut()
  process.env.TARO_APP_API_BASE = 'https://app.example.com'
  const copied = recordCopies()
  openAt('pages/webOnly/index', {
    page: encodeURIComponent('/pages/user/rechargeRecord?currency=3'),
  })
  await testUtils.mount(WebOnlyPage)
  await until(() => screenText().includes('Open in the browser'))
  expect(screenText()).toContain('Deposit records')
  const url = 'https://app.example.com/#/pages/user/rechargeRecord?currency=3'
  expect(screenText()).toContain(url)
  // outside the native app the link is copied for the browser
  testUtils.act(() => tapText('Open in the browser'))
  await until(() => copied.length === 1)
  expect(copied).toEqual([url])

  testUtils.unmout()
  openAt('pages/webOnly/index', { page: encodeURIComponent('https://evil.example/phish') })
  await testUtils.mount(WebOnlyPage)
  await until(() => screenText().includes('Page not found'))
  expect(screenText()).not.toContain('evil.example')
  expect(screenText()).not.toContain('Open in the browser')
  testUtils.unmout()
})
