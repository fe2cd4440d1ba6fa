// Share and invite (SPEC §1): the link and QR code on the my page open registration with the
// inviter's code filled in.
import TestUtils from '@tarojs/test-utils-react'
import { sampleUser } from '../../support/samples'
import type { UserInfo } from '@wire/user'
import { activateLanguage } from '@/locales'
import { config } from '@/stores/config'
import { session } from '@/stores/session'
import * as identity from '@/services/api/identity'
import { parseUrl } from '@/services/router'
import MePage from '@/pages/tabs/me/me-k'
import RegisterPage from '@/pages/register/index'
import { openAt, screenText, signedOut } from './helpers'

const testUtils = new TestUtils()
const flush = () => testUtils.act(() => Promise.resolve())

const USER: UserInfo = sampleUser()

const shownLink = () => document.querySelector('.invite__link')?.textContent ?? ''

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  session.token = 'abc'
  session.user = { ...USER }
  config.url = ''
  jest.spyOn(identity, 'fetchUserInfo').mockImplementation(() => Promise.resolve({ ...USER }))
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

describe('the invite sheet', () => {
  it('opens from the my page with the code, a link that fills it in, and its QR code', async () => {
    openAt('pages/tabs/me/me-k')
    await testUtils.mount(MePage)
    expect(document.querySelector('.invite__qr')).toBeNull()
    // the list row (the closed sheet's title reads the same)
    const row = [...document.querySelectorAll<HTMLElement>('.at-list__item')].find(
      (e) => e.textContent?.trim() === 'Invite friends',
    )
    testUtils.act(() => row?.click())
    await flush()

    expect(document.querySelector('.invite__code')?.textContent).toBe('K7Q2MX')
    const link = shownLink()
    expect(link).toBe(
      `${window.location.origin}${window.location.pathname}#/pages/register/index?invite=K7Q2MX`,
    )
    const qr = document.querySelector('.invite__qr img')
    expect(qr?.getAttribute('src')).toMatch(/^data:image\/gif;base64,/)
    testUtils.unmout()

    const { path, query } = parseUrl(link.split('#/')[1])
    openAt(path, query)
    await testUtils.mount(RegisterPage)
    expect(document.querySelector<HTMLInputElement>('input[name="invite"]')?.value).toBe('K7Q2MX')
  })

  it("uses the operator's site address when one is configured", async () => {
    config.url = 'https://trade.example.org/'
    openAt('pages/tabs/me/me-k', { invite: '1' })
    await testUtils.mount(MePage)
    await flush()
    // Home's invite entry opens the page with the sheet already up
    expect(screenText()).toContain('Invitation link')
    expect(shownLink()).toBe('https://trade.example.org/#/pages/register/index?invite=K7Q2MX')
  })
})
