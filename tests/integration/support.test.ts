// services/api/support.ts against the real server: the user writes to customer service (text and a
// picture, sent once however often its answer is lost), the operator finds the conversation
// waiting, reads it and answers through /ops; the answer reaches the user's socket at once, shows
// in the conversation and arrives as a message. An empty message is refused in the user's
// language, and nobody reads or borrows another user's conversation.
import type { PayloadOf } from '@wire/catalogue'
import { fetchMessage, fetchMessages } from '@/services/api/messages'
import { fetchConversation, sendSupportMessage, type SupportMessage } from '@/services/api/support'
import { ApiError, newRequestKey } from '@/services/http'
import { connectRealtime, onSupportMessage, refreshRealtimeLogin } from '@/services/realtime'
import { session } from '@/stores/session'
import { TEST_OPS_TOKEN } from '../setup/constants'
import {
  lossyProxy,
  observePlatform,
  origin,
  resetClient,
  signedInUser,
  joinedRoom,
  until,
} from './support'

// A complete 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

async function uploadPicture(): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'screen.png')
  const res = await fetch(`${origin()}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: encodeURIComponent(session.token) },
  })
  return ((await res.json()) as { message: string }).message
}

async function ops<T>(method: 'GET' | 'POST', path: string, fields: Record<string, string>) {
  const query = method === 'GET' ? `?${new URLSearchParams(fields).toString()}` : ''
  const res = await fetch(`${origin()}/ops${path}${query}`, {
    method,
    headers: { 'x-ops-token': TEST_OPS_TOKEN, 'content-type': 'application/json' },
    body: method === 'POST' ? JSON.stringify(fields) : undefined,
  })
  const answer = (await res.json()) as { type: string; message: T }
  if (answer.type !== 'ok') throw new Error(`${path} refused: ${JSON.stringify(answer)}`)
  return answer.message
}

const waiting = () =>
  ops<PayloadOf<'opsSupportList'>>('GET', '/support/conversations', { limit: '100' })

const refusal = (sent: Promise<unknown>) =>
  sent.then(
    () => undefined,
    (e: unknown) => e as ApiError,
  )

beforeEach(async () => {
  await resetClient()
  observePlatform()
})
afterEach(() => jest.restoreAllMocks())

it('writes with a picture, once; the operator answers through /ops, live and as a message', async () => {
  const { email } = await signedInUser()
  const inRoom = joinedRoom()
  connectRealtime()
  refreshRealtimeLogin()
  await inRoom
  const pushed: SupportMessage[] = []
  const stop = onSupportMessage((m) => pushed.push(m))
  expect(await fetchConversation(1)).toEqual({ data: [], page: 1, pages: 0, total: 0 })

  // the first answer is lost on the way: the client sends again under the same key
  const picture = await uploadPicture()
  const key = newRequestKey()
  const proxy = await lossyProxy('/api/support/send')
  let sent: SupportMessage
  try {
    process.env.TARO_APP_API_BASE = proxy.base
    sent = await sendSupportMessage(
      { text: '  My deposit is late.\nCan you check?  ', image: picture },
      key,
    )
    expect(proxy.dropped()).toBe(1)
  } finally {
    delete process.env.TARO_APP_API_BASE
    await proxy.close()
  }
  expect(sent).toMatchObject({
    from: 'user',
    text: 'My deposit is late.\nCan you check?',
    image: picture,
  })
  // a second tap under the same key is the same message
  expect(
    await sendSupportMessage(
      { text: '  My deposit is late.\nCan you check?  ', image: picture },
      key,
    ),
  ).toEqual(sent)
  expect((await fetchConversation(1)).total).toBe(1)

  // the operator finds it among the unanswered, which come first
  const before = await waiting()
  const mine = before.data.find((c) => c.account === email)
  expect(mine).toMatchObject({ last_from: 'user', last_text: sent.text })
  expect(mine?.waiting_since).toEqual(sent.created_at)
  const answeredAt = before.data.findIndex((c) => c.waiting_since === null)
  if (answeredAt >= 0)
    expect(before.data.slice(answeredAt).every((c) => !c.waiting_since)).toBe(true)

  const read = await ops<PayloadOf<'opsSupportConversation'>>('GET', '/support/conversation', {
    account: email,
  })
  expect(read.messages.data).toEqual([sent])

  const answer = 'We found your deposit <b>#12</b>; it is credited.'
  const reply = await ops<PayloadOf<'opsSupportReply'>>('POST', '/support/reply', {
    account: email,
    text: answer,
  })
  expect(reply.message).toMatchObject({ from: 'operator', text: answer, image: null })

  // live on the socket, in the conversation (newest first), and among the messages
  await until(() => pushed.some((m) => m.id === reply.message.id))
  stop()
  expect(pushed.find((m) => m.id === reply.message.id)).toEqual(reply.message)
  const conversation = await fetchConversation(1)
  expect(conversation.data.map((m) => [m.from, m.text])).toEqual([
    ['operator', answer],
    ['user', sent.text],
  ])
  const [mail] = (await fetchMessages({ page: 1 })).data
  expect(mail.title).toBe('Reply from customer service')
  // the operator's words are text, never markup
  expect((await fetchMessage(mail.id)).content).toBe(
    '<p>Customer service answered your message: We found your deposit &lt;b&gt;#12&lt;/b&gt;; ' +
      'it is credited.</p>',
  )
  expect((await waiting()).data.find((c) => c.account === email)).toMatchObject({
    waiting_since: null,
    last_from: 'operator',
  })
})

it('refuses an empty message in the user’s language, and control characters', async () => {
  await signedInUser()
  session.lang = 'de'
  const empty = await refusal(sendSupportMessage({ text: ' \n ', image: '' }, newRequestKey()))
  expect(empty).toBeInstanceOf(ApiError)
  expect(empty?.message).toBe('Bitte schreiben Sie eine Nachricht oder fügen Sie ein Bild hinzu')
  session.lang = 'en'
  const hostile = await refusal(sendSupportMessage({ text: 'hi\u0007' }, newRequestKey()))
  expect(hostile?.message).toMatch(/cannot be sent/)
  expect((await fetchConversation(1)).total).toBe(0)
})

it('keeps a conversation and its pictures to their user', async () => {
  const { email } = await signedInUser()
  const picture = await uploadPicture()
  await sendSupportMessage({ text: 'Private question' }, newRequestKey())

  await signedInUser()
  expect(await fetchConversation(1)).toMatchObject({ data: [], total: 0 })
  const borrowed = await refusal(sendSupportMessage({ image: picture }, newRequestKey()))
  expect(borrowed?.message).toBe('This photo could not be found. Please upload it again.')
  const theirs = await ops<PayloadOf<'opsSupportConversation'>>('GET', '/support/conversation', {
    account: email,
  })
  expect(theirs.messages.data.map((m) => m.text)).toEqual(['Private question'])
})
