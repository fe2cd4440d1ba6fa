// What the profile and mobile-binding tests share: their calls, a registered user, and the codes of
// the signed-in scenes, asked for as the app asks and read back from the LogSender.
import type { UserInfo } from '@wire/user'
import { call, failure, freshIp, okMessage, registerEmail, type TestServer } from './helpers'

/** The calls of these tests against the server `current()` returns (it starts in beforeAll). */
export function profileCalls(current: () => TestServer) {
  const info = async (token: string) =>
    okMessage(await call<UserInfo>(current(), 'GET', '/api/user/info', { token }))
  const post = (path: string, token: string, body: Record<string, string>) =>
    call<string>(current(), 'POST', `/api${path}`, { token, body, ip: freshIp() })
  const refusal = async (answer: ReturnType<typeof post>) => failure(await answer).message
  /** A user signed in through the real register flow, with its id. */
  const newUser = async () => {
    const { email, token } = await registerEmail(current())
    return { email, token, id: (await info(token)).id }
  }
  return { info, post, refusal, newUser }
}

/** A pay_password-scene code: /sms_mail sends it to the session's own account. */
export async function sendPayCode(server: TestServer, token: string, accountKey: string) {
  okMessage(
    await call(server, 'POST', '/api/sms_mail', {
      token,
      body: { user_string: accountKey, scene: 'pay_password' },
      ip: freshIp(),
    }),
  )
  const sent = server.sender.latest(accountKey.toLowerCase(), 'pay_password')
  if (!sent) throw new Error('no code sent')
  return sent.code
}

/** A mobile-scene code for '+<area><mobile>', from /sms_send. */
export async function sendMobileCode(
  server: TestServer,
  token: string,
  areaCode: string,
  mobile: string,
) {
  okMessage(
    await call(server, 'POST', '/api/sms_send', {
      token,
      body: { area_code: areaCode, mobile },
      ip: freshIp(),
    }),
  )
  const sent = server.sender.latest(`+${areaCode}${mobile}`, 'mobile')
  if (!sent) throw new Error('no code sent')
  return sent.code
}
