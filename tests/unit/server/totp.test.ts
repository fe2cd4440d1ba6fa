// The authenticator second factor (issue 32 item 1): the codes against RFC 6238's published
// vectors, then binding, and each place a bound account is asked for a code (login, a withdrawal,
// a security change), recovery codes once each, the lock after wrong codes, and unbinding, which
// pauses withdrawals for 24 hours.
import { ManualClock } from '../../../server/src/infra/clock'
import { TOTP_PERIOD_S, totpCode, totpStep } from '../../../server/src/infra/crypto/totp'
import { hashPassword } from '../../../server/src/infra/crypto/password'
import type { PayloadOf } from '../../../types/catalogue'
import type { UserInfo } from '../../../types/user'
import { call, failure, freshIp, okMessage, type CallResult } from './helpers'
import {
  legal,
  out,
  ownCode,
  readyUser,
  refusal,
  server,
  startWithdrawServer,
  withdrawCode,
  type User,
} from './withdrawHelpers'

startWithdrawServer()

// RFC 6238 Appendix B: the SHA-1 key is the ASCII of '12345678901234567890' (base32 below); the
// published values have 8 digits, and a 6-digit code is their last six (RFC 4226 §5.3: the value
// is taken modulo 10^digits).
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
]

describe('codes (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at T = %i s the code is the last six digits of %s', (seconds, value) => {
    const clock = new ManualClock(new Date(seconds * 1000).toISOString())
    expect(totpCode(RFC_SECRET, clock)).toBe(value.slice(-6))
    expect(totpStep(RFC_SECRET, value.slice(-6), clock)).toBe(Math.floor(seconds / TOTP_PERIOD_S))
  })

  it('takes a code from one step either side, not two', () => {
    const clock = new ManualClock(new Date(1234567890 * 1000).toISOString())
    const now = totpCode(RFC_SECRET, clock)
    const step = Math.floor(1234567890 / TOTP_PERIOD_S)
    clock.advance(TOTP_PERIOD_S * 1000)
    expect(totpStep(RFC_SECRET, now, clock)).toBe(step)
    clock.advance(TOTP_PERIOD_S * 1000)
    expect(totpStep(RFC_SECRET, now, clock)).toBeNull()
    expect(totpStep(RFC_SECRET, 'abcdef', clock)).toBeNull()
  })
})

const info = (user: User) =>
  call<UserInfo>(server, 'GET', '/api/user/info', { token: user.token }).then(okMessage)

/** Binds an authenticator to `user`; its secret and the recovery codes. */
async function bind(user: User): Promise<{ secret: string; recovery: string[] }> {
  const setup = await call<PayloadOf<'totpSetup'>>(server, 'POST', '/api/safe/totp/setup', {
    token: user.token,
  })
  const { secret, uri } = okMessage(setup)
  expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+.*&digits=6&period=30/)
  const code = await ownCode(user, 'security')
  const recovery = await call<string[]>(server, 'POST', '/api/safe/totp/bind', {
    token: user.token,
    body: { totp_code: totpCode(secret, server.clock), code },
  }).then(okMessage)
  return { secret, recovery }
}

/** The next 30 s step's code: each step's code is taken once. */
function nextCode(secret: string): string {
  server.clock.advance(TOTP_PERIOD_S * 1000)
  return totpCode(secret, server.clock)
}

async function login(user: User, totp?: string): Promise<CallResult<string>> {
  const password = 'Secret12'
  await server.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
    user.id,
    await hashPassword(password, 1024),
  ])
  return call<string>(server, 'POST', '/api/user/login', {
    body: { user_string: user.key, password, ...(totp === undefined ? {} : { totp_code: totp }) },
    ip: freshIp(),
  })
}

describe('binding', () => {
  it('binds with a code of the new key and a security code; ten recovery codes, shown once', async () => {
    const user = await readyUser()
    expect((await info(user)).totp_bound).toBe(false)
    const { recovery } = await bind(user)
    expect(recovery).toHaveLength(10)
    expect(new Set(recovery).size).toBe(10)
    for (const code of recovery)
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/)
    expect((await info(user)).totp_bound).toBe(true)
    const stored = await server.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM totp_recovery_codes WHERE user_id = $1',
      [user.id],
    )
    expect(stored.map((r) => r.code_hash)).not.toContain(recovery[0])
    // a second binding is refused
    const again = await call(server, 'POST', '/api/safe/totp/setup', { token: user.token })
    expect(failure(again).message).toBe('An authenticator is already bound to this account')
  })

  it('refuses a wrong code of the new key and binds nothing', async () => {
    const user = await readyUser()
    okMessage(await call(server, 'POST', '/api/safe/totp/setup', { token: user.token }))
    const code = await ownCode(user, 'security')
    const wrong = await call(server, 'POST', '/api/safe/totp/bind', {
      token: user.token,
      body: { totp_code: '000000', code },
    })
    expect(failure(wrong).message).toBe('Incorrect authenticator code')
    expect((await info(user)).totp_bound).toBe(false)
  })
})

describe('a bound authenticator is asked', () => {
  it('at login: refused without the code (the form is told to ask), taken once per step', async () => {
    const user = await readyUser()
    const { secret } = await bind(user)
    const without = failure(await login(user))
    expect(without).toMatchObject({
      totp: true,
      message: 'Enter the 6-digit code from your authenticator app',
    })
    const code = nextCode(secret)
    expect(typeof okMessage(await login(user, code))).toBe('string')
    expect(failure(await login(user, code)).message).toBe(
      'This code has already been used. Wait for the next one in your authenticator app.',
    )
    expect(typeof okMessage(await login(user, nextCode(secret)))).toBe('string')
  })

  it('for a withdrawal: refused without it, nothing frozen; made with it', async () => {
    const user = await readyUser()
    const { secret } = await bind(user)
    const code = await withdrawCode(user)
    const body = { code, address_id: String(user.addressId) }
    expect(await refusal(out(user, body))).toBe(
      'Enter the 6-digit code from your authenticator app',
    )
    expect((await legal(user)).frozen.toString()).toBe('0')
    const done = await out(user, { ...body, totp_code: nextCode(secret) })
    expect(okMessage(done)).toMatchObject({ number: '101.00', status: 1 })
    expect((await legal(user)).frozen.toString()).not.toBe('0')
  })

  it('for a security change (the withdraw password), a recovery code once in its place', async () => {
    const user = await readyUser()
    const { recovery } = await bind(user)
    const change = async (totp: string) => {
      const code = await ownCode(user, 'pay_password')
      return call(server, 'POST', '/api/safe/update_password', {
        token: user.token,
        body: { password: 'Pay54321', re_password: 'Pay54321', code, type: 'pay', totp_code: totp },
      })
    }
    expect(failure(await change('')).totp).toBe(true)
    // typed in lower case, without the dash: still that code
    const typed = recovery[3].replace('-', '').toLowerCase()
    expect(okMessage(await change(typed))).toBe('Password updated')
    expect(failure(await change(recovery[3])).message).toBe('Incorrect authenticator code')
  })

  it('locks for 15 minutes after five wrong codes', async () => {
    const user = await readyUser()
    const { secret } = await bind(user)
    for (let i = 0; i < 5; i++) {
      expect(failure(await login(user, '000000')).message).toBe('Incorrect authenticator code')
    }
    expect(failure(await login(user, nextCode(secret))).message).toBe(
      'Too many incorrect authenticator codes. Please try again in 15 minutes.',
    )
    server.clock.advance(15 * 60_000)
    expect(typeof okMessage(await login(user, nextCode(secret)))).toBe('string')
  })
})

describe('unbinding', () => {
  it('needs a code, then withdrawals wait 24 hours', async () => {
    const user = await readyUser()
    const { secret } = await bind(user)
    const without = await call(server, 'POST', '/api/safe/totp/unbind', { token: user.token })
    expect(failure(without).totp).toBe(true)
    const said = await call<string>(server, 'POST', '/api/safe/totp/unbind', {
      token: user.token,
      body: { totp_code: nextCode(secret) },
    })
    expect(okMessage(said)).toBe('Authenticator removed. Withdrawals are paused for 24 hours.')
    const me = await info(user)
    expect([me.totp_bound, me.security_changed_at]).toEqual([
      false,
      server.clock.now().toISOString(),
    ])
    const code = await withdrawCode(user)
    const locked = await refusal(out(user, { code, address_id: String(user.addressId) }))
    expect(locked).toContain('UTC')
    // and login no longer asks
    expect(typeof okMessage(await login(user))).toBe('string')
  })
})
