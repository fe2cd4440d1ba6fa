// Register, forget and the code requests before them answer an existing account and an unknown
// one byte for byte alike, and register and forget are limited per address like login (issue 11).
import { MINUTE } from '../../../server/src/infra/clock'
import {
  BOOT_TIMEOUT,
  freshEmail,
  freshIp,
  PASSWORD,
  registerEmail,
  startServer,
  type TestServer,
} from './helpers'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
}, BOOT_TIMEOUT)
afterAll(() => server.close())

/** The answer exactly as it went over the wire: status and body bytes. */
async function raw(path: string, body: Record<string, string>, ip = freshIp()): Promise<string> {
  const res = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams({ lang: 'en', ...body }).toString(),
  })
  return `${res.status} ${await res.text()}`
}

/** An account registered more than a minute ago (its registration code's wait is over). */
async function existing(): Promise<string> {
  const { email } = await registerEmail(server)
  server.clock.advance(MINUTE)
  return email
}

const registerBody = (email: string, code: string) => ({
  type: 'email',
  user_string: email,
  code,
  password: PASSWORD,
  repassword: PASSWORD,
  invite_code: 'WELCOME',
})

const forgetBody = (email: string, code: string) => ({
  account: email,
  code,
  password: 'Changed99',
  repassword: 'Changed99',
})

const TOO_MANY = '200 {"type":"error","message":"Too many requests. Please try again later."}'

describe('code requests (/sms_mail)', () => {
  it.each([
    ['register', { scene: 'register' }],
    ['forget', { scene: 'forget' }],
    ['forget (legacy type)', { type: 'forget' }],
  ])('answer a %s code alike for an existing and an unknown account', async (_what, scene) => {
    const taken = await existing()
    const unknown = freshEmail()
    const answers = [
      await raw('/sms_mail', { user_string: taken, ...scene }),
      await raw('/sms_mail', { user_string: unknown, ...scene }),
    ]
    expect(answers[0]).toBe('200 {"type":"ok","message":"Verification code sent"}')
    expect(answers[1]).toBe(answers[0])
  })

  it('send a register code only to a new account, a forget code only to an existing one', async () => {
    const taken = await existing()
    const unknown = freshEmail()
    const registration = server.sender.latest(taken, 'register')
    for (const scene of ['register', 'forget'] as const) {
      await raw('/sms_mail', { user_string: taken, scene })
      await raw('/sms_mail', { user_string: unknown, scene })
      server.clock.advance(MINUTE)
    }
    // The code the taken account registered with is still the last register code it was sent.
    expect(server.sender.latest(taken, 'register')).toBe(registration)
    expect(server.sender.latest(taken, 'forget')).toBeDefined()
    expect(server.sender.latest(unknown, 'register')).toBeDefined()
    expect(server.sender.latest(unknown, 'forget')).toBeUndefined()
  })
})

describe('/user/register', () => {
  it('answers a taken and a free account alike, with or without a code requested', async () => {
    const taken = await existing()
    const unknown = freshEmail()
    const noCode = [
      await raw('/user/register', registerBody(taken, '123456')),
      await raw('/user/register', registerBody(unknown, '123456')),
    ]
    expect(noCode[0]).toBe(
      '200 {"type":"error","message":"The verification code has expired. Please request a new one."}',
    )
    expect(noCode[1]).toBe(noCode[0])

    await raw('/sms_mail', { user_string: taken, scene: 'register' })
    await raw('/sms_mail', { user_string: unknown, scene: 'register' })
    const sent = server.sender.latest(unknown, 'register')?.code
    const wrong = sent === '123456' ? '654321' : '123456'
    const check = [
      await raw('/user/check_email', { user_string: taken, email_code: wrong }),
      await raw('/user/check_email', { user_string: unknown, email_code: wrong }),
    ]
    expect(check[0]).toBe('200 {"type":"error","message":"Incorrect verification code"}')
    expect(check[1]).toBe(check[0])
    const wrongCode = [
      await raw('/user/register', registerBody(taken, wrong)),
      await raw('/user/register', registerBody(unknown, wrong)),
    ]
    expect(wrongCode[0]).toBe('200 {"type":"error","message":"Incorrect verification code"}')
    expect(wrongCode[1]).toBe(wrongCode[0])
  })
})

describe('/user/forget', () => {
  it('answers an existing and an unknown account alike, with or without a code requested', async () => {
    const taken = await existing()
    const unknown = freshEmail()
    const noCode = [
      await raw('/user/forget', forgetBody(taken, '123456')),
      await raw('/user/forget', forgetBody(unknown, '123456')),
    ]
    expect(noCode[0]).toBe(
      '200 {"type":"error","message":"The verification code has expired. Please request a new one."}',
    )
    expect(noCode[1]).toBe(noCode[0])

    await raw('/sms_mail', { user_string: taken, scene: 'forget' })
    await raw('/sms_mail', { user_string: unknown, scene: 'forget' })
    const sent = server.sender.latest(taken, 'forget')?.code
    const wrong = sent === '123456' ? '654321' : '123456'
    const wrongCode = [
      await raw('/user/forget', forgetBody(taken, wrong)),
      await raw('/user/forget', forgetBody(unknown, wrong)),
    ]
    expect(wrongCode[0]).toBe('200 {"type":"error","message":"Incorrect verification code"}')
    expect(wrongCode[1]).toBe(wrongCode[0])
  })
})

describe('tries per address', () => {
  it.each([
    ['/user/register', () => registerBody(freshEmail(), '123456')],
    ['/user/forget', () => forgetBody(freshEmail(), '123456')],
  ])('%s answers 20 tries a minute from one address, like login', async (path, body) => {
    const ip = freshIp()
    for (let i = 0; i < 20; i++) expect(await raw(path, body(), ip)).not.toBe(TOO_MANY)
    for (let i = 20; i < 26; i++) expect(await raw(path, body(), ip)).toBe(TOO_MANY)
    // Another address is still answered, and so is this one once the minute has passed.
    expect(await raw(path, body())).not.toBe(TOO_MANY)
    server.clock.advance(MINUTE)
    expect(await raw(path, body(), ip)).not.toBe(TOO_MANY)
  })
})
