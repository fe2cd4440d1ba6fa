import type { Captcha, UserInfo } from '../../../types/user'
import { MINUTE } from '../../../server/src/infra/clock'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  freshEmail,
  freshIp,
  okMessage,
  PASSWORD,
  registerEmail,
  startServer,
  type TestServer,
} from './helpers'

// Every captcha in this file has the same answer, so the tests can solve it.
const CAPTCHA_ANSWER = 'K7MW'

let server: TestServer
beforeAll(async () => {
  server = await startServer({ captchaText: () => CAPTCHA_ANSWER })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

function login(
  email: string,
  password: string,
  extra: Record<string, string> = {},
  ip = freshIp(),
) {
  return call<string>(server, 'POST', '/api/user/login', {
    body: { type: 'email', user_string: email, password, ...extra },
    ip,
  })
}

async function captcha(): Promise<Captcha> {
  return okMessage(await call<Captcha>(server, 'GET', '/api/getCaptcha', { ip: freshIp() }))
}

describe('login', () => {
  it('returns a working token for the right password', async () => {
    const { email } = await registerEmail(server)
    const token = okMessage(await login(email, PASSWORD))
    const info = okMessage(await call<UserInfo>(server, 'GET', '/api/user/info', { token }))
    expect(info.account).toBe(email)
  })

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const { email } = await registerEmail(server)
    const wrong = failure(await login(email, 'Wrong1234'))
    const unknown = failure(await login(freshEmail(), PASSWORD))
    expect(wrong).toEqual({ type: 'error', message: 'Incorrect account or password' })
    expect(unknown).toEqual(wrong)
  })

  it('asks for a captcha from the 3rd failure and accepts a solved one', async () => {
    const { email } = await registerEmail(server)
    expect(failure(await login(email, 'Wrong1')).captcha).toBeUndefined()
    expect(failure(await login(email, 'Wrong2')).captcha).toBeUndefined()
    expect(failure(await login(email, 'Wrong3')).captcha).toBe(true)

    // The right password alone is no longer enough.
    expect(failure(await login(email, PASSWORD))).toEqual({
      type: 'error',
      message: 'Please enter the characters in the image',
      captcha: true,
    })
    const wrongPicture = await captcha()
    expect(
      failure(await login(email, PASSWORD, { captcha_key: wrongPicture.key, captcha: 'XXXX' })),
    ).toMatchObject({ message: 'The captcha is incorrect. Please try again.', captcha: true })

    const picture = await captcha()
    // Case does not matter; each picture is good for one try only.
    const token = okMessage(
      await login(email, PASSWORD, {
        captcha_key: picture.key,
        captcha: CAPTCHA_ANSWER.toLowerCase(),
      }),
    )
    expect(token).toBeTruthy()
    // Success clears the failures: no captcha needed any more.
    okMessage(await login(email, PASSWORD))
  })

  it('refuses a captcha used twice or after 5 minutes', async () => {
    const { email } = await registerEmail(server)
    for (let i = 0; i < 3; i++) await login(email, `Wrong${i}x`)
    const picture = await captcha()
    failure(await login(email, 'Wrong9x', { captcha_key: picture.key, captcha: CAPTCHA_ANSWER }))
    expect(
      failure(await login(email, PASSWORD, { captcha_key: picture.key, captcha: CAPTCHA_ANSWER }))
        .message,
    ).toBe('The captcha is incorrect. Please try again.')
    const late = await captcha()
    server.clock.advance(5 * MINUTE + 1)
    expect(
      failure(await login(email, PASSWORD, { captcha_key: late.key, captcha: CAPTCHA_ANSWER }))
        .message,
    ).toBe('The captcha is incorrect. Please try again.')
  })

  it('locks the account for 15 minutes after 10 failures', async () => {
    const { email } = await registerEmail(server)
    for (let i = 0; i < 10; i++) {
      const extra: Record<string, string> =
        i >= 3 ? { captcha_key: (await captcha()).key, captcha: CAPTCHA_ANSWER } : {}
      expect(failure(await login(email, `Wrong${i}x`, extra)).message).toBe(
        'Incorrect account or password',
      )
    }
    const picture = await captcha()
    expect(
      failure(await login(email, PASSWORD, { captcha_key: picture.key, captcha: CAPTCHA_ANSWER }))
        .message,
    ).toBe('Too many failed attempts. Please try again in 15 min.')

    server.clock.advance(14 * MINUTE)
    expect(failure(await login(email, PASSWORD)).message).toBe(
      'Too many failed attempts. Please try again in 1 min.',
    )
    server.clock.advance(MINUTE)
    okMessage(await login(email, PASSWORD))
  })

  it('allows 20 attempts per minute from one address', async () => {
    const ip = freshIp()
    for (let i = 0; i < 20; i++) {
      expect(failure(await login(freshEmail(), PASSWORD, {}, ip)).message).toBe(
        'Incorrect account or password',
      )
    }
    expect(failure(await login(freshEmail(), PASSWORD, {}, ip)).message).toBe(
      'Too many requests. Please try again later.',
    )
    server.clock.advance(MINUTE)
    expect(failure(await login(freshEmail(), PASSWORD, {}, ip)).message).toBe(
      'Incorrect account or password',
    )
  })

  // Frozen accounts are refused where money moves (tests/unit/server/opsReview.test.ts).
  it('signs a frozen account in, and its sessions keep reading', async () => {
    const { email, token } = await registerEmail(server)
    await server.db.query('UPDATE users SET frozen = true WHERE account_key = $1', [email])
    expect(typeof okMessage(await login(email, PASSWORD))).toBe('string')
    expect(okMessage(await call(server, 'GET', '/api/user/info', { token }))).toMatchObject({
      account: email,
    })
  })
})

describe('sessions', () => {
  it('logout revokes that session only', async () => {
    const { email, token } = await registerEmail(server)
    const other = okMessage(await login(email, PASSWORD))
    expect(okMessage(await call(server, 'GET', '/api/user/logout', { token }))).toBe('Logged out')
    expect(failure(await call(server, 'GET', '/api/user/info', { token }))).toEqual({
      type: '999',
      message: 'Please log in',
    })
    okMessage(await call(server, 'GET', '/api/user/info', { token: other }))
  })

  it.each([
    ['no token', undefined],
    ['an unknown token', 'not-a-token'],
    ['a malformed encoding', '%E0%A4%A'],
  ])('answers 999 for %s', async (_name, token) => {
    const headers: Record<string, string> = token ? { authorization: token } : {}
    const res = await call(server, 'GET', '/api/user/info', { headers })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ type: '999', message: 'Please log in' })
  })

  it('expires a session after 30 days', async () => {
    const { token } = await registerEmail(server)
    server.clock.advance(30 * 24 * 60 * MINUTE - MINUTE)
    okMessage(await call(server, 'GET', '/api/user/info', { token }))
    server.clock.advance(MINUTE)
    expect(failure(await call(server, 'GET', '/api/user/info', { token })).type).toBe('999')
  })
})
