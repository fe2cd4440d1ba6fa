// Profile and security settings (issue 11 item 5; SPEC §7 Settings and profile): the nickname as
// plain text, the avatar from the user's own uploads, the withdraw password with its own code
// scene, and the time of the latest security change that the money rules hold withdrawals back by.
import { MINUTE } from '../../../server/src/infra/clock'
import { HOSTILE_HTML } from '../../support/hostileHtml'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  freshIp,
  okMessage,
  sendCode,
  startServer,
  type TestServer,
} from './helpers'
import { uploadImage } from './certificationHelpers'
import { profileCalls, sendPayCode } from './profileHelpers'

let server: TestServer
beforeAll(async () => {
  server = await startServer({ realtime: false })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const { info, post, refusal, newUser } = profileCalls(() => server)

const NOT_FOUND = 'This photo could not be found. Please upload it again.'
const SPECIAL = 'The nickname cannot contain special symbols'
const EXPIRED = 'The verification code has expired. Please request a new one.'

describe('/user/editNickname', () => {
  it('stores the trimmed nickname as plain text, without touching the security time', async () => {
    const user = await newUser()
    const other = await newUser()
    const plain = ` Zoë "Z" 张伟 @home, 100% + ✓ `
    expect(await okMessage(await post('/user/editNickname', user.token, { nickname: plain }))).toBe(
      'Nickname updated',
    )
    const me = await info(user.token)
    // byte for byte what was typed (trimmed): no entity, no tag, nothing escaped into the store
    expect(me.nickname).toBe(plain.trim())
    expect(me.security_changed_at).toBeNull()
    // another user's nickname is theirs alone
    expect((await info(other.token)).nickname).not.toBe(plain.trim())
  })

  it('refuses an empty, a too long and a special-symbol nickname in the request language', async () => {
    const { token } = await newUser()
    const before = (await info(token)).nickname
    expect(await refusal(post('/user/editNickname', token, { nickname: '   ' }))).toBe(
      'Please enter a nickname',
    )
    expect(await refusal(post('/user/editNickname', token, { nickname: 'x'.repeat(33) }))).toBe(
      'The nickname can be at most 32 characters',
    )
    // 32 emoji are 32 characters, not 64
    okMessage(await post('/user/editNickname', token, { nickname: '😀'.repeat(32) }))
    expect(await refusal(post('/user/editNickname', token, { nickname: 'a$b' }))).toBe(SPECIAL)
    expect(await refusal(post('/user/editNickname', token, { nickname: 'a<b', lang: 'zh' }))).toBe(
      '昵称不能包含特殊符号',
    )
    expect((await info(token)).nickname).toBe('😀'.repeat(32))
    expect(before).not.toBe('😀'.repeat(32))
  })

  it.each(HOSTILE_HTML.map((c) => [c.name, c.html] as const))(
    'refuses hostile markup (%s) and keeps the old nickname',
    async (_, html) => {
      const { token } = await newUser()
      const before = (await info(token)).nickname
      const answer = failure(
        await post('/user/editNickname', token, { nickname: html.slice(0, 32) }),
      )
      // control characters stop at the schema (entry 12), the rest at the special-symbol rule
      expect([SPECIAL, 'nickname must be text without control characters']).toContain(
        answer.message,
      )
      expect((await info(token)).nickname).toBe(before)
    },
  )

  it('needs a session', async () => {
    expect(failure(await post('/user/editNickname', '', { nickname: 'x' })).type).toBe('999')
  })
})

describe('/user/uploadHeadPortrait', () => {
  it("takes the user's own upload, which user/info then gives and /upload/url can show", async () => {
    const user = await newUser()
    const ref = await uploadImage(server, user.token)
    expect(
      okMessage(await post('/user/uploadHeadPortrait', user.token, { head_portrait: ref })),
    ).toBe('Avatar updated')
    const me = await info(user.token)
    expect(me.head_portrait).toBe(ref)
    expect(me.security_changed_at).toBeNull()
    const url = okMessage(
      await call<string>(server, 'GET', '/api/upload/url', { token: user.token, body: { ref } }),
    )
    expect((await fetch(`${server.url}/api${url}`)).status).toBe(200)
  })

  it("refuses another user's upload and a made-up reference alike, changing nothing", async () => {
    const owner = await newUser()
    const thief = await newUser()
    const ref = await uploadImage(server, owner.token)
    const mine = await uploadImage(server, thief.token)
    okMessage(await post('/user/uploadHeadPortrait', thief.token, { head_portrait: mine }))

    expect(
      await refusal(post('/user/uploadHeadPortrait', thief.token, { head_portrait: ref })),
    ).toBe(NOT_FOUND)
    const madeUp = '202611/0123456789abcdef0123456789abcdef.jpg'
    expect(
      await refusal(post('/user/uploadHeadPortrait', thief.token, { head_portrait: madeUp })),
    ).toBe(NOT_FOUND)
    expect(
      await refusal(post('/user/uploadHeadPortrait', thief.token, { head_portrait: '../etc/x' })),
    ).toBe(NOT_FOUND)
    expect((await info(thief.token)).head_portrait).toBe(mine)
    expect((await info(owner.token)).head_portrait).toBeNull()
  })
})

describe('withdraw password (/safe/update_password type pay)', () => {
  const pay = (token: string, code: string) =>
    post('/safe/update_password', token, {
      password: 'Trade123',
      re_password: 'Trade123',
      code,
      type: 'pay',
    })

  it('is set with a pay_password-scene code and stamps the security time', async () => {
    const user = await newUser()
    server.clock.advance(MINUTE)
    const code = await sendPayCode(server, user.token, user.email)
    server.clock.advance(MINUTE)
    okMessage(await pay(user.token, code))
    const me = await info(user.token)
    expect(me.isPayPas).toBe(true)
    expect(me.security_changed_at).toBe(server.clock.now().toISOString())
    // what the money rules read
    expect((await securityChangedAt(server.db, user.id))?.toISOString()).toBe(
      me.security_changed_at,
    )
  })

  it('refuses a forget-scene code, and a pay code cannot change the login password', async () => {
    const user = await newUser()
    server.clock.advance(MINUTE)
    const forget = await sendCode(server, user.email, 'forget')
    expect(await refusal(pay(user.token, forget))).toBe(EXPIRED)

    server.clock.advance(MINUTE)
    const payCode = await sendPayCode(server, user.token, user.email)
    expect(
      await refusal(
        post('/safe/update_password', user.token, {
          password: 'Changed99',
          re_password: 'Changed99',
          code: payCode,
        }),
      ),
    ).toBe(forget === payCode ? EXPIRED : 'Incorrect verification code')
    const me = await info(user.token)
    expect(me.isPayPas).toBe(false)
    expect(me.security_changed_at).toBeNull()
  })

  it("sends the code to the session's own account, never to the one the form names", async () => {
    const victim = await newUser()
    const asker = await newUser()
    server.clock.advance(MINUTE)
    await sendPayCode(server, asker.token, asker.email)
    server.clock.advance(MINUTE)
    okMessage(
      await post('/sms_mail', asker.token, { user_string: victim.email, scene: 'pay_password' }),
    )
    expect(server.sender.latest(victim.email.toLowerCase(), 'pay_password')).toBeUndefined()
  })

  it('may be asked for right after registering; a second one waits its minute', async () => {
    const user = await newUser()
    await sendPayCode(server, user.token, user.email)
    const again = await post('/sms_mail', user.token, {
      user_string: user.email,
      scene: 'pay_password',
    })
    expect(failure(again).message).toMatch(/^Please wait \d+s before requesting a new code$/)
  })

  it('needs a session to send a pay_password code', async () => {
    const { email } = await newUser()
    const answer = await call(server, 'POST', '/api/sms_mail', {
      body: { user_string: email, scene: 'pay_password' },
      ip: freshIp(),
    })
    expect(failure(answer).type).toBe('999')
  })
})

describe('security_changed_at', () => {
  it('is stamped by a login password change and by a reset', async () => {
    const changed = await newUser()
    server.clock.advance(MINUTE)
    const code = await sendCode(server, changed.email, 'forget')
    okMessage(
      await post('/safe/update_password', changed.token, {
        password: 'Changed99',
        re_password: 'Changed99',
        code,
      }),
    )
    expect((await info(changed.token)).security_changed_at).toBe(server.clock.now().toISOString())

    const reset = await newUser()
    server.clock.advance(MINUTE)
    const resetCode = await sendCode(server, reset.email, 'forget')
    server.clock.advance(MINUTE)
    okMessage(
      await call(server, 'POST', '/api/user/forget', {
        body: {
          account: reset.email,
          code: resetCode,
          password: 'Changed99',
          repassword: 'Changed99',
        },
        ip: freshIp(),
      }),
    )
    expect((await securityChangedAt(server.db, reset.id))?.toISOString()).toBe(
      server.clock.now().toISOString(),
    )
    // the password changes of one user stamp no one else
    expect(await securityChangedAt(server.db, changed.id)).not.toEqual(
      await securityChangedAt(server.db, reset.id),
    )
  })
})

/** When the user's security last changed, as the withdrawal locks read it. */
async function securityChangedAt(db: TestServer['db'], userId: number): Promise<Date | null> {
  const [row] = await db.query<{ security_changed_at: Date | null }>(
    'SELECT security_changed_at FROM users WHERE id = $1',
    [userId],
  )
  return row.security_changed_at
}
