// Two server processes on one PostgreSQL (issue 14 item 4), started as `npm start` starts them:
// a user's socket on node B hears the settlement of orders placed through node A, a deposit made
// on B and approved on A shows on B, login attempts from one address are limited across both,
// and the two nodes' settlers settle every order exactly once. Needs TEST_DATABASE_URL, as CI has.
import sharp from 'sharp'
import { io as connect, type Socket } from 'socket.io-client'
import { SOCKET_EVENTS } from '../../types/market'
import type { ClosedMicroOrderEvent } from '../../types/microtrade'
import { openDb, type Db } from '../../server/src/db/client'
import { migrate } from '../../server/src/db/migrate'
import { ops, registerUser, startAppServer, userPost, type AppServer } from '../support/appServer'
import { countUnbalanced } from '../support/books'
import { freshPgUrl } from '../support/pg'

const pgBase = process.env.TEST_DATABASE_URL
/** a time option this short lets the orders settle while the test waits */
const SECONDS = 2

;(pgBase ? describe : describe.skip)('two nodes on one PostgreSQL (skipped without it)', () => {
  let db: Db
  let a: AppServer
  let b: AppServer
  const sockets: Socket[] = []

  beforeAll(async () => {
    const url = await freshPgUrl()
    db = await openDb({ url })
    await migrate(db)
    await db.query(
      `INSERT INTO seconds_options (seconds, status, profit_ratio, min_amount, fee_rate)
       VALUES ($1, 1, 10, 1, 0.001)`,
      [SECONDS],
    )
    ;[a, b] = await Promise.all([
      startAppServer({ databaseUrl: url }),
      startAppServer({ databaseUrl: url }),
    ])
  }, 120_000)

  afterAll(async () => {
    for (const s of sockets) s.disconnect()
    await Promise.all([a?.dispose(), b?.dispose()])
    await db?.close()
  })

  async function socketOn(origin: string, token: string): Promise<Socket> {
    const socket = connect(origin, { transports: ['websocket'], forceNew: true })
    sockets.push(socket)
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('connect_error', reject)
    })
    expect(await socket.timeout(5000).emitWithAck(SOCKET_EVENTS.login, { token })).toEqual({
      ok: true,
    })
    return socket
  }

  const get = async <T>(origin: string, token: string, path: string): Promise<T> => {
    const res = await fetch(`${origin}/api${path}`, {
      headers: { authorization: encodeURIComponent(token) },
    })
    const body = (await res.json()) as { type: string; message: T }
    if (body.type !== 'ok') throw new Error(`${path}: ${JSON.stringify(body)}`)
    return body.message
  }

  test('orders placed through either node settle once each, by either settler, and are heard on B', async () => {
    const users = await Promise.all([registerUser(a.origin), registerUser(b.origin)])
    for (const u of users) await ops(b.origin, 'credit', { account: u.email, amount: '1000' })
    const heard = new Map<number, number>()
    for (const u of users) {
      const socket = await socketOn(b.origin, u.token)
      socket.on(SOCKET_EVENTS.closedMicroOrder, (e: ClosedMicroOrderEvent) =>
        heard.set(e.data.id, (heard.get(e.data.id) ?? 0) + 1),
      )
    }
    const ids: number[] = []
    for (let i = 0; i < 12; i++) {
      const u = users[i % 2]
      const placed = await userPost(
        i % 3 === 0 ? b.origin : a.origin,
        u.token,
        '/microtrade/submit',
        {
          match_id: '1',
          currency_id: '3',
          type: i % 2 ? '1' : '2',
          seconds: String(SECONDS),
          number: '10',
        },
      )
      expect(placed.type).toBe('ok')
      ids.push((placed.message as unknown as { id: number }).id)
    }
    const deadline = Date.now() + 30_000
    while (heard.size < ids.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200))
    }
    // every order closed, heard once on node B, and paid at most once (nothing when lost)
    expect([...heard.keys()].sort((x, y) => x - y)).toEqual(ids.slice().sort((x, y) => x - y))
    expect([...heard.values()].every((n) => n === 1)).toBe(true)
    const rows = await db.query<{ id: number; status: number; credits: number }>(
      `SELECT o.id, o.status, count(r.id)::int AS credits FROM micro_orders o
         LEFT JOIN account_records r ON r.ref_type = 'micro_order' AND r.ref_id = o.id
                                    AND r.type IN ('micro_payout', 'micro_refund')
        WHERE o.id = ANY($1::bigint[]) GROUP BY o.id`,
      [ids],
    )
    expect(rows).toHaveLength(ids.length)
    for (const row of rows) {
      expect(row.status).toBe(3)
      expect(row.credits).toBeLessThanOrEqual(1)
    }
    // each balance is still the sum of its records, whichever node wrote them
    expect(await countUnbalanced(db)).toBe(0)
  })

  test('a deposit made on B and approved on A shows on B', async () => {
    const user = await registerUser(b.origin)
    const form = new FormData()
    const png = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#88aacc' },
    })
      .png()
      .toBuffer()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'voucher.png')
    const uploaded = (await (
      await fetch(`${b.origin}/api/upload`, {
        method: 'POST',
        body: form,
        headers: { authorization: encodeURIComponent(user.token) },
      })
    ).json()) as { type: string; message: string }
    expect(uploaded.type).toBe('ok')
    const asked = await userPost(b.origin, user.token, '/wallet/charge_req', {
      currency: '3',
      type: '2',
      account: uploaded.message,
      amount: '250',
    })
    expect(asked.type).toBe('ok')
    const id = (asked.message as unknown as { id: number }).id
    await ops(a.origin, 'recharge/decide', { id: String(id), approve: '1', reason: '' })
    const detail = await get<{ status: number }>(b.origin, user.token, `/recharge/detail?id=${id}`)
    expect(detail.status).toBe(2)
    const listed = await userPost(b.origin, user.token, '/wallet/list', {})
    const wallets = listed.message as unknown as {
      legal_wallet: { balance: { currency: number; legal_balance: string }[] }
    }
    const usdt = wallets.legal_wallet.balance.find((w) => w.currency === 3)
    expect(usdt?.legal_balance).toMatch(/^250(\.0+)?$/)
  })

  test('login attempts from one address are counted across both nodes', async () => {
    const answers: string[] = []
    for (let i = 0; i < 22; i++) {
      const answer = await userPost(i % 2 ? b.origin : a.origin, '', '/user/login', {
        type: 'email',
        user_string: `nobody${i}@example.com`,
        password: 'wrong123',
      })
      answers.push(answer.type === 'ok' ? 'ok' : answer.message)
    }
    // 20 a minute from one address (DEFAULT_LIMITS.loginPerIp), whichever node is asked
    expect(answers.slice(0, 20)).toEqual(Array(20).fill('Incorrect account or password'))
    expect(answers.slice(20)).toEqual(Array(2).fill('Too many requests. Please try again later.'))
  })
})
