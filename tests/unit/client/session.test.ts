import Taro from '@tarojs/taro'
import { sampleUser } from '../../support/samples'
import type { UserInfo } from '@wire/user'
import {
  clearSession,
  recordEntry,
  restoreSession,
  session,
  setUser,
  signIn,
  storeLang,
} from '@/stores/session'

const user: UserInfo = sampleUser({
  account: 'ann@example.com',
  nickname: 'an***@example.com',
  created_at: '2026-11-21T10:00:00.000Z',
})

beforeEach(() => {
  Taro.clearStorageSync()
  Object.assign(session, { token: '', user: null, lang: 'en', initialised: true, entryPage: null })
})

describe('session store (SPEC §4 session)', () => {
  it('keeps token, user and language across a restart', () => {
    signIn('tok/en+1')
    setUser(user)
    storeLang('ar')
    Object.assign(session, { token: '', user: null, lang: 'en' })

    restoreSession()
    expect(session.token).toBe('tok/en+1')
    expect(session.user).toEqual(user)
    expect(session.lang).toBe('ar')
  })

  it('reads a profile kept by an earlier version as having none of the safety fields', () => {
    const older: Partial<UserInfo> = sampleUser({ totp_bound: true, anti_phishing: 'Falcon_42' })
    delete older.anti_phishing
    delete older.totp_bound
    delete older.products_off
    Taro.setStorageSync('user', older)
    restoreSession()
    expect(session.user).toEqual({
      ...older,
      anti_phishing: null,
      totp_bound: false,
      products_off: [],
    })
  })

  it('defaults to English and ignores an unknown stored language', () => {
    Taro.setStorageSync('lang', 'xx')
    restoreSession()
    expect(session.lang).toBe('en')
  })

  it('clears token and user on logout but keeps the language', () => {
    signIn('abc')
    setUser(user)
    storeLang('de')
    clearSession()
    expect(session.token).toBe('')
    expect(session.user).toBeNull()
    restoreSession()
    expect(session.token).toBe('')
    expect(session.user).toBeNull()
    expect(session.lang).toBe('de')
  })

  it('stores the entry page locally under entryPage and marks the app not initialised', () => {
    recordEntry({ path: 'pages/user/recharge', query: { type: '2' } })
    expect(session.initialised).toBe(false)
    expect(Taro.getStorageSync('entryPage')).toEqual({
      path: 'pages/user/recharge',
      query: { type: '2' },
    })
  })
})
