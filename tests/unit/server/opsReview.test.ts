// The operator's review (DESIGN §5 operator; WIRE.md /ops/queue rows): the certification queue,
// the decision, a message to a user and freezing an account, each behind the operator token, each
// with its audit row, and each reachable from `npm run ops`. A frozen account signs in and reads
// but moves no money, and is told why.
import { io as connect } from 'socket.io-client'
import { SOCKET_EVENTS } from '../../../types/market'
import { ManualClock } from '../../../server/src/infra/clock'
import { runOps } from '../../../server/src/ops/cli'
import { requireNotFrozen } from '../../../server/src/identity/frozen'
import type { OpsQueueRow } from '../../../types/certification'
import { AppError } from '../../../server/src/infra/appError'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  freshIp,
  okMessage,
  PASSWORD,
  registerEmail,
  startServer,
  type TestServer,
} from './helpers'
import { balanceOf, fund, makeUser, placeOrder, ScriptedFeed } from './microtradeHelpers'
import {
  accountOf,
  decide,
  GOOD_PRIMARY,
  OPS_TOKEN,
  realAdvanced,
  realName,
  realState,
  threePhotos,
} from './certificationHelpers'

let server: TestServer
beforeAll(async () => {
  const clock = new ManualClock()
  server = await startServer({ opsToken: OPS_TOKEN, clock, feed: new ScriptedFeed(clock) })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const ops = <T>(
  method: 'GET' | 'POST',
  path: string,
  body: Record<string, string>,
  token = OPS_TOKEN,
) => call<T>(server, method, path, { body, headers: { 'x-ops-token': token } })

const queue = () => ops<OpsQueueRow[]>('GET', '/ops/queue', { kind: 'kyc' })

async function auditRows(action: string, target: string) {
  return server.db.query<{ detail: Record<string, unknown> }>(
    'SELECT detail FROM ops_audit WHERE action = $1 AND target = $2 ORDER BY id',
    [action, target],
  )
}

async function newUser() {
  const user = await makeUser(server.db, server.clock)
  return { ...user, account: await accountOf(server, user.id) }
}

describe('the operator token', () => {
  it.each([
    ['GET', '/ops/queue', { kind: 'kyc' }],
    ['POST', '/ops/kyc/decide', { account: 'a@example.com', level: 'primary', approve: '1' }],
    ['POST', '/ops/message', { account: 'a@example.com', title: 't', content: 'c' }],
    ['POST', '/ops/freeze', { account: 'a@example.com', frozen: '1' }],
  ] as const)('guards %s %s', async (method, path, body) => {
    const answer = await ops(method, path, body, 'wrong-token')
    expect(answer.status).toBe(401)
    expect(failure(answer).message).toBe('Operator token missing or wrong')
  })
})

describe('GET /ops/queue?kind=kyc', () => {
  it('lists primary and advanced submissions under review, oldest first, and is audited', async () => {
    const first = await newUser()
    okMessage(await realName(server, first.token, GOOD_PRIMARY))
    server.clock.advance(1000)
    const second = await newUser()
    okMessage(await realName(server, second.token, { ...GOOD_PRIMARY, name: 'Li Wei' }))
    okMessage(await decide(server, { account: second.account, level: 'primary', approve: '1' }))
    const photos = await threePhotos(server, second.token)
    okMessage(await realAdvanced(server, second.token, photos))

    const rows = okMessage(await queue())
    const mine = rows.filter((r) => [first.account, second.account].includes(r.account))
    expect(mine).toEqual([
      expect.objectContaining({
        kind: 'kyc',
        account: first.account,
        level: 'primary',
        id_type: 0,
        name: '张伟',
        card_id: '11010519491231002X',
        front_pic: null,
      }),
      expect.objectContaining({
        kind: 'kyc',
        account: second.account,
        level: 'advanced',
        name: 'Li Wei',
        card_id: '11010519491231002X',
        front_pic: photos.front_pric,
        reverse_pic: photos.reverse_pic,
        hand_pic: photos.hand_pic,
      }),
    ])
    expect(
      mine.every((r) => typeof r.id === 'number' && !Number.isNaN(Date.parse(r.created_at))),
    ).toBe(true)
    const [audited] = await server.db.query<{ detail: { kind: string; rows: number } }>(
      "SELECT detail FROM ops_audit WHERE action = 'queue' ORDER BY id DESC LIMIT 1",
    )
    expect(audited.detail).toEqual({ kind: 'kyc', rows: rows.length })

    okMessage(await decide(server, { account: first.account, level: 'primary', approve: '1' }))
    const after = okMessage(await queue()).map((r) => `${r.account} ${r.level}`)
    expect(after).not.toContain(`${first.account} primary`)
    expect(after).toContain(`${second.account} advanced`)
  })

  it('refuses kinds it does not know', async () => {
    expect(failure(await ops('GET', '/ops/queue', { kind: 'lockmining' })).message).toBe(
      'kind must be one of: kyc, recharge, withdraw',
    )
  })
})

describe('POST /ops/kyc/decide', () => {
  it('approves and rejects with an audit row each, the reason shown to the user', async () => {
    const user = await newUser()
    okMessage(await realName(server, user.token, GOOD_PRIMARY))
    const reason = 'The photo of the document is unreadable'
    const rejected = okMessage(
      await decide(server, { account: user.account, level: 'primary', approve: '0', reason }),
    )
    expect(rejected).toMatchObject({ review_status: 3, remark: reason, level: 'primary' })
    expect((await realState(server, user.token)).real_data?.remark).toBe(reason)

    okMessage(await realName(server, user.token, GOOD_PRIMARY))
    const approved = okMessage(
      await decide(server, { account: user.account, level: 'primary', approve: '1' }),
    )
    expect(approved).toMatchObject({ review_status: 2, remark: null })

    expect((await auditRows('kyc_reject', user.account)).map((r) => r.detail)).toEqual([
      { user_id: user.id, certification_id: rejected.id, level: 'primary', reason },
    ])
    expect((await auditRows('kyc_approve', user.account)).map((r) => r.detail)).toEqual([
      { user_id: user.id, certification_id: approved.id, level: 'primary', reason: null },
    ])
  })

  it('refuses a rejection without a reason, and a decision with nothing under review', async () => {
    const user = await newUser()
    const decideNothing = await decide(server, {
      account: user.account,
      level: 'primary',
      approve: '1',
    })
    expect(failure(decideNothing).message).toBe(
      'No certification of this level is waiting for review',
    )
    okMessage(await realName(server, user.token, GOOD_PRIMARY))
    const noReason = { account: user.account, level: 'primary', approve: '0', reason: ' ' } as const
    expect(failure(await decide(server, noReason)).message).toBe(
      'Please give the reason for the rejection',
    )
    expect((await realState(server, user.token)).review_status).toBe(1)
    const unknown = { account: 'nobody@example.com', level: 'primary', approve: '1' } as const
    expect(failure(await decide(server, unknown)).message).toBe('Account not found')
    expect(await auditRows('kyc_reject', user.account)).toEqual([])
  })
})

describe('POST /ops/message', () => {
  it('stores a sanitised message for the user, with an audit row', async () => {
    const user = await newUser()
    const content = '<p>Your documents were <b>approved</b>.</p><script>alert(1)</script>'
    const sent = okMessage(
      await ops<{ id: number; account: string }>('POST', '/ops/message', {
        account: user.account,
        title: ' Certification ',
        content,
      }),
    )
    expect(sent.account).toBe(user.account)
    const rows = await server.db.query<{ title: string; content: string; read_at: Date | null }>(
      'SELECT title, content, read_at FROM mail_messages WHERE user_id = $1',
      [user.id],
    )
    expect(rows).toEqual([
      {
        title: 'Certification',
        content: '<p>Your documents were <b>approved</b>.</p>',
        read_at: null,
      },
    ])
    expect((await auditRows('message', user.account)).map((r) => r.detail)).toEqual([
      { user_id: user.id, message_id: sent.id, title: 'Certification' },
    ])
  })

  it("tells the user's open connections at once", async () => {
    const user = await newUser()
    const socket = connect(server.url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    })
    try {
      await socket.timeout(3000).emitWithAck(SOCKET_EVENTS.login, user.token)
      const heard = new Promise((resolve) => socket.once(SOCKET_EVENTS.mailMessage, resolve))
      const body = { account: user.account, title: 'Hello', content: 'Welcome' }
      const sent = okMessage(await ops<{ id: number }>('POST', '/ops/message', body))
      expect(await heard).toEqual({
        to: user.id,
        data: { id: sent.id, title: 'Hello', created_at: server.clock.now().toISOString() },
      })
    } finally {
      socket.disconnect()
    }
  })

  it('refuses a message without content, or to nobody', async () => {
    const user = await newUser()
    const empty = { account: user.account, title: 'Hi', content: '<script>x</script>' }
    expect(failure(await ops('POST', '/ops/message', empty)).message).toBe(
      'A message needs a title and content',
    )
    const nobody = { account: 'nobody@example.com', title: 'Hi', content: 'Hello' }
    expect(failure(await ops('POST', '/ops/message', nobody)).message).toBe('Account not found')
    expect(await auditRows('message', user.account)).toEqual([])
  })
})

describe('POST /ops/freeze', () => {
  const login = (email: string) =>
    call<string>(server, 'POST', '/api/user/login', {
      body: { type: 'email', user_string: email, password: PASSWORD },
      ip: freshIp(),
    })

  it('lets a frozen account sign in and read, refuses its seconds trades with the reason', async () => {
    const { email, token } = await registerEmail(server)
    const [{ id }] = await server.db.query<{ id: number }>(
      'SELECT id FROM users WHERE account_key = $1',
      [email],
    )
    await fund(server.db, server.clock, id, '100')
    const frozen = okMessage(
      await ops<{ frozen: boolean }>('POST', '/ops/freeze', { account: email, frozen: '1' }),
    )
    expect(frozen).toEqual({ account: email, frozen: true })

    const fresh = okMessage(await login(email))
    for (const session of [token, fresh]) {
      okMessage(await call(server, 'GET', '/api/user/info', { token: session }))
      expect(await balanceOf(server, session)).toBe('100.00')
      expect((await realState(server, session)).review_status).toBe(0)
      okMessage(
        await call(server, 'GET', '/api/microtrade/lists', {
          token: session,
          body: { status: '1' },
        }),
      )
    }
    const refused = failure(await placeOrder(server, fresh, {}))
    expect(refused).toEqual({
      type: 'error',
      message: 'This account is frozen. Please contact customer service.',
    })
    const inGerman = await call(server, 'POST', '/api/microtrade/submit', {
      token: fresh,
      body: { match_id: '1', currency_id: '3', type: '1', seconds: '30', number: '10', lang: 'de' },
    })
    expect(failure(inGerman).message).toBe(
      'Dieses Konto ist gesperrt. Bitte wenden Sie sich an den Kundendienst.',
    )
    expect(await balanceOf(server, fresh)).toBe('100.00')
    const orders = await server.db.query('SELECT 1 FROM micro_orders WHERE user_id = $1', [id])
    expect(orders).toHaveLength(0)

    okMessage(await ops('POST', '/ops/freeze', { account: email, frozen: '0' }))
    okMessage(await placeOrder(server, fresh, {}))
    expect((await auditRows('freeze', email)).map((r) => r.detail)).toEqual([
      { user_id: id, was_frozen: false },
    ])
    expect((await auditRows('unfreeze', email)).map((r) => r.detail)).toEqual([
      { user_id: id, was_frozen: true },
    ])
  })

  it('requireNotFrozen throws the translated refusal for a frozen account only', async () => {
    const user = await newUser()
    await expect(server.db.tx((q) => requireNotFrozen(q, user.id))).resolves.toBeUndefined()
    await server.db.query('UPDATE users SET frozen = true WHERE id = $1', [user.id])
    const thrown = await server.db.tx((q) => requireNotFrozen(q, user.id)).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(AppError)
    expect(thrown).toMatchObject({ key: 'account_frozen', type: 'error' })
  })

  it('refuses an unknown account', async () => {
    const answer = await ops('POST', '/ops/freeze', { account: 'nobody@example.com', frozen: '1' })
    expect(failure(answer).message).toBe('Account not found')
  })
})

describe('npm run ops', () => {
  async function run(args: string[]) {
    const out: string[] = []
    const err: string[] = []
    const code = await runOps(args, {
      env: { OPS_TOKEN, OPS_URL: server.url },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    })
    return { code, out: out.join('\n'), err: err.join('\n') }
  }

  it('reads the queue, decides, messages and freezes', async () => {
    const user = await newUser()
    okMessage(await realName(server, user.token, GOOD_PRIMARY))
    const listed = await run(['queue'])
    expect(listed).toMatchObject({ code: 0, err: '' })
    expect(listed.out).toContain(`"account": "${user.account}"`)

    const rejected = await run(['kyc-reject', user.account, 'primary', '--reason', 'Too dark'])
    expect(rejected).toMatchObject({ code: 0, err: '' })
    expect((await realState(server, user.token)).real_data?.remark).toBe('Too dark')
    okMessage(await realName(server, user.token, GOOD_PRIMARY))
    expect(await run(['kyc-approve', user.account, 'primary'])).toMatchObject({ code: 0 })
    expect((await realState(server, user.token)).review_status).toBe(2)

    const message = await run(['message', user.account, '--title', 'Hi', '--content', 'Welcome'])
    expect(message).toMatchObject({ code: 0, err: '' })
    expect(await run(['freeze', user.account])).toMatchObject({ code: 0 })
    const [row] = await server.db.query<{ frozen: boolean }>(
      'SELECT frozen FROM users WHERE id = $1',
      [user.id],
    )
    expect(row.frozen).toBe(true)
    expect(await run(['unfreeze', user.account])).toMatchObject({ code: 0 })
  })

  it('explains its usage and passes refusals on', async () => {
    expect((await run(['kyc-reject', 'a@example.com', 'primary'])).code).toBe(2)
    expect((await run(['kyc-approve', 'a@example.com', 'basic'])).code).toBe(2)
    expect((await run(['message', 'a@example.com', '--title', 'Hi'])).code).toBe(2)
    const refused = await run(['kyc-approve', 'nobody@example.com', 'primary'])
    expect(refused.code).toBe(1)
    expect(refused.err).toContain('Account not found')
  })
})
