// services/api/safety.ts against the real reference server (issue 32 items 2 and 3): the sessions
// the app lists and signs out, as the server keeps them, and the anti-phishing code set with a
// security code sent to the user's own account.
import type { ApiError } from '@/services/http'
import { fetchUserInfo, login } from '@/services/api/identity'
import { sendSecurityCode } from '@/services/api/profile'
import {
  endOtherSessions,
  endSessionById,
  fetchSessions,
  setAntiPhishing,
} from '@/services/api/safety'
import { TEST_OPS_TOKEN } from '../setup/constants'
import { observePlatform, origin, resetClient, signedInUser, type Observed } from './support'

async function latestCode(account: string, scene: string): Promise<string> {
  const query = `account=${encodeURIComponent(account)}&scene=${scene}`
  const res = await fetch(`${origin()}/ops/latest-code?${query}`, {
    headers: { 'x-ops-token': TEST_OPS_TOKEN },
  })
  return ((await res.json()) as { message: { code: string } }).message.code
}

/** What the server answers `token` for /user/info: 'ok', or the failure type. */
async function tokenWorks(token: string): Promise<string> {
  const res = await fetch(`${origin()}/api/user/info`, {
    headers: { authorization: encodeURIComponent(token) },
  })
  return ((await res.json()) as { type: string }).type
}

let seen: Observed
beforeEach(async () => {
  await resetClient()
  seen = observePlatform()
})
afterEach(() => jest.restoreAllMocks())

it('lists the sessions the app signed in, and signs the others out', async () => {
  const { email, password, token } = await signedInUser()
  const other = await login({ type: 'email', user_string: email, password })
  const list = await fetchSessions()
  expect(list.map((s) => s.current)).toEqual([true, false])
  // the app names where it signed in from
  expect(list[0].platform).toBe(process.env.TARO_ENV ?? 'other')
  expect(typeof list[0].device).toBe('string')

  expect(await endOtherSessions()).toEqual({ ended: 1 })
  expect(await tokenWorks(other)).toBe('999')
  expect(await tokenWorks(token)).toBe('ok')
  const again = await endSessionById(list[1].id).then(
    () => undefined,
    (e: unknown) => e as ApiError,
  )
  expect(again?.message).toBe('This session has already ended')
})

it('sets the anti-phishing code with a security code; a bad one is refused in words, no toast', async () => {
  const { email } = await signedInUser()
  await sendSecurityCode(await fetchUserInfo())
  const code = await latestCode(email, 'security')
  const bad = await setAntiPhishing('no spaces!', code).then(
    () => undefined,
    (e: unknown) => e as ApiError,
  )
  expect(bad?.message).toBe(
    'The anti-phishing code must be 4-20 letters (A-Z), digits or underscores',
  )
  expect(seen.toasts).toEqual([])
  expect(await setAntiPhishing('Falcon_42', code)).toBe('Anti-phishing code set')
  expect((await fetchUserInfo()).anti_phishing).toBe('Falcon_42')
})
