// Two server processes on one PostgreSQL (issue 14 item 4), started as `npm start` starts them:
// a user's socket on node B hears the settlement of orders placed through node A, a deposit made
// on B and approved on A shows on B, login attempts from one address are limited across both,
// and the two nodes' settlers settle every order exactly once. Last, 50 users race spot orders
// through both nodes while B is killed (-9) and restarted (issue 26). Needs TEST_DATABASE_URL, as
// CI has.
import sharp from 'sharp'
import { io as connect, type Socket } from 'socket.io-client'
import { SOCKET_EVENTS } from '../../types/market'
import type { ClosedMicroOrderEvent } from '../../types/microtrade'
import { openDb, type Db } from '../../server/src/infra/db/client'
import { migrate } from '../../server/src/infra/db/migrate'
import { ops, registerUser, startAppServer, userPost, type AppServer } from '../support/appServer'
import { countUnbalanced, crossedBooks, frozenMismatches } from '../support/books'
import { dec } from '../../server/src/infra/money/decimal'
import { freshPgUrl } from '../support/pg'
import { seedFundedUsers } from '../support/seedUsers'

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

  test('50 users race spot orders through both nodes, B is killed mid-stream and restarted, and the books reconcile', async () => {
    const FUNDS: Record<number, string> = { 1: '1', 3: '100000' }
    const traders = await seedFundedUsers(
      db,
      50,
      Object.entries(FUNDS).map(([currencyId, amount]) => ({
        wallet: 'change' as const,
        currencyId: Number(currencyId),
        amount,
      })),
      'racer',
    )
    const quotes = await get<{ name: string; quotation: { id: number; now_price: string }[] }[]>(
      a.origin,
      traders[0].token,
      '/currency/quotation_new',
    )
    const btc = quotes.flatMap((g) => g.quotation).find((m) => m.id === 1)
    const index = dec(btc?.now_price ?? '0').toDecimalPlaces(0)

    let answered = 0
    let bDown = false
    let failedOver = 0
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
    /** As the app sends a money call: one key for all its tries, on another node when one dies. */
    const send = async (
      token: string,
      path: string,
      body: Record<string, string>,
      viaB: boolean,
    ) => {
      const key = `race-${Math.random().toString(36).slice(2)}`
      for (let attempt = 0; attempt < 60; attempt++) {
        const origin = viaB && !bDown && attempt === 0 ? b.origin : a.origin
        try {
          const res = await fetch(`${origin}/api${path}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              authorization: encodeURIComponent(token),
              'idempotency-key': key,
            },
            body: new URLSearchParams(body).toString(),
          })
          if (res.status === 503) {
            await sleep(200)
            continue
          }
          answered++
          return (await res.json()) as { type: string; message: unknown }
        } catch {
          // the node died with the request: the same key on the other node
          failedOver++
          await sleep(100)
        }
      }
      throw new Error(`${path} never answered`)
    }
    const killer = (async () => {
      while (answered < 150) await sleep(5)
      await b.kill()
      bDown = true
    })()

    const placed: number[] = []
    const refusals: string[] = []
    await Promise.all(
      traders.map(async (trader, n) => {
        for (let k = 0; k < 8; k++) {
          const side = (n + k) % 2 === 0 ? '1' : '2'
          const market = k % 5 === 4
          const price = index.plus(((n * 7 + k * 13) % 41) - 20).toFixed()
          const answer = await send(
            trader.token,
            '/coin/trade',
            {
              currency_id: '1',
              legal_id: '3',
              type: side,
              amount: dec(String(((n + k) % 9) + 1))
                .times('0.001')
                .toFixed(),
              ...(market ? {} : { target_price: price }),
            },
            k % 2 === 1,
          )
          if (answer.type !== 'ok') {
            refusals.push(String(answer.message))
            continue
          }
          const order = answer.message as { id: number; status: number }
          placed.push(order.id)
          if (order.status === 1 && k % 3 === 2) {
            const cancelled = await send(
              trader.token,
              '/coin/cancel',
              { id: String(order.id) },
              k % 2 === 0,
            )
            if (cancelled.type !== 'ok') refusals.push(String(cancelled.message))
          }
        }
      }),
    )
    await killer
    await b.start()

    // B died with requests under way, each got an answer of the rules, and no retry placed twice
    expect(failedOver).toBeGreaterThan(0)
    expect(refusals.filter((r) => r.startsWith('Something went wrong'))).toEqual([])
    expect(new Set(placed).size).toBe(placed.length)
    const ids = traders.map((t) => t.id)
    const [{ orders }] = await db.query<{ orders: number }>(
      'SELECT count(*)::int AS orders FROM spot_orders WHERE user_id = ANY($1)',
      [ids],
    )
    expect(orders).toBe(placed.length)
    expect(placed.length).toBeGreaterThan(300)

    // the ledger and the book agree, whichever node wrote them and whatever died on the way
    expect(await countUnbalanced(db)).toBe(0)
    expect(await frozenMismatches(db)).toEqual([])
    expect(await crossedBooks(db)).toEqual([])
    const unfilled = await db.query(
      `SELECT o.id FROM spot_orders o
        WHERE o.user_id = ANY($1) AND o.filled <> COALESCE((SELECT sum(f.amount) FROM spot_fills f
              WHERE f.maker_order_id = o.id OR f.taker_order_id = o.id), 0)`,
      [ids],
    )
    expect(unfilled).toEqual([])
    const [{ fills }] = await db.query<{ fills: number }>(
      'SELECT count(*)::int AS fills FROM spot_fills WHERE taker_user_id = ANY($1)',
      [ids],
    )
    expect(fills).toBeGreaterThan(50)
    // nothing made or lost: what everyone holds plus the fees taken is what the traders were given
    // and the house issued for its market maker
    for (const [currencyId, amount] of Object.entries(FUNDS)) {
      const [{ held, fees, issued }] = await db.query<{
        held: string
        fees: string
        issued: string
      }>(
        `SELECT (SELECT COALESCE(sum(balance + frozen), 0) FROM balances
                  WHERE wallet = 'change' AND currency_id = $1) AS held,
                (SELECT COALESCE(sum(CASE WHEN maker_fee_currency = $1 THEN maker_fee ELSE 0 END
                                   + CASE WHEN taker_fee_currency = $1 THEN taker_fee ELSE 0 END), 0)
                   FROM spot_fills) AS fees,
                (SELECT COALESCE(sum(change), 0) FROM account_records
                  WHERE wallet = 'change' AND currency_id = $1 AND type = 'house_issue') AS issued`,
        [Number(currencyId)],
      )
      expect(dec(held).plus(fees).toFixed()).toBe(
        dec(amount).times(traders.length).plus(issued).toFixed(),
      )
    }
    // the restarted node serves the same book as the one that stayed up (read between two equal
    // reads of A, as the market maker may requote meanwhile)
    const depthOf = (origin: string) =>
      get<{ seq: number; bids: unknown; asks: unknown }>(
        origin,
        traders[0].token,
        '/coin/depth?match_id=1',
      )
    let same = false
    for (let i = 0; i < 20 && !same; i++) {
      const before = await depthOf(a.origin)
      const onB = await depthOf(b.origin)
      const after = await depthOf(a.origin)
      same =
        JSON.stringify(before) === JSON.stringify(after) &&
        JSON.stringify(onB) === JSON.stringify(before)
    }
    expect(same).toBe(true)
  }, 180_000)
})
