// services/api/profile.ts and the password call against the real reference server: what the
// personal information page sends is what the server takes, refusals come back in the spec's
// words for inline errors (no toast), and every security change shows in /user/info.
import type { ApiError } from '@/services/http'
import { fetchUserInfo, updatePassword } from '@/services/api/identity'
import {
  bindMobile,
  editNickname,
  sendMobileCode,
  sendPayPasswordCode,
  setHeadPortrait,
} from '@/services/api/profile'
import { session } from '@/stores/session'
import { TEST_OPS_TOKEN } from '../setup/constants'
import { observePlatform, origin, resetClient, signedInUser, type Observed } from './support'

// A complete 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

async function uploadImage(): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png')
  const res = await fetch(`${origin()}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: encodeURIComponent(session.token) },
  })
  return ((await res.json()) as { message: string }).message
}

async function latestCode(account: string, scene: string): Promise<string> {
  const query = `account=${encodeURIComponent(account)}&scene=${scene}`
  const res = await fetch(`${origin()}/ops/latest-code?${query}`, {
    headers: { 'x-ops-token': TEST_OPS_TOKEN },
  })
  return ((await res.json()) as { message: { code: string } }).message.code
}

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected a refusal')
    },
    (error: unknown) => error as ApiError,
  )

let seen: Observed
beforeEach(async () => {
  await resetClient()
  seen = observePlatform()
})
afterEach(() => jest.restoreAllMocks())

it('changes the nickname and the avatar, neither a security change', async () => {
  await signedInUser()
  const bad = await refusal(editNickname('<b>x</b>'))
  expect(bad.message).toBe('The nickname cannot contain special symbols')
  expect(seen.toasts).toEqual([])

  expect(await editNickname('  Zoë 张 ')).toBe('Nickname updated')
  const ref = await uploadImage()
  expect(await setHeadPortrait(ref)).toBe('Avatar updated')
  const me = await fetchUserInfo()
  expect([me.nickname, me.head_portrait, me.security_changed_at]).toEqual(['Zoë 张', ref, null])
})

it('sets the withdraw password with a pay_password code sent to the own account', async () => {
  const { email } = await signedInUser()
  const user = await fetchUserInfo()
  await sendPayPasswordCode(user)
  const code = await latestCode(email, 'pay_password')
  await updatePassword({ password: 'Trade123', re_password: 'Trade123', code, type: 'pay' })
  const me = await fetchUserInfo()
  expect(me.isPayPas).toBe(true)
  expect(me.security_changed_at).not.toBeNull()
})

it('binds a mobile number with the code sent to it', async () => {
  await signedInUser()
  const mobile = `9${String(Date.now()).slice(-8)}`
  await sendMobileCode({ mobile, area_code: '351' })
  const code = await latestCode(`+351${mobile}`, 'mobile')
  const wrong = await refusal(
    bindMobile({ mobile, area_code: '351', code: code === '000000' ? '111111' : '000000' }),
  )
  expect(wrong.message).toBe('Incorrect verification code')
  expect(await bindMobile({ mobile, area_code: '351', code })).toBe('Mobile number bound')
  const me = await fetchUserInfo()
  expect([me.mobile, me.mobile_area_code]).toEqual([mobile, '351'])
  expect(seen.toasts).toEqual([])
})
