import type { UserInfo } from '../../../types/user'
import { LANGS } from '../../../types/lang'
import { PASSWORD_SYMBOLS } from '@common/validate'
import { MINUTE } from '../../../server/src/infra/clock'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  freshIp,
  okMessage,
  PASSWORD,
  registerEmail,
  sendCode,
  startServer,
  type TestServer,
} from './helpers'
import { sendPayCode } from './profileHelpers'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const NEW_PASSWORD = 'Changed99'

function login(email: string, password: string) {
  return call<string>(server, 'POST', '/api/user/login', {
    body: { type: 'email', user_string: email, password },
    ip: freshIp(),
  })
}

function info(token: string) {
  return call<UserInfo>(server, 'GET', '/api/user/info', { token })
}

describe('forget', () => {
  it('sets a new password with a forget code and ends every old session', async () => {
    const { email, token } = await registerEmail(server)
    server.clock.advance(MINUTE)
    const code = await sendCode(server, email, 'forget')
    const res = await call(server, 'POST', '/api/user/forget', {
      body: { account: email, code, password: NEW_PASSWORD, repassword: NEW_PASSWORD },
    })
    expect(res.body).toEqual({ type: 'ok', message: 'Password updated' })

    expect(failure(await info(token)).type).toBe('999')
    expect(failure(await login(email, PASSWORD)).message).toBe('Incorrect account or password')
    okMessage(await login(email, NEW_PASSWORD))
  })

  it('refuses mismatched passwords, unknown accounts (as a wrong code) and wrong codes', async () => {
    const { email } = await registerEmail(server)
    const body = { account: email, password: NEW_PASSWORD, repassword: NEW_PASSWORD }
    server.clock.advance(MINUTE)
    const forgetCode = await sendCode(server, email, 'forget')

    expect(
      failure(
        await call(server, 'POST', '/api/user/forget', {
          body: { ...body, repassword: 'Other999', code: forgetCode },
        }),
      ).message,
    ).toBe('Passwords do not match')
    expect(
      failure(
        await call(server, 'POST', '/api/user/forget', {
          body: { ...body, account: 'nobody@example.com', code: forgetCode },
        }),
      ).message,
    ).toBe('The verification code has expired. Please request a new one.')
    const wrong = forgetCode === '123456' ? '654321' : '123456'
    expect(
      failure(await call(server, 'POST', '/api/user/forget', { body: { ...body, code: wrong } }))
        .message,
    ).toBe('Incorrect verification code')
    okMessage(
      await call(server, 'POST', '/api/user/forget', { body: { ...body, code: forgetCode } }),
    )
  })
})

describe('update_password', () => {
  async function update(token: string, body: Record<string, string>) {
    return call(server, 'POST', '/api/safe/update_password', { token, body })
  }

  it('changes the login password and keeps only the current session', async () => {
    const { email, token } = await registerEmail(server)
    const other = okMessage(await login(email, PASSWORD))
    server.clock.advance(MINUTE)
    const code = await sendCode(server, email, 'forget')
    const res = await update(token, { password: NEW_PASSWORD, re_password: NEW_PASSWORD, code })
    expect(res.body).toEqual({ type: 'ok', message: 'Password updated' })

    okMessage(await info(token))
    expect(failure(await info(other)).type).toBe('999')
    okMessage(await login(email, NEW_PASSWORD))
  })

  it('sets the trade password with type pay, which flips isPayPas', async () => {
    const { email, token } = await registerEmail(server)
    expect(okMessage(await info(token)).isPayPas).toBe(false)
    server.clock.advance(MINUTE)
    const code = await sendPayCode(server, token, email)
    okMessage(
      await update(token, { password: 'Trade123', re_password: 'Trade123', code, type: 'pay' }),
    )
    expect(okMessage(await info(token)).isPayPas).toBe(true)
    // The login password is untouched.
    okMessage(await login(email, PASSWORD))
  })

  it('names each symbol the rule accepts, in every language, and not "!"', async () => {
    const { token } = await registerEmail(server)
    const body = { password: 'abc12!', re_password: 'abc12!', code: '123456' }
    for (const lang of LANGS) {
      const res = await call(server, 'POST', '/api/safe/update_password', {
        token,
        body,
        headers: { 'accept-language': lang },
      })
      const message = failure(res).message
      const missing = PASSWORD_SYMBOLS.filter((symbol) => !message.includes(symbol))
      expect({ lang, missing, list: message.includes(PASSWORD_SYMBOLS.join(' ')) }).toEqual({
        lang,
        missing: [],
        list: true,
      })
      expect([lang, message.includes('!')]).toEqual([lang, false])
    }
  })

  it('applies the password rules and needs a valid code', async () => {
    const { email, token } = await registerEmail(server)
    expect(
      failure(
        await update(token, { password: 'Trade123', re_password: 'Trade124', code: '123456' }),
      ).message,
    ).toBe('Passwords do not match')
    expect(
      failure(await update(token, { password: 'abc', re_password: 'abc', code: '123456' })).message,
    ).toBe('The password must be 6-12 letters, digits or these symbols: " % + , - . @ \\ _')
    expect(
      failure(
        await update(token, { password: 'Trade123', re_password: 'Trade123', code: '123456' }),
      ).message,
    ).toBe('The verification code has expired. Please request a new one.')
    expect(
      failure(
        await update(token, {
          password: 'Trade123',
          re_password: 'Trade123',
          code: '1',
          type: 'pay',
        }),
      ).message,
    ).toBe('Please enter the 6-digit verification code')
    server.clock.advance(MINUTE)
    const code = await sendCode(server, email, 'forget')
    expect(
      failure(
        await update(token, { password: 'Trade123', re_password: 'Trade123', code, type: 'bank' }),
      ).message,
    ).toBe('Invalid request')
  })

  it('needs a session', async () => {
    const res = await update('', {
      password: NEW_PASSWORD,
      re_password: NEW_PASSWORD,
      code: '123456',
    })
    expect(res.body.type).toBe('999')
  })
})
