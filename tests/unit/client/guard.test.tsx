// The one guard (SPEC §2), through real pages: Taro's navigation and toast are the platform edge,
// so they are observed, not replaced.
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import { session } from '@/stores/session'
import { activateLanguage } from '@/locales'
import RechargePage from '@/pages/user/recharge'
import HomePage from '@/pages/index/index'
import MarketPage from '@/pages/tabs/quotes/quotes'
import MePage from '@/pages/tabs/me/me-k'
import { firePageLifecycle, openAt, recordRequests, recordToasts, signedOut } from './helpers'

const testUtils = new TestUtils()

beforeAll(() => activateLanguage('en'))

let relaunches: string[]
let toasts: string[]

beforeEach(() => {
  // mount() waits for an animation frame, which must stay real
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
  relaunches = []
  jest.spyOn(Taro, 'reLaunch').mockImplementation(((opts: { url: string }) => {
    relaunches.push(opts.url)
    return Promise.resolve({ errMsg: 'reLaunch:ok' })
  }) as typeof Taro.reLaunch)
  toasts = recordToasts()
  signedOut()
})

afterEach(() => {
  testUtils.unmout() // sic: the library's spelling
  jest.useRealTimers()
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('guard', () => {
  it('asks to log in on a private page without a token and opens login after 1200 ms', async () => {
    openAt('pages/user/recharge')
    await testUtils.mount(RechargePage)
    expect(toasts).toEqual(['Please log in'])
    expect(document.body.textContent).not.toContain('Deposit method')

    jest.advanceTimersByTime(1199)
    expect(relaunches).toEqual([])
    jest.advanceTimersByTime(1)
    expect(relaunches).toEqual(['/pages/login/login?redirect=%2Fpages%2Fuser%2Frecharge'])
  })

  it('shows a private page when there is a token', async () => {
    session.token = 'abc'
    openAt('pages/user/recharge')
    await testUtils.mount(RechargePage)
    expect(document.body.textContent).toContain('Deposit method')
    jest.advanceTimersByTime(2000)
    expect(relaunches).toEqual([])
    expect(toasts).toEqual([])
  })

  it('shows a public page without a token', async () => {
    openAt('pages/index/index')
    await testUtils.mount(HomePage)
    expect(document.body.textContent).toContain('Log in')
    jest.advanceTimersByTime(2000)
    expect(relaunches).toEqual([])
  })

  it('sends any page to the loading page until start-up has run', async () => {
    session.initialised = false
    session.token = 'abc'
    openAt('pages/user/recharge')
    await testUtils.mount(RechargePage)
    expect(relaunches).toEqual(['/pages/common/loading'])
    expect(document.body.textContent).not.toContain('not available yet')
  })

  it('keeps a page opened before start-up empty when start-up ends before the page is replaced', async () => {
    session.initialised = false
    session.token = 'abc'
    const requests = recordRequests()
    openAt('pages/user/recharge')
    await testUtils.mount(RechargePage)
    // start-up ends while the loading page is on its way: the loading page opens this page again
    await act(async () => {
      session.initialised = true
      await Promise.resolve()
    })
    jest.advanceTimersByTime(2000)
    expect(relaunches).toEqual(['/pages/common/loading'])
    expect(requests).toEqual([])
    expect(document.body.textContent).not.toContain('Deposit method')
  })

  it.each([
    ['pages/tabs/quotes/quotes', MarketPage],
    ['pages/tabs/me/me-k', MePage],
  ])(
    'a page opened before start-up (%s) sends nothing and keeps the stored session',
    async (path, Page) => {
      Taro.setStorageSync('token', 'stored-token')
      session.initialised = false
      const requests = recordRequests()
      openAt(path)
      await testUtils.mount(Page)
      firePageLifecycle('componentDidShow')
      jest.advanceTimersByTime(2000)
      expect(requests).toEqual([])
      expect(relaunches).toEqual(['/pages/common/loading'])
      expect(Taro.getStorageSync('token')).toBe('stored-token')
      Taro.removeStorageSync('token')
    },
  )
})
