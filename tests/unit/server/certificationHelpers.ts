// Shared by the certification and operator-review tests: a user's calls as the app makes them,
// uploads of real images, and the operator's decision.
import type { RealState } from '../../../types/certification'
import { call, okMessage, request, type TestServer } from './helpers'

export const OPS_TOKEN = 'test-ops-token'

// A complete 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** Uploads an image as `token`'s user and returns its reference. */
export async function uploadImage(server: TestServer, token: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'id.png')
  const answer = await request<string>(server, '/api/upload', {
    method: 'POST',
    body: form,
    headers: { authorization: encodeURIComponent(token) },
  })
  return okMessage(answer)
}

/** Three uploads of the user's: front, back and holding photo. */
export async function threePhotos(server: TestServer, token: string) {
  return {
    front_pric: await uploadImage(server, token),
    reverse_pic: await uploadImage(server, token),
    hand_pic: await uploadImage(server, token),
  }
}

export const GOOD_PRIMARY = { id_type: '0', name: '张伟', card_id: '11010519491231002X' }

export const realName = (server: TestServer, token: string, body: Record<string, string>) =>
  call<string>(server, 'POST', '/api/user/real_name', { token, body })

export const realAdvanced = (server: TestServer, token: string, body: Record<string, string>) =>
  call<string>(server, 'POST', '/api/user/real_advanced', { token, body })

export async function realState(server: TestServer, token: string): Promise<RealState> {
  return okMessage(await call<RealState>(server, 'GET', '/api/real/state', { token }))
}

export const decide = (
  server: TestServer,
  body: { account: string; level: 'primary' | 'advanced'; approve: '1' | '0'; reason?: string },
  token = OPS_TOKEN,
) =>
  call<{ id: number; review_status: number; remark: string | null }>(
    server,
    'POST',
    '/ops/kyc/decide',
    { body, headers: { 'x-ops-token': token } },
  )

export async function accountOf(server: TestServer, userId: number): Promise<string> {
  const [row] = await server.db.query<{ account_key: string }>(
    'SELECT account_key FROM users WHERE id = $1',
    [userId],
  )
  return row.account_key
}
