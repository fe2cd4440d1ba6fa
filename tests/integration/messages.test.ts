// services/api/messages.ts and the unread store against the real server: what the operator sends
// (POST /ops/message) reaches the user's badge over the socket at once, the list pages it newest
// first, opening one marks it read once, the content arrives sanitised, and another user cannot
// read it.
import type { ApiError } from '@/services/http'
import { fetchMessage, fetchMessages, fetchUnreadCount } from '@/services/api/messages'
import { connectRealtime, refreshRealtimeLogin } from '@/services/realtime'
import { market } from '@/stores/market'
import { inbox, loadUnread } from '@/stores/messages'
import { TEST_OPS_TOKEN } from '../setup/constants'
import { observePlatform, origin, resetClient, signedInUser, joinedRoom, until } from './support'

async function send(account: string, title: string, content: string): Promise<number> {
  const res = await fetch(`${origin()}/ops/message`, {
    method: 'POST',
    headers: { 'x-ops-token': TEST_OPS_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify({ account, title, content }),
  })
  const body = (await res.json()) as { type: string; message: { id: number } }
  if (body.type !== 'ok') throw new Error(`message failed: ${JSON.stringify(body)}`)
  return body.message.id
}

beforeEach(async () => {
  await resetClient()
  observePlatform()
})
afterEach(() => jest.restoreAllMocks())

it('counts, lists and opens messages, the badge following the push', async () => {
  const { email } = await signedInUser()
  const inRoom = joinedRoom()
  connectRealtime()
  refreshRealtimeLogin()
  await until(() => market.connection === 'online')
  await loadUnread()
  expect(inbox.unread).toBe(0)
  expect(await fetchMessages({ page: 1 })).toEqual({ data: [], page: 1, pages: 0, total: 0 })

  await inRoom
  const first = await send(email, 'Welcome', '<p>Welcome aboard</p>')
  await until(() => inbox.unread === 1)

  const hostile = await send(
    email,
    'Claim your bonus',
    '<p onclick="steal()">Hello</p><script>alert(1)</script><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)">claim</a>',
  )
  for (let i = 0; i < 10; i++) await send(email, `Notice ${i}`, `<p>Notice ${i}</p>`)
  const total = 12
  await until(() => inbox.unread === total)
  expect(await fetchUnreadCount()).toBe(total)

  const page1 = await fetchMessages({ page: 1 })
  expect(page1).toMatchObject({ page: 1, pages: Math.ceil(total / 10), total })
  expect(page1.data.map((m) => m.title).slice(0, 2)).toEqual(['Notice 9', 'Notice 8'])
  expect(page1.data.every((m) => !m.read)).toBe(true)
  const last = await fetchMessages({ page: Math.ceil(total / 10) })
  expect(last.data[last.data.length - 1]).toMatchObject({
    id: first,
    title: 'Welcome',
    excerpt: 'Welcome aboard',
    read: false,
  })

  const opened = await fetchMessage(hostile)
  expect(opened.content).toBe('<p>Hello</p>claim')
  expect(await fetchMessage(hostile)).toEqual(opened)
  await loadUnread()
  expect(inbox.unread).toBe(total - 1)
})

it('counts a message sent before the socket joined the room once it has', async () => {
  const { email } = await signedInUser()
  await loadUnread()
  expect(inbox.unread).toBe(0)
  // sent after the screen counted and before the socket signed in: pushed to nobody
  await send(email, 'Early', '<p>sent before the join</p>')
  const inRoom = joinedRoom()
  connectRealtime()
  refreshRealtimeLogin()
  await inRoom
  await until(() => inbox.unread === 1)
})

it("answers another user's message as a missing one", async () => {
  const { email } = await signedInUser()
  const id = await send(email, 'Private', '<p>for one user only</p>')
  await signedInUser()
  const refused = await fetchMessage(id).then(
    () => undefined,
    (e: unknown) => e as ApiError,
  )
  expect(refused?.message).toBe('Message not found')
  expect(refused?.type).toBe('error')
  expect(await fetchUnreadCount()).toBe(0)
})
