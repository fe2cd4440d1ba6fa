// Binding a mobile number (issue 11 item 5; SPEC §7 POST /sms_send, /safe/mobile): a code to the
// number, one number per account, a phone account's number being its login.
import { MINUTE } from '../../../server/src/infra/clock'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  freshIp,
  freshPhone,
  okMessage,
  PASSWORD,
  startServer,
  type TestServer,
} from './helpers'
import { profileCalls, sendMobileCode } from './profileHelpers'

let server: TestServer
beforeAll(async () => {
  server = await startServer({ realtime: false })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const { info, post, refusal, newUser } = profileCalls(() => server)

const IN_USE = 'This mobile number is already used by another account'

describe('binding a mobile number (/sms_send, /safe/mobile)', () => {
  it('binds a number with its code and stamps the security time', async () => {
    const user = await newUser()
    const mobile = freshPhone()
    server.clock.advance(MINUTE)
    const code = await sendMobileCode(server, user.token, '351', mobile)
    expect(
      okMessage(await post('/safe/mobile', user.token, { mobile, code, area_code: '351' })),
    ).toBe('Mobile number bound')
    const me = await info(user.token)
    expect([me.mobile, me.mobile_area_code]).toEqual([mobile, '351'])
    expect(me.security_changed_at).toBe(server.clock.now().toISOString())
  })

  it('refuses a wrong code and a number another account uses, telling only code holders', async () => {
    const first = await newUser()
    const second = await newUser()
    const mobile = freshPhone()
    server.clock.advance(MINUTE)
    const code = await sendMobileCode(server, first.token, '351', mobile)
    const wrong = code === '123456' ? '654321' : '123456'
    expect(
      await refusal(post('/safe/mobile', first.token, { mobile, code: wrong, area_code: '351' })),
    ).toBe('Incorrect verification code')
    okMessage(await post('/safe/mobile', first.token, { mobile, code, area_code: '351' }))

    // the taken number still gets its code (the answer says nothing), then refuses binding
    server.clock.advance(MINUTE)
    const again = await sendMobileCode(server, second.token, '351', mobile)
    expect(
      await refusal(post('/safe/mobile', second.token, { mobile, code: again, area_code: '351' })),
    ).toBe(IN_USE)
    expect((await info(second.token)).mobile).toBeNull()
    expect((await info(second.token)).security_changed_at).toBeNull()
  })

  it("refuses another account's login number, and a phone account binding any number", async () => {
    const phone = freshPhone()
    okMessage(
      await call(server, 'POST', '/api/sms_mail', {
        body: { user_string: phone, area_code: '86', type_new: 'mobile', scene: 'register' },
        ip: freshIp(),
      }),
    )
    const registerCode = server.sender.latest(`+86${phone}`, 'register')?.code ?? ''
    const phoneToken = okMessage(
      await call<string>(server, 'POST', '/api/user/register', {
        body: {
          type: 'mobile',
          user_string: phone,
          area_code: '86',
          code: registerCode,
          password: PASSWORD,
          repassword: PASSWORD,
          invite_code: 'WELCOME',
        },
        ip: freshIp(),
      }),
    )
    const me = await info(phoneToken)
    expect([me.mobile, me.mobile_area_code]).toEqual([phone, '86'])
    expect(
      await refusal(post('/sms_send', phoneToken, { mobile: freshPhone(), area_code: '86' })),
    ).toBe('Your account signs in with its mobile number, which cannot be changed here')

    const user = await newUser()
    server.clock.advance(MINUTE)
    const code = await sendMobileCode(server, user.token, '86', phone)
    expect(
      await refusal(post('/safe/mobile', user.token, { mobile: phone, code, area_code: '86' })),
    ).toBe(IN_USE)
  })

  it('keeps a bound number from becoming the login of a new account', async () => {
    const user = await newUser()
    const mobile = freshPhone()
    server.clock.advance(MINUTE)
    const code = await sendMobileCode(server, user.token, '351', mobile)
    okMessage(await post('/safe/mobile', user.token, { mobile, code, area_code: '351' }))

    server.clock.advance(MINUTE)
    okMessage(
      await call(server, 'POST', '/api/sms_mail', {
        body: { user_string: mobile, area_code: '351', type_new: 'mobile', scene: 'register' },
        ip: freshIp(),
      }),
    )
    const registerCode = server.sender.latest(`+351${mobile}`, 'register')?.code ?? ''
    const answer = await call(server, 'POST', '/api/user/register', {
      body: {
        type: 'mobile',
        user_string: mobile,
        area_code: '351',
        code: registerCode,
        password: PASSWORD,
        repassword: PASSWORD,
        invite_code: 'WELCOME',
      },
      ip: freshIp(),
    })
    expect(failure(answer).message).toBe(IN_USE)
  })

  it('limits sends like /sms_mail and checks the number and area code', async () => {
    const user = await newUser()
    const mobile = freshPhone()
    server.clock.advance(MINUTE)
    await sendMobileCode(server, user.token, '351', mobile)
    expect(await refusal(post('/sms_send', user.token, { mobile, area_code: '351' }))).toMatch(
      /^Please wait \d+s before requesting a new code$/,
    )
    expect(await refusal(post('/sms_send', user.token, { mobile: '12ab', area_code: '351' }))).toBe(
      'Please enter a correct phone number',
    )
    expect(await refusal(post('/sms_send', user.token, { mobile }))).toBe(
      'Please select a valid country code',
    )
  })

  it('needs a session', async () => {
    expect(
      failure(await post('/sms_send', '', { mobile: '912345678', area_code: '351' })).type,
    ).toBe('999')
    expect(
      failure(await post('/safe/mobile', '', { mobile: '912345678', code: '123456' })).type,
    ).toBe('999')
  })
})
