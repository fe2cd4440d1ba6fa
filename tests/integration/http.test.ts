// services/http.ts against the real reference server, and the failure paths of SPEC §8.
import { activateLanguage } from '@/locales'
import { fetchSettings, fetchSiteConfig } from '@/services/api/content'
import { fetchUserInfo, login } from '@/services/api/identity'
import { type ApiError, get, post, request } from '@/services/http'
import { session } from '@/stores/session'
import {
  closedPort,
  familyBackend,
  observePlatform,
  resetClient,
  signedInUser,
  silentServer,
  type Observed,
} from './support'

let seen: Observed
beforeEach(async () => {
  await resetClient()
  seen = observePlatform()
})
afterEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
})

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (e: unknown) => e as ApiError,
  )

describe('success (type ok)', () => {
  it('resolves with the payload of the envelope', async () => {
    const site = await fetchSiteConfig()
    expect(site).toEqual(
      expect.objectContaining({ name: expect.any(String), tx_rate: expect.any(String) }),
    )
    const settings = await fetchSettings('register')
    expect(Object.keys(settings).every((k) => k.includes('register'))).toBe(true)
    expect(seen.toasts).toEqual([])
  })

  it('signs a user in with the token the server returned, URL-encoded in Authorization', async () => {
    const { email, password } = await signedInUser()
    const token = await login({ type: 'email', user_string: email, password })
    session.token = token
    const user = await fetchUserInfo()
    expect(user.account).toBe(email)
  })
})

describe('type 999 (no valid token)', () => {
  it('clears the session, toasts the message and opens login after 200 ms', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'], advanceTimers: true })
    Object.assign(session, { token: 'revoked-or-made-up', user: { id: 1 } })
    const error = await failure(fetchUserInfo())
    expect(error.type).toBe('999')
    expect(session.token).toBe('')
    expect(session.user).toBeNull()
    expect(seen.toasts).toEqual([error.message])
    expect(error.message).toBe('Please log in')
    expect(seen.relaunches).toEqual([])
    jest.advanceTimersByTime(200)
    expect(seen.relaunches).toHaveLength(1)
    expect(seen.relaunches[0]).toMatch(/^\/pages\/login\/login/)
  })

  it('speaks the user language', async () => {
    await activateLanguage('de')
    session.lang = 'de'
    session.token = 'nope'
    const error = await failure(fetchUserInfo())
    expect(error.message).not.toBe('Please log in')
    expect(seen.toasts).toEqual([error.message])
  })
})

describe('other failures', () => {
  it('toast the server message in the request language and reject', async () => {
    session.lang = 'fr'
    const english = await failure(
      post('/sms_mail', { user_string: 'not an address' }, { silent: true }),
    )
    const error = await failure(post('/sms_mail', { user_string: 'not an address' }))
    expect(error.type).toBe('error')
    expect(seen.toasts).toEqual([error.message])
    session.lang = 'en'
    const inEnglish = await failure(
      post('/sms_mail', { user_string: 'not an address' }, { silent: true }),
    )
    expect(error.message).not.toBe(inEnglish.message)
    expect(english.message).toBe(error.message)
  })

  it('stay quiet when the caller shows the error itself', async () => {
    const error = await failure(
      login({ type: 'email', user_string: 'nobody@example.com', password: 'secret12' }),
    )
    expect(error.type).toBe('error')
    expect(error.message.length).toBeGreaterThan(0)
    expect(seen.toasts).toEqual([])
  })
})

describe('another backend of the family (WIRE.md)', () => {
  it('sends the token URL-encoded, the language as header and body field, form-encoded', async () => {
    const backend = await familyBackend(() => ({ body: '{"type":"ok","message":"done"}' }))
    process.env.TARO_APP_API_BASE = backend.base
    Object.assign(session, { token: 'a b/c+d', lang: 'ko' })
    try {
      await post('/wallet/out', { number: '10.50', note: 'x&y=z' }, { idempotencyKey: 'key-1' })
      await get('/user/info', { page: 2 })
      const [postReq, getReq] = backend.requests
      expect(postReq.url).toBe('/api/wallet/out')
      expect(postReq.headers.authorization).toBe('a%20b%2Fc%2Bd')
      expect(postReq.headers['accept-language']).toBe('ko')
      expect(postReq.headers['content-type']).toContain('application/x-www-form-urlencoded')
      expect(postReq.headers['idempotency-key']).toBe('key-1')
      expect(Object.fromEntries(new URLSearchParams(postReq.body))).toEqual({
        number: '10.50',
        note: 'x&y=z',
        lang: 'ko',
      })
      expect(getReq.method).toBe('GET')
      expect(new URL(getReq.url, backend.base).searchParams.get('lang')).toBe('ko')
      expect(new URL(getReq.url, backend.base).searchParams.get('page')).toBe('2')
    } finally {
      await backend.close()
    }
  })

  it('treats code 1 as success and returns its data', async () => {
    const backend = await familyBackend(() => ({
      body: '{"code":1,"msg":"ok","data":[{"open":"1","close":"2","time":1}]}',
    }))
    process.env.TARO_APP_API_BASE = backend.base
    try {
      await expect(get('/currency/new_timeshar')).resolves.toEqual([
        { open: '1', close: '2', time: 1 },
      ])
    } finally {
      await backend.close()
    }
  })

  it('sends 998 to real-name certification step 1 after 200 ms', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'], advanceTimers: true })
    const backend = await familyBackend(() => ({
      body: '{"type":"998","message":"real name first"}',
    }))
    process.env.TARO_APP_API_BASE = backend.base
    session.token = 'kept'
    try {
      const error = await failure(get('/wallet/get_info'))
      expect(error.type).toBe('998')
      expect(session.token).toBe('kept')
      expect(seen.navigations).toEqual([])
      jest.advanceTimersByTime(200)
      expect(seen.navigations).toEqual(['/pages/user/authentication1'])
    } finally {
      await backend.close()
    }
  })

  it('says "NetWork Error" for a failure without a message', async () => {
    const backend = await familyBackend(() => ({ status: 500, body: 'upstream down' }))
    process.env.TARO_APP_API_BASE = backend.base
    try {
      const error = await failure(get('/anything'))
      expect(error.message).toBe('NetWork Error')
      expect(seen.toasts).toEqual(['NetWork Error'])
    } finally {
      await backend.close()
    }
  })
})

describe('transport failures', () => {
  it('a server that is down: the localized network error', async () => {
    process.env.TARO_APP_API_BASE = await closedPort()
    const error = await failure(fetchSiteConfig())
    expect(error.type).toBe('network')
    expect(seen.toasts).toEqual(['Network error, please try again'])
  })

  it('a server that never answers: the call times out with the network error', async () => {
    const silent = await silentServer()
    process.env.TARO_APP_API_BASE = silent.base
    try {
      const started = Date.now()
      const error = await failure(request('/getSiteConfig', { timeout: 300 }))
      expect(error.type).toBe('network')
      expect(Date.now() - started).toBeLessThan(5000)
      expect(seen.toasts).toEqual(['Network error, please try again'])
    } finally {
      await silent.close()
    }
  })
})
