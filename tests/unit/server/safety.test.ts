// Account safety (issue 32 items 2 and 3), through the API on the reference server: the sessions
// list and signing sessions out, the new-device message, and the anti-phishing code in code texts
// and opened messages.
import type { PayloadOf } from '../../../types/catalogue'
import type { UserInfo } from '../../../types/user'
import { LogSender, type CodeMessage } from '../../../server/src/identity/codeSender'
import { MINUTE } from '../../../server/src/infra/clock'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  freshEmail,
  freshIp,
  inbox,
  okMessage,
  PASSWORD,
  startServer,
  type TestServer,
} from './helpers'

type Sessions = PayloadOf<'sessions'>

// Every code message, with its whole text: what the user reads.
const texts: CodeMessage[] = []
const sender = new LogSender({ log: () => undefined })
const original = sender.send.bind(sender)
sender.send = async (msg) => {
  texts.push(msg)
  await original(msg)
}

let server: TestServer
beforeAll(async () => {
  server = await startServer({ sender })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const IPHONE = { platform: 'weapp', device: 'Apple iPhone 15 iOS 17.4' }
const PIXEL = { platform: 'h5', device: 'Google Pixel 8 Android 14' }

async function latestCode(email: string, scene: 'register' | 'forget' | 'security') {
  const sent = sender.latest(email, scene)
  if (!sent) throw new Error(`no ${scene} code for ${email}`)
  return sent.code
}

/** A new e-mail account registered from PIXEL; its token and address. */
async function register(client = PIXEL) {
  const email = freshEmail()
  okMessage(
    await call(server, 'POST', '/api/sms_mail', { body: { user_string: email }, ip: freshIp() }),
  )
  const token = okMessage(
    await call<string>(server, 'POST', '/api/user/register', {
      body: {
        type: 'email',
        user_string: email,
        code: await latestCode(email, 'register'),
        password: PASSWORD,
        repassword: PASSWORD,
        invite_code: 'WELCOME',
        ...client,
      },
      ip: freshIp(),
    }),
  )
  return { email, token }
}

function login(email: string, client: Record<string, string>, ip = freshIp()) {
  return call<string>(server, 'POST', '/api/user/login', {
    body: { type: 'email', user_string: email, password: PASSWORD, ...client },
    ip,
  }).then(okMessage)
}

const sessions = (token: string, ip?: string) =>
  call<Sessions>(server, 'GET', '/api/safe/sessions', { token, ip }).then(okMessage)

const info = (token: string) =>
  call<UserInfo>(server, 'GET', '/api/user/info', { token }).then(okMessage)

describe('the sessions list', () => {
  it('lists each live session with its platform, device and address, the asking one first', async () => {
    const { email, token: first } = await register()
    const ip = freshIp()
    const second = await login(email, IPHONE, ip)
    const list = await sessions(second, ip)
    expect(list).toEqual([
      expect.objectContaining({ ...IPHONE, ip, current: true }),
      expect.objectContaining({ ...PIXEL, current: false }),
    ])
    expect((await sessions(first)).map((s) => s.current)).toEqual([true, false])
  })

  it('calls an unknown platform "other" and moves last seen with the requests', async () => {
    const { email } = await register()
    const token = await login(email, { platform: 'symbian', device: ' Nokia ' })
    const [before] = await sessions(token)
    expect(before).toMatchObject({ platform: 'other', device: 'Nokia' })
    server.clock.advance(6 * MINUTE)
    const elsewhere = freshIp()
    const [after] = await sessions(token, elsewhere)
    expect(after.ip).toBe(elsewhere)
    expect(Date.parse(after.last_seen_at) - Date.parse(before.last_seen_at)).toBe(6 * MINUTE)
  })

  it('signs out one session: its token fails at once, the asker stays signed in', async () => {
    const { email, token: mine } = await register()
    const other = await login(email, IPHONE)
    const target = (await sessions(mine)).find((s) => !s.current)
    if (!target) throw new Error('no other session')
    const said = await call<string>(server, 'POST', '/api/safe/session_end', {
      token: mine,
      body: { id: String(target.id) },
    })
    expect(okMessage(said)).toBe('Signed out')
    expect(failure(await call(server, 'GET', '/api/user/info', { token: other })).type).toBe('999')
    expect((await info(mine)).account).toBe(email)
    // ended once: the second time it is not found, and so is another user's session
    const again = await call(server, 'POST', '/api/safe/session_end', {
      token: mine,
      body: { id: String(target.id) },
    })
    expect(failure(again).message).toBe('This session has already ended')
    const stranger = await register()
    const [theirs] = await sessions(stranger.token)
    const foreign = await call(server, 'POST', '/api/safe/session_end', {
      token: mine,
      body: { id: String(theirs.id) },
    })
    expect(failure(foreign).message).toBe('This session has already ended')
    expect((await info(stranger.token)).account).toBe(stranger.email)
  })

  it('signs out every other session and says how many', async () => {
    const { email, token: mine } = await register()
    const others = [await login(email, IPHONE), await login(email, PIXEL)]
    const ended = await call<{ ended: number }>(server, 'POST', '/api/safe/sessions_end_others', {
      token: mine,
    })
    expect(okMessage(ended)).toEqual({ ended: 2 })
    for (const token of others) {
      expect(failure(await call(server, 'GET', '/api/user/info', { token })).type).toBe('999')
    }
    expect(await sessions(mine)).toEqual([expect.objectContaining({ current: true })])
  })
})

describe('the new-device message', () => {
  it('is written once per new device, never for the device the account was made on', async () => {
    const { email, token } = await register(PIXEL)
    await login(email, PIXEL)
    expect(await inbox(server, token)).toEqual([])

    const ip = freshIp()
    await login(email, IPHONE, ip)
    await login(email, IPHONE)
    const messages = await inbox(server, token)
    expect(messages).toHaveLength(1)
    expect(messages[0].title).toBe('New sign-in to your account')
    expect(messages[0].content).toContain(`${IPHONE.device} (WeChat mini-program), from ${ip}`)
    // in the reader's language, platform included
    const [zh] = await inbox(server, token, 'zh')
    expect(zh.content).not.toContain('WeChat mini-program')
  })

  it('escapes a device name that holds markup', async () => {
    const { email, token } = await register()
    await login(email, { platform: 'h5', device: '<img src=x onerror=alert(1)>' })
    const [message] = await inbox(server, token)
    expect(message.content).not.toContain('<img')
    expect(message.content).toContain('&lt;img')
  })
})

describe('the anti-phishing code', () => {
  async function securityCode(token: string, email: string) {
    okMessage(
      await call(server, 'POST', '/api/sms_mail', {
        token,
        body: { user_string: email, scene: 'security' },
        ip: freshIp(),
      }),
    )
    return latestCode(email, 'security')
  }

  const setPhrase = (token: string, phrase: string, code: string) =>
    call<string>(server, 'POST', '/api/safe/anti_phishing', { token, body: { phrase, code } })

  it('is set with a security code and then carried by every code text and opened message', async () => {
    const { email, token } = await register()
    expect((await info(token)).anti_phishing).toBeNull()
    const code = await securityCode(token, email)
    expect(okMessage(await setPhrase(token, 'Falcon_42', code))).toBe('Anti-phishing code set')
    expect((await info(token)).anti_phishing).toBe('Falcon_42')

    server.clock.advance(MINUTE)
    okMessage(
      await call(server, 'POST', '/api/sms_mail', {
        body: { user_string: email, scene: 'forget' },
        ip: freshIp(),
      }),
    )
    const forget = texts.filter((m) => m.to === email && m.scene === 'forget').at(-1)
    expect(forget?.text).toContain(`Your verification code is ${forget?.code}`)
    expect(forget?.text).toContain('Anti-phishing code: Falcon_42')

    await login(email, IPHONE)
    const [message] = await inbox(server, token)
    expect(message.content.startsWith('<p>Anti-phishing code: Falcon_42</p>')).toBe(true)
    const list = okMessage(
      await call<{ data: { excerpt: string }[] }>(server, 'GET', '/api/mailMessage/getList', {
        token,
      }),
    )
    expect(list.data[0].excerpt).not.toContain('Falcon_42')
  })

  it('refuses a phrase outside the rule and a wrong code, and changes nothing', async () => {
    const { email, token } = await register()
    const code = await securityCode(token, email)
    for (const phrase of ['abc', 'x'.repeat(21), 'has space', '<b>hi</b>', 'пароль']) {
      expect(failure(await setPhrase(token, phrase, code)).message).toBe(
        'The anti-phishing code must be 4-20 letters (A-Z), digits or underscores',
      )
    }
    const wrong = code === '000000' ? '111111' : '000000'
    expect(failure(await setPhrase(token, 'Falcon_42', wrong)).message).toBe(
      'Incorrect verification code',
    )
    expect((await info(token)).anti_phishing).toBeNull()
    // a code is used once
    okMessage(await setPhrase(token, 'Falcon_42', code))
    expect(failure(await setPhrase(token, 'Other_1', code)).type).toBe('error')
    expect((await info(token)).anti_phishing).toBe('Falcon_42')
  })

  it('is removed with an empty phrase, after which texts carry none', async () => {
    const { email, token } = await register()
    okMessage(await setPhrase(token, 'Falcon_42', await securityCode(token, email)))
    server.clock.advance(MINUTE)
    const said = await setPhrase(token, '', await securityCode(token, email))
    expect(okMessage(said)).toBe('Anti-phishing code removed')
    expect((await info(token)).anti_phishing).toBeNull()
    server.clock.advance(MINUTE)
    await securityCode(token, email)
    const last = texts.filter((m) => m.to === email).at(-1)
    expect(last?.text).toContain('Your verification code is')
    expect(last?.text).not.toContain('Anti-phishing')
  })

  it('needs a session to send a security code', async () => {
    const email = freshEmail()
    const sent = await call(server, 'POST', '/api/sms_mail', {
      body: { user_string: email, scene: 'security' },
    })
    expect(failure(sent).type).toBe('999')
  })
})
