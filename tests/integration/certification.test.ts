// services/api/certification.ts against the real reference server: the app's calls for step 1,
// step 2 and /real/state, refusals in the spec's words for inline form errors, and our own
// server's 998 sending the app to certification step 1 (SPEC §8).
import type { ApiError } from '@/services/http'
import { fetchRealState, submitRealAdvanced, submitRealName } from '@/services/api/certification'
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
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'id.png')
  const res = await fetch(`${origin()}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: encodeURIComponent(session.token) },
  })
  return ((await res.json()) as { message: string }).message
}

async function approve(account: string, level: 'primary' | 'advanced'): Promise<void> {
  const res = await fetch(`${origin()}/ops/kyc/decide`, {
    method: 'POST',
    headers: { 'x-ops-token': TEST_OPS_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify({ account, level, approve: '1' }),
  })
  expect(((await res.json()) as { type: string }).type).toBe('ok')
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
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

it('submits step 1 and step 2 and reads the state, the number masked', async () => {
  const { email } = await signedInUser()
  const bad = await refusal(submitRealName({ id_type: 0, name: 'Li<Wei>', card_id: '123' }))
  expect(bad.message).toBe('The real name cannot contain special characters: < >')
  expect(seen.toasts).toEqual([])

  await submitRealName({ id_type: 0, name: '张伟', card_id: '11010519491231002X' })
  expect(await fetchRealState()).toMatchObject({
    review_status: 1,
    real_data: { name: '张伟', card_id: '1101**********002X', certificate_type: 0 },
  })
  await approve(email, 'primary')

  const photos = { front: await uploadImage(), back: await uploadImage(), holding: '' }
  const missing = await refusal(submitRealAdvanced(photos))
  expect(missing.message).toBe('Please upload front, back and holding ID')
  await submitRealAdvanced({ ...photos, holding: await uploadImage() })
  expect(await fetchRealState()).toMatchObject({
    real_status: 1,
    review_status: 2,
    advanced_review_status: 1,
    real_data: { front_pic: photos.front, reverse_pic: photos.back },
  })
})

it('goes to certification step 1 when the server answers 998', async () => {
  await signedInUser()
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'], advanceTimers: true })
  const error = await refusal(submitRealAdvanced({ front: 'a', back: 'b', holding: 'c' }))
  expect(error.type).toBe('998')
  expect(error.message).toBe('Not certified, please complete certification first')
  jest.advanceTimersByTime(200)
  expect(seen.navigations).toEqual(['/pages/user/authentication1'])
})
