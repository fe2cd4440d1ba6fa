import type { UserInfo } from '../../../types/user'
import type { SentCode } from '../../../server/src/identity/codeSender'
import { MINUTE, SECOND } from '../../../server/src/infra/clock'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  freshEmail,
  freshIp,
  freshPhone,
  okMessage,
  PASSWORD,
  registerEmail,
  request,
  sendCode,
  startServer,
  type TestServer,
} from './helpers'

let server: TestServer
beforeAll(async () => {
  server = await startServer({ opsToken: 'ops-secret' })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

function registerBody(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    type: 'email',
    user_string: '',
    code: '',
    password: PASSWORD,
    repassword: PASSWORD,
    invite_code: 'WELCOME',
    ...overrides,
  }
}

async function registerWith(body: Record<string, string>) {
  return call<string>(server, 'POST', '/api/user/register', { body, ip: freshIp() })
}

async function userCount(): Promise<number> {
  const [row] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')
  return row.n
}

describe('register happy path', () => {
  it('sends a code, registers with it and signs the user in', async () => {
    const email = freshEmail()
    const sent = await call(server, 'POST', '/api/sms_mail', {
      body: { user_string: email, scene: 'register', lang: 'en' },
      ip: freshIp(),
    })
    expect(sent.body).toEqual({ type: 'ok', message: 'Verification code sent' })

    // The operator call reads the same code the LogSender remembered.
    const ops = await request<SentCode>(
      server,
      `/ops/latest-code?account=${encodeURIComponent(email)}&scene=register`,
      { headers: { 'x-ops-token': 'ops-secret' } },
    )
    const { code } = okMessage(ops)
    expect(code).toMatch(/^\d{6}$/)

    const token = okMessage(await registerWith(registerBody({ user_string: email, code })))
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const info = okMessage(await call<UserInfo>(server, 'GET', '/api/user/info', { token }))
    expect(info).toMatchObject({
      account: email,
      account_type: 'email',
      area_code: null,
      credit_score: 100,
      review_status: 0,
      advanced_review_status: 0,
      isPayPas: false,
      name: null,
      head_portrait: null,
    })
    expect(info.nickname).toMatch(/^us\*\*\*@example\.com$/)
    expect(info.invite_code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/)
    expect(typeof info.id).toBe('number')
    expect(new Date(info.created_at).toISOString()).toBe(info.created_at)
  })

  it('registers a phone account with its area code and a masked nickname', async () => {
    const phone = freshPhone()
    okMessage(
      await call(server, 'POST', '/api/sms_mail', {
        body: { user_string: phone, area_code: '+86', type_new: 'mobile' },
        ip: freshIp(),
      }),
    )
    const code = server.sender.latest(`+86${phone}`, 'register')?.code ?? ''
    // check_email confirms the code without using it up.
    expect(
      (
        await call(server, 'POST', '/api/user/check_email', {
          body: { user_string: phone, email_code: code, country_code: '+86', scene: 'register' },
        })
      ).body.type,
    ).toBe('ok')
    const token = okMessage(
      await registerWith(
        registerBody({
          type: 'mobile',
          user_string: phone,
          area_code: '86',
          area_code_id: '46',
          code,
        }),
      ),
    )
    const info = okMessage(await call<UserInfo>(server, 'GET', '/api/user/info', { token }))
    expect(info).toMatchObject({ account: phone, account_type: 'mobile', area_code: '86' })
    expect(info.nickname).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`)
  })
})

describe('register validation', () => {
  const cases: [string, Record<string, string>, string][] = [
    [
      'a malformed e-mail',
      { user_string: 'not-an-email' },
      'Please enter a correct e-mail address',
    ],
    [
      'a malformed phone',
      { type: 'mobile', user_string: '12ab', area_code: '86' },
      'Please enter a correct phone number',
    ],
    [
      'an unknown area code',
      { type: 'mobile', user_string: '13800000000', area_code: '9999' },
      'Please select a valid country code',
    ],
    [
      'a missing area code',
      { type: 'mobile', user_string: '13800000000' },
      'Please select a valid country code',
    ],
    [
      'a short password',
      { user_string: 'a@example.com', password: 'abc', repassword: 'abc' },
      'The password must be 6-12 letters, digits or these symbols: " % + , - . @ \\ _',
    ],
    [
      'a password with special characters',
      { user_string: 'a@example.com', password: 'abc<def>', repassword: 'abc<def>' },
      'The password must be 6-12 letters, digits or these symbols: " % + , - . @ \\ _',
    ],
    [
      'different passwords',
      { user_string: 'a@example.com', repassword: 'Other123' },
      'Passwords do not match',
    ],
    [
      'a code that is not 6 digits',
      { user_string: 'a@example.com', code: '12345' },
      'Please enter the 6-digit verification code',
    ],
    [
      'no invitation code',
      { user_string: 'a@example.com', code: '123456', invite_code: '' },
      'Please enter the invitation code',
    ],
  ]
  it.each(cases)('refuses %s', async (_name, overrides, message) => {
    const before = await userCount()
    const res = await registerWith(registerBody(overrides))
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ type: 'error', message })
    expect(await userCount()).toBe(before)
  })

  it('refuses an unknown invitation code and keeps the code usable', async () => {
    const email = freshEmail()
    const code = await sendCode(server, email)
    const res = await registerWith(
      registerBody({ user_string: email, code, invite_code: 'ZZZZZZ' }),
    )
    expect(failure(res).message).toBe('Invitation code not found')
    okMessage(await registerWith(registerBody({ user_string: email, code })))
  })

  it("links the inviter through a user's invitation code, case-insensitively", async () => {
    const inviter = await registerEmail(server)
    const inviterInfo = okMessage(
      await call<UserInfo>(server, 'GET', '/api/user/info', { token: inviter.token }),
    )
    const email = freshEmail()
    const code = await sendCode(server, email)
    okMessage(
      await registerWith(
        registerBody({
          user_string: email,
          code,
          invite_code: inviterInfo.invite_code.toLowerCase(),
        }),
      ),
    )
    const [row] = await server.db.query<{ parent_id: number | null }>(
      'SELECT parent_id FROM users WHERE account_key = $1',
      [email],
    )
    expect(row.parent_id).toBe(inviterInfo.id)
    const [house] = await server.db.query<{ parent_id: number | null }>(
      'SELECT parent_id FROM users WHERE account_key = $1',
      [inviter.email],
    )
    expect(house.parent_id).toBeNull()
  })

  it('refuses a duplicate account without saying it exists, also when the case differs', async () => {
    const { email } = await registerEmail(server)
    server.clock.advance(MINUTE)
    const before = server.sender.latest(email, 'register')
    const sms = await call(server, 'POST', '/api/sms_mail', {
      body: { user_string: email.toUpperCase() },
      ip: freshIp(),
    })
    // Answered as for a new account, but no code goes out.
    expect(sms.body).toEqual({ type: 'ok', message: 'Verification code sent' })
    expect(server.sender.latest(email, 'register')).toBe(before)
    const res = await registerWith(
      registerBody({ user_string: email.toUpperCase(), code: before?.code ?? '123456' }),
    )
    expect(failure(res).message).toBe('Incorrect verification code')
  })

  it('lets exactly one of two racing registrations with the same code through', async () => {
    const email = freshEmail()
    const code = await sendCode(server, email)
    const before = await userCount()
    const results = await Promise.all([
      registerWith(registerBody({ user_string: email, code })),
      registerWith(registerBody({ user_string: email, code })),
    ])
    expect(results.filter((r) => r.body.type === 'ok')).toHaveLength(1)
    expect(results.filter((r) => r.body.type === 'error')).toHaveLength(1)
    expect(await userCount()).toBe(before + 1)
  })
})

describe('verification codes', () => {
  it('rejects a wrong code, then an expired one', async () => {
    const email = freshEmail()
    const code = await sendCode(server, email)
    const wrong = code === '000000' ? '111111' : '000000'
    expect(
      failure(await registerWith(registerBody({ user_string: email, code: wrong }))).message,
    ).toBe('Incorrect verification code')
    server.clock.advance(10 * MINUTE + SECOND)
    expect(failure(await registerWith(registerBody({ user_string: email, code }))).message).toBe(
      'The verification code has expired. Please request a new one.',
    )
  })

  it('kills a code after 5 wrong attempts, even for the right code', async () => {
    const email = freshEmail()
    const code = await sendCode(server, email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const res = await call(server, 'POST', '/api/user/check_email', {
        body: { user_string: email, email_code: wrong },
      })
      expect(failure(res).message).toBe('Incorrect verification code')
    }
    const res = await registerWith(registerBody({ user_string: email, code }))
    expect(failure(res).message).toBe(
      'The verification code has expired. Please request a new one.',
    )
  })

  it('uses up a code on registration', async () => {
    const email = freshEmail()
    const code = await sendCode(server, email)
    okMessage(await registerWith(registerBody({ user_string: email, code })))
    const again = await call(server, 'POST', '/api/user/check_email', {
      body: { user_string: email, email_code: code },
    })
    expect(failure(again).message).toBe(
      'The verification code has expired. Please request a new one.',
    )
  })

  it('allows one code per minute per account, and a newer code replaces the older', async () => {
    const email = freshEmail()
    const first = await sendCode(server, email)
    server.clock.advance(20 * SECOND)
    const again = await call(server, 'POST', '/api/sms_mail', {
      body: { user_string: email },
      ip: freshIp(),
    })
    expect(failure(again).message).toBe('Please wait 40s before requesting a new code')

    server.clock.advance(40 * SECOND)
    let second = await sendCode(server, email)
    while (second === first) {
      server.clock.advance(61 * SECOND)
      second = await sendCode(server, email)
    }
    const old = await registerWith(registerBody({ user_string: email, code: first }))
    expect(failure(old).message).toBe('Incorrect verification code')
    okMessage(await registerWith(registerBody({ user_string: email, code: second })))
  })

  it('allows 10 codes per account per day', async () => {
    const email = freshEmail()
    for (let i = 0; i < 10; i++) {
      await sendCode(server, email)
      server.clock.advance(61 * SECOND)
    }
    const res = await call(server, 'POST', '/api/sms_mail', {
      body: { user_string: email },
      ip: freshIp(),
    })
    expect(failure(res).message).toBe('Too many codes requested today. Please try again tomorrow.')
  })

  it('allows 30 code requests per IP per hour', async () => {
    const ip = freshIp()
    for (let i = 0; i < 30; i++) {
      const res = await call(server, 'POST', '/api/sms_mail', {
        body: { user_string: freshEmail() },
        ip,
      })
      expect(res.body.type).toBe('ok')
    }
    const res = await call(server, 'POST', '/api/sms_mail', {
      body: { user_string: freshEmail() },
      ip,
    })
    expect(failure(res).message).toBe('Too many requests. Please try again later.')
  })

  it('answers a forget code for an account that does not exist as sent, and sends none', async () => {
    const email = freshEmail()
    const res = await call(server, 'POST', '/api/sms_mail', {
      body: { user_string: email, type: 'forget' },
      ip: freshIp(),
    })
    expect(res.body).toEqual({ type: 'ok', message: 'Verification code sent' })
    expect(server.sender.latest(email, 'forget')).toBeUndefined()
  })
})
