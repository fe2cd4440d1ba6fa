// Customer service's side of the conversation: the operator's list puts those waiting for an
// answer first (the longest waiting at the top), an answer takes a conversation off the wait, is
// audited and told to the user as a message, and `npm run ops -- support*` does it all from a
// terminal, a retried answer reaching the user once.
import type { PayloadOf } from '@wire/catalogue'
import { runOps } from '../../../server/src/ops/cli'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  inbox,
  okMessage,
  startServer,
  type TestServer,
} from './helpers'
import { makeUser } from './microtradeHelpers'
import { accountOf, OPS_TOKEN, uploadImage } from './certificationHelpers'

type Conversations = PayloadOf<'opsSupportList'>
type Conversation = PayloadOf<'opsSupportConversation'>

let server: TestServer

beforeAll(async () => {
  server = await startServer({ opsToken: OPS_TOKEN })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const ops = <T>(method: 'GET' | 'POST', path: string, body: Record<string, string>) =>
  call<T>(server, method, path, { body, headers: { 'x-ops-token': OPS_TOKEN } })

async function newUser() {
  const user = await makeUser(server.db, server.clock)
  return { ...user, account: await accountOf(server, user.id) }
}

const write = (token: string, body: Record<string, string>) =>
  call<PayloadOf<'supportSend'>>(server, 'POST', '/api/support/send', { token, body })

const later = () => server.clock.advance(60_000)

const reply = (account: string, text: string) =>
  ops<PayloadOf<'opsSupportReply'>>('POST', '/ops/support/reply', { account, text })

async function listed(accounts: string[]): Promise<[string, boolean][]> {
  const page = okMessage(await ops<Conversations>('GET', '/ops/support/conversations', {}))
  return page.data
    .filter((c) => accounts.includes(c.account))
    .map((c) => [c.account, c.waiting_since !== null])
}

function cli(args: string[]) {
  const out: string[] = []
  const err: string[] = []
  return runOps(args, {
    env: { OPS_TOKEN, OPS_URL: server.url },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  }).then((code) => ({ code, out: out.join('\n'), err: err.join('\n') }))
}

describe('the operator’s list', () => {
  it('puts the unanswered first, longest waiting first, then the latest talk', async () => {
    const [a, b, c] = [await newUser(), await newUser(), await newUser()]
    const all = [a.account, b.account, c.account]
    okMessage(await write(a.token, { text: 'first' }))
    later()
    okMessage(await write(b.token, { text: 'second' }))
    later()
    okMessage(await write(c.token, { text: 'third' }))
    later()
    okMessage(await reply(c.account, 'Answered'))
    later()
    // writing again does not move b's wait: it started with the first unanswered message
    okMessage(await write(b.token, { text: 'still there?' }))
    expect(await listed(all)).toEqual([
      [a.account, true],
      [b.account, true],
      [c.account, false],
    ])
    later()
    okMessage(await reply(a.account, 'Done'))
    expect(await listed(all)).toEqual([
      [b.account, true],
      [a.account, false],
      [c.account, false],
    ])
  })

  it('refuses an empty answer and an unknown account', async () => {
    const user = await newUser()
    expect(failure(await reply(user.account, ' \n\t ')).message).toBe('A reply needs text')
    expect(failure(await reply('nobody@example.com', 'Hello')).message).toBe('Account not found')
  })
})

describe('npm run ops -- support', () => {
  it('lists, shows and answers; the answer is audited and told once, whatever the retries', async () => {
    const user = await newUser()
    const picture = await uploadImage(server, user.token)
    okMessage(await write(user.token, { text: 'Where is my withdrawal?', image: picture }))

    const list = await cli(['support'])
    expect(list).toMatchObject({ code: 0, err: '' })
    expect(list.out).toContain(`"account": "${user.account}"`)
    const shown = await cli(['support-show', user.account])
    expect(shown).toMatchObject({ code: 0, err: '' })
    const conversation = JSON.parse(shown.out) as Conversation
    expect(conversation.messages.data).toEqual([
      expect.objectContaining({ from: 'user', text: 'Where is my withdrawal?', image: picture }),
    ])

    const args = ['support-reply', user.account, '--text', 'It left today.', '--key', 'reply-1']
    const first = await cli(args)
    expect(first).toMatchObject({ code: 0, err: '' })
    expect(first.out).toContain('idempotency key: reply-1')
    expect(await cli(args)).toMatchObject({ code: 0, out: first.out })

    const after = JSON.parse((await cli(['support-show', user.account])).out) as Conversation
    expect(after.messages.data.map((m) => [m.from, m.text])).toEqual([
      ['operator', 'It left today.'],
      ['user', 'Where is my withdrawal?'],
    ])
    expect(await inbox(server, user.token)).toEqual([
      {
        title: 'Reply from customer service',
        content: '<p>Customer service answered your message: It left today.</p>',
      },
    ])
    const audited = await server.db.query<{ detail: { message_id: number } }>(
      `SELECT detail FROM ops_audit WHERE action = 'support_reply' AND target = $1`,
      [user.account],
    )
    expect(audited.map((r) => r.detail.message_id)).toEqual([after.messages.data[0].id])
  })

  it('says how to use it', async () => {
    expect(await cli(['support-reply', 'a@example.com'])).toMatchObject({ code: 2 })
    expect((await cli(['support-reply', 'a@example.com'])).err).toContain(
      'support-reply takes <account> --text text',
    )
    expect(await cli(['support', 'two'])).toMatchObject({ code: 2 })
    expect(await cli(['support-show'])).toMatchObject({ code: 2 })
    expect(await cli(['support-close', 'a@example.com'])).toMatchObject({ code: 2 })
  })
})
