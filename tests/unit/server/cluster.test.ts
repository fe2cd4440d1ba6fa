// Two nodes on one PostgreSQL (issue 14 item 1): an event for a user reaches them on whichever
// node their socket is (socket.io's PostgreSQL adapter), and so does a spot book's change, made by
// whichever node matched; market events stay on the node that computed them (every node computes
// the same feed). Needs TEST_DATABASE_URL, as CI has.
import { io as connect, type Socket } from 'socket.io-client'
import { SOCKET_EVENTS, type DayMarketEvent, type SocketLoginAck } from '../../../types/market'
import { buildApp, contextOf } from '../../../server/src/app'
import { ManualClock } from '../../../server/src/infra/clock'
import { openDb, type Db } from '../../../server/src/infra/db/client'
import { migrate } from '../../../server/src/infra/db/migrate'
import { freshPgUrl } from './helpers'
import type { SpotDepthEvent, SpotTradeEvent } from '../../../types/catalogue/spot'
import { fund, makeUser } from './microtradeHelpers'
import { createSession } from '../../../server/src/identity/sessions'

const pgUrl = process.env.TEST_DATABASE_URL
const OPS_TOKEN = 'ops-secret-for-cluster-tests'

;(pgUrl ? describe : describe.skip)(
  'two nodes on one PostgreSQL (skipped without TEST_DATABASE_URL)',
  () => {
    const clock = new ManualClock('2030-02-01T12:00:00.000Z')
    const dbs: Db[] = []
    const sockets: Socket[] = []
    let nodes: {
      url: string
      close: () => Promise<void>
      app: Awaited<ReturnType<typeof buildApp>>
    }[]

    beforeAll(async () => {
      const url = await freshPgUrl()
      const start = async () => {
        const db = await openDb({ url })
        dbs.push(db)
        const app = await buildApp({
          db,
          clock,
          uploadDir: '/tmp',
          opsToken: OPS_TOKEN,
          passwordCost: 1024,
        })
        const origin = await app.listen({ port: 0, host: '127.0.0.1' })
        return { url: origin, app, close: () => app.close() }
      }
      await migrate(await openDb({ url }).then((db) => (dbs.push(db), db)))
      nodes = [await start(), await start()]
    }, 60_000)

    afterAll(async () => {
      for (const s of sockets) s.disconnect()
      for (const node of nodes ?? []) await node.close()
      for (const db of dbs) await db.close()
    })

    async function socketOn(origin: string): Promise<Socket> {
      const socket = connect(origin, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      })
      sockets.push(socket)
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve())
        socket.once('connect_error', reject)
      })
      return socket
    }

    it('brings an operator’s message sent through node A to the user’s socket on node B', async () => {
      const [a, b] = nodes
      const user = await makeUser(dbs[0], clock)
      const socket = await socketOn(b.url)
      const ack: SocketLoginAck = await socket
        .timeout(3000)
        .emitWithAck(SOCKET_EVENTS.login, { token: user.token })
      expect(ack).toEqual({ ok: true })
      const [{ account }] = await dbs[0].query<{ account: string }>(
        'SELECT account_key AS account FROM users WHERE id = $1',
        [user.id],
      )
      const heard = new Promise<{ data: { title: string } }>((resolve) =>
        socket.once(SOCKET_EVENTS.mailMessage, resolve),
      )
      const sent = await fetch(`${a.url}/ops/message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ops-token': OPS_TOKEN },
        body: JSON.stringify({ account, title: 'Across nodes', content: '<p>hello</p>' }),
      })
      expect(((await sent.json()) as { type: string }).type).toBe('ok')
      expect((await heard).data.title).toBe('Across nodes')
    })

    it('signs a session out from node A: on node B its token fails and its socket hears nothing more', async () => {
      const [a, b] = nodes
      const user = await makeUser(dbs[0], clock)
      const ended = await createSession(dbs[0], clock, user.id)
      const [staying, leaving] = [await socketOn(b.url), await socketOn(b.url)]
      for (const [socket, token] of [
        [staying, user.token],
        [leaving, ended],
      ] as const) {
        const ack: SocketLoginAck = await socket
          .timeout(3000)
          .emitWithAck(SOCKET_EVENTS.login, { token })
        expect(ack).toEqual({ ok: true })
      }
      const asA = (path: string, token: string, body: Record<string, string> = {}) =>
        fetch(`${a.url}/api${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            authorization: encodeURIComponent(token),
          },
          body: new URLSearchParams(body).toString(),
        }).then((r) => r.json() as Promise<{ type: string; message: unknown }>)
      const list = await fetch(`${a.url}/api/safe/sessions`, {
        headers: { authorization: encodeURIComponent(user.token) },
      }).then((r) => r.json() as Promise<{ message: { id: number; current: boolean }[] }>)
      const target = list.message.find((s) => !s.current)
      expect((await asA('/safe/session_end', user.token, { id: String(target?.id) })).type).toBe(
        'ok',
      )

      const onB = await fetch(`${b.url}/api/user/info`, {
        headers: { authorization: encodeURIComponent(ended) },
      }).then((r) => r.json() as Promise<{ type: string }>)
      expect(onB.type).toBe('999')
      const heardByLeaving: unknown[] = []
      leaving.on(SOCKET_EVENTS.mailMessage, (e: unknown) => heardByLeaving.push(e))
      const heard = new Promise((resolve) => staying.once(SOCKET_EVENTS.mailMessage, resolve))
      const [{ account }] = await dbs[0].query<{ account: string }>(
        'SELECT account_key AS account FROM users WHERE id = $1',
        [user.id],
      )
      await fetch(`${a.url}/ops/message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ops-token': OPS_TOKEN },
        body: JSON.stringify({ account, title: 'After sign-out', content: '<p>hello</p>' }),
      })
      await heard
      // a round trip on the signed-out socket: anything sent to it would have arrived by now
      await leaving.timeout(3000).emitWithAck(SOCKET_EVENTS.login, { token: '' })
      expect(heardByLeaving).toEqual([])
      expect(leaving.connected).toBe(true)
    })

    it('keeps market events on the node that computed them: no symbol arrives twice', async () => {
      const [a, b] = nodes
      const socket = await socketOn(b.url)
      const seen: DayMarketEvent[] = []
      socket.on(SOCKET_EVENTS.daymarket, (e: DayMarketEvent) => seen.push(e))
      for (let step = 0; step < 4; step++) {
        clock.advance(250)
        for (const node of [a, b]) contextOf(node.app).feed.advanceTo(clock.now().getTime())
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      await new Promise((resolve) => setTimeout(resolve, 300))
      const btc = seen.filter((e) => e.match_id === 1)
      expect(btc.length).toBe(1)
    })

    it('brings a spot book’s changes made on node A to its followers on node B, in sequence', async () => {
      const [a, b] = nodes
      const seller = await makeUser(dbs[0], clock)
      const buyer = await makeUser(dbs[0], clock)
      await fund(dbs[0], clock, seller.id, '1', 2, 'change')
      await fund(dbs[0], clock, buyer.id, '10000', 3, 'change')
      const socket = await socketOn(b.url)
      const depths: SpotDepthEvent[] = []
      const trades: SpotTradeEvent[] = []
      socket.on(SOCKET_EVENTS.coinDepth, (e: SpotDepthEvent) => depths.push(e))
      socket.on(SOCKET_EVENTS.coinTrade, (e: SpotTradeEvent) => trades.push(e))
      socket.emit(SOCKET_EVENTS.subCoin, { match_id: 2 })
      await new Promise((resolve) => setTimeout(resolve, 100))
      const trade = (token: string, body: Record<string, string>) =>
        fetch(`${a.url}/api/coin/trade`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            authorization: encodeURIComponent(token),
          },
          body: new URLSearchParams({ currency_id: '2', legal_id: '3', ...body }).toString(),
        }).then((r) => r.json() as Promise<{ type: string }>)
      expect(
        (await trade(seller.token, { type: '2', amount: '0.5', target_price: '3000' })).type,
      ).toBe('ok')
      expect(
        (await trade(buyer.token, { type: '1', amount: '0.2', target_price: '3000' })).type,
      ).toBe('ok')
      const deadline = Date.now() + 3000
      while ((depths.length < 2 || trades.length < 1) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      expect(depths.map((d) => [d.seq - d.prev_seq, d.asks])).toEqual([
        [1, [['3000', '0.5']]],
        [1, [['3000', '0.3']]],
      ])
      expect(depths[1].prev_seq).toBe(depths[0].seq)
      expect(trades).toEqual([
        expect.objectContaining({ match_id: 2, price: '3000', amount: '0.2', side: 'buy' }),
      ])
    })
  },
)
