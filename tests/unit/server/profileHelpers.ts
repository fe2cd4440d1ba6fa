// Codes of the signed-in scenes, asked for as the app asks and read back from the LogSender.
import { call, freshIp, okMessage, type TestServer } from './helpers'

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
