// The safety pages (issue 32 items 2 and 3) as the user meets them: the sessions list with this
// device marked, a sign-out asked before it is sent and the list read again after; the
// anti-phishing code checked by the shared rule before anything is sent; the authenticator asked
// at login when the server says so, and bound with its recovery codes shown once.
import TestUtils from '@tarojs/test-utils-react'
import { sampleUser } from '../../support/samples'
import { activateLanguage } from '@/locales'
import * as identity from '@/services/api/identity'
import * as profile from '@/services/api/profile'
import * as safety from '@/services/api/safety'
import { session } from '@/stores/session'
import SessionsPage from '@/pages/safety/sessions'
import AntiPhishingPage from '@/pages/safety/antiPhishing'
import AuthenticatorPage from '@/pages/safety/authenticator'
import LoginPage from '@/pages/login/login'
import { ApiError } from '@/services/http'
import { openAt, screenText, signedOut, tapText, type, until } from './helpers'

const testUtils = new TestUtils()

const THIS: safety.SessionEntry = {
  id: 3,
  platform: 'h5',
  device: 'Google Pixel 8 Android 14',
  ip: '203.0.113.7',
  created_at: '2026-11-20T08:00:00.000Z',
  last_seen_at: '2026-11-26T09:00:00.000Z',
  current: true,
}
const PHONE: safety.SessionEntry = {
  ...THIS,
  id: 2,
  platform: 'weapp',
  device: 'Apple iPhone 15 iOS 17.4',
  current: false,
}

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  session.token = 'abc'
  session.user = sampleUser()
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

describe('devices and sessions', () => {
  it('marks this device, asks before signing another out, then reads the list again', async () => {
    let live = [THIS, PHONE]
    jest.spyOn(safety, 'fetchSessions').mockImplementation(() => Promise.resolve(live))
    const end = jest.spyOn(safety, 'endSessionById').mockImplementation((id) => {
      live = live.filter((s) => s.id !== id)
      return Promise.resolve('Signed out')
    })
    openAt('pages/safety/sessions')
    await testUtils.mount(SessionsPage)
    await until(() => screenText().includes('Apple iPhone 15'))
    expect(screenText()).toContain('This device')
    expect(screenText()).toContain('WeChat · 203.0.113.7')

    testUtils.act(() => {
      document.querySelector<HTMLElement>('.session-row__end')?.click()
    })
    await until(() => screenText().includes('Sign out Apple iPhone 15 iOS 17.4?'))
    expect(end).not.toHaveBeenCalled()
    testUtils.act(() => {
      const buttons = [
        ...document.querySelectorAll<HTMLElement>('.safety__confirm .at-modal__action > *'),
      ]
      buttons[buttons.length - 1].click()
    })
    await until(() => !screenText().includes('Apple iPhone 15'))
    expect(end).toHaveBeenCalledWith(2)
    expect(screenText()).toContain('You are signed in on this device only.')
  })
})

describe('the anti-phishing code', () => {
  it('checks the rule and the code before sending, then shows the code set', async () => {
    const set = jest.spyOn(safety, 'setAntiPhishing').mockResolvedValue('Anti-phishing code set')
    jest.spyOn(profile, 'sendSecurityCode').mockResolvedValue('sent')
    jest
      .spyOn(identity, 'fetchUserInfo')
      .mockResolvedValue(sampleUser({ anti_phishing: 'Falcon_42' }))
    openAt('pages/safety/antiPhishing')
    await testUtils.mount(AntiPhishingPage)
    await until(() => document.querySelector('input[name="phrase"]') !== null)
    expect(screenText()).toContain('Not set')

    testUtils.act(() => type('phrase', 'no spaces!'))
    testUtils.act(() => tapText('Save'))
    expect(screenText()).toContain('4-20 letters (A-Z), digits or underscores')
    expect(screenText()).toContain('Please enter the verification code')
    expect(set).not.toHaveBeenCalled()

    testUtils.act(() => {
      type('phrase', 'Falcon_42')
      type('code', '123456')
    })
    testUtils.act(() => tapText('Save'))
    await until(() => screenText().includes('Falcon_42') && set.mock.calls.length > 0)
    expect(set).toHaveBeenCalledWith('Falcon_42', '123456', undefined)
    expect(session.user?.anti_phishing).toBe('Falcon_42')
    expect(screenText()).toContain('Remove the code')
  })
})

describe('the authenticator', () => {
  it('asks at login once the server says the account has one, and sends its code', async () => {
    signedOut()
    const login = jest
      .spyOn(identity, 'login')
      .mockRejectedValueOnce(new ApiError('Enter the 6-digit code', 'error', false, true))
      .mockRejectedValueOnce(new ApiError('Incorrect authenticator code', 'error', false, true))
    openAt('pages/login/login')
    await testUtils.mount(LoginPage)
    expect(document.querySelector('input[name="totp"]')).toBeNull()
    testUtils.act(() => tapText('E-mail'))
    // typed before the field has become the e-mail one, the text would go to the phone field
    await until(
      () => document.querySelector<HTMLInputElement>('input[name="account"]')?.type === 'text',
    )
    testUtils.act(() => {
      type('account', 'john.doe@example.com')
      type('password', 'Secret12')
    })
    testUtils.act(() => tapText('Log in'))
    await until(() => document.querySelector('input[name="totp"]') !== null)
    testUtils.act(() => type('totp', '287082'))
    testUtils.act(() => tapText('Log in'))
    await until(() => screenText().includes('Incorrect authenticator code'))
    expect(login.mock.calls[0][0].totp_code).toBeUndefined()
    expect(login.mock.calls[1][0].totp_code).toBe('287082')
  })

  it('binds with both codes, shows the recovery codes once, then offers only unbinding', async () => {
    jest.spyOn(safety, 'startTotpSetup').mockResolvedValue({
      secret: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/TradeApp:john?secret=JBSWY3DPEHPK3PXP&issuer=TradeApp',
    })
    const codes = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBB${i}`)
    const bind = jest.spyOn(safety, 'bindTotp').mockResolvedValue(codes)
    jest.spyOn(identity, 'fetchUserInfo').mockResolvedValue(sampleUser({ totp_bound: true }))
    openAt('pages/safety/authenticator')
    await testUtils.mount(AuthenticatorPage)
    testUtils.act(() => tapText('Set up'))
    await until(() => document.querySelector('input[name="totp"]') !== null)
    expect(screenText()).toContain('JBSWY3DPEHPK3PXP')
    testUtils.act(() => tapText('Bind'))
    expect(screenText()).toContain('Enter the 6-digit code from the authenticator app')
    expect(bind).not.toHaveBeenCalled()
    testUtils.act(() => {
      type('totp', '287082')
      type('code', '123456')
    })
    testUtils.act(() => tapText('Bind'))
    await until(() => screenText().includes('AAAA9-BBBB9'))
    expect(bind).toHaveBeenCalledWith('287082', '123456')
    testUtils.act(() => tapText('I have saved them'))
    await until(() => screenText().includes('Remove authenticator'))
    expect(screenText()).not.toContain('AAAA9-BBBB9')
  })
})
