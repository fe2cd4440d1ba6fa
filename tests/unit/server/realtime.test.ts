// The socket gateway: quotes to everyone, candles and depth to their rooms only, a user's room
// joined with the session token, and nothing a client sends can break it.
import { io as connect, type Socket } from 'socket.io-client'
import {
  SOCKET_EVENTS,
  type Candle,
  type DayMarketEvent,
  type DepthEvent,
  type KlineEvent,
  type SocketLoginAck,
} from '../../../types/market'
import type { UserInfo } from '../../../types/user'
import { contextOf } from '../../../server/src/app'
import { ManualClock } from '../../../server/src/infra/clock'
import type { MarketFeed } from '../../../server/src/market/feed'
import {
  BOOT_TIMEOUT,
  call,
  okMessage,
  registerEmail,
  startServer,
  type TestServer,
} from './helpers'

const NOW = '2026-11-21T12:00:00.000Z'

let server: TestServer
let feed: MarketFeed
const sockets: Socket[] = []

beforeAll(async () => {
  server = await startServer({ clock: new ManualClock(NOW) })
  feed = contextOf(server.app).feed
  feed.advanceTo(server.clock.now().getTime())
}, BOOT_TIMEOUT)
// Closing the app with clients still connected must not wait for them.
afterAll(async () => {
  await server.close()
  for (let wait = 0; wait < 50 && sockets.some((s) => s.connected); wait++) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  expect(sockets.filter((s) => s.connected)).toEqual([])
})

async function client(): Promise<Socket> {
  const socket = connect(server.url, {
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

/** Events of one kind a socket receives, and a way to wait for the next ones. */
function collect<T>(socket: Socket, event: string) {
  const seen: T[] = []
  const waiters: { count: number; resolve: () => void }[] = []
  socket.on(event, (payload: T) => {
    seen.push(payload)
    for (const w of [...waiters]) {
      if (seen.length >= w.count) {
        waiters.splice(waiters.indexOf(w), 1)
        w.resolve()
      }
    }
  })
  return {
    seen,
    until(count: number, ms = 3000): Promise<void> {
      if (seen.length >= count) return Promise.resolve()
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${event}: ${seen.length}/${count}`)), ms)
        waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) })
      })
    },
  }
}

function login(socket: Socket, payload: unknown): Promise<SocketLoginAck> {
  return socket.timeout(3000).emitWithAck(SOCKET_EVENTS.login, payload)
}

/** Everything this socket sent before has been handled once the server answers this. */
const roundTrip = (socket: Socket) => login(socket, '')

/** Moves the clock and the feed step by step, as the timer would; the gateway sends what changed. */
async function advance(ms: number) {
  for (let done = 0; done < ms; done += 250) {
    server.clock.advance(250)
    feed.advanceTo(server.clock.now().getTime())
    await new Promise((resolve) => setImmediate(resolve))
  }
}

describe('transport', () => {
  it('speaks Engine.IO 3 to older clients as well as 4', async () => {
    const eio3 = await fetch(`${server.url}/socket.io/?EIO=3&transport=polling`)
    expect(eio3.status).toBe(200)
    expect(await eio3.text()).toMatch(/"sid":"[^"]+"/)
    const eio4 = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`)
    expect(await eio4.text()).toMatch(/^0\{"sid":/)
  })
})

describe('daymarket', () => {
  it('reaches a plain client, at most once a second per symbol', async () => {
    const socket = await client()
    const day = collect<DayMarketEvent>(socket, SOCKET_EVENTS.daymarket)
    await advance(2000)
    const symbols = feed.matches().length
    await day.until(symbols)
    const btc = day.seen.filter((e) => e.match_id === 1)
    expect(btc[0]).toMatchObject({ currency_id: 1, legal_id: 3, symbol: 'BTC/USDT' })
    expect(Object.keys(btc[0]).sort()).toEqual(
      [
        'change',
        'currency_id',
        'high',
        'legal_id',
        'low',
        'match_id',
        'now_price',
        'symbol',
        'time',
        'turnover',
        'volume',
      ].sort(),
    )
    const times = btc.map((e) => e.time)
    times.slice(1).forEach((t, i) => expect(t - times[i]).toBeGreaterThanOrEqual(1000))
    expect(btc.at(-1)?.now_price).toBe(feed.priceAt(1, btc.at(-1)?.time ?? 0))
  })
})

describe('rooms', () => {
  it('sends kline only to subscribers of that symbol and period, joining REST without a gap', async () => {
    const subscriber = await client()
    const other = await client()
    const klines = collect<KlineEvent>(subscriber, SOCKET_EVENTS.kline)
    const otherKlines = collect<KlineEvent>(other, SOCKET_EVENTS.kline)
    const otherDay = collect<DayMarketEvent>(other, SOCKET_EVENTS.daymarket)
    subscriber.emit(SOCKET_EVENTS.subKline, { match_id: 1, period: '1min' })
    other.emit(SOCKET_EVENTS.subKline, { match_id: 2, period: '1min' })
    await roundTrip(subscriber)
    await roundTrip(other)

    const rest = okMessage(
      await call<Candle[]>(server, 'POST', '/api/currency/new_kline', {
        body: { match_id: '1', period: '1min', from: String(Date.parse(NOW) - 600_000) },
      }),
    )
    const last = rest[rest.length - 1]
    await advance(250)
    await klines.until(1)
    const first = klines.seen[0]
    expect(first).toMatchObject({ match_id: 1, period: '1min', symbol: 'BTC/USDT', legal_id: 3 })
    // The live candle carries on from the REST one: an update of it, or the next one.
    expect([last.time, last.time + 60_000]).toContain(first.time)
    if (first.time === last.time) expect(first.open).toBe(last.open)

    // Whatever the other client was sent in that round came before the daymarket of the next.
    const before = otherDay.seen.length
    await advance(1000)
    await otherDay.until(before + 1)
    expect(otherKlines.seen.every((k) => k.match_id === 2)).toBe(true)
    expect(klines.seen.every((k) => k.match_id === 1 && k.period === '1min')).toBe(true)
    const gaps = klines.seen.slice(1).map((k, i) => k.time - klines.seen[i].time)
    expect(gaps.every((g) => g === 0 || g === 60_000)).toBe(true)

    subscriber.emit(SOCKET_EVENTS.unsubKline, { match_id: 1, period: '1min' })
    await roundTrip(subscriber)
    const count = klines.seen.length
    const day = collect<DayMarketEvent>(subscriber, SOCKET_EVENTS.daymarket)
    await advance(1000)
    await day.until(1)
    expect(klines.seen).toHaveLength(count)
  })

  it('sends depth to its room at most every 500 ms', async () => {
    const socket = await client()
    const depth = collect<DepthEvent>(socket, SOCKET_EVENTS.depth)
    socket.emit(SOCKET_EVENTS.subDepth, { match_id: '3' })
    await roundTrip(socket)
    await advance(2000)
    await depth.until(3)
    expect(depth.seen.every((d) => d.match_id === 3 && d.bids.length === 10)).toBe(true)
    expect(depth.seen.length).toBeLessThanOrEqual(5)
  })
})

describe('user room', () => {
  it('refuses a bad token and joins the user room with a good one', async () => {
    const { token } = await registerEmail(server)
    const user = okMessage(await call<UserInfo>(server, 'GET', '/api/user/info', { token }))
    const mine = await client()
    const stranger = await client()
    expect(await login(stranger, 'not-a-token')).toEqual({ ok: false })
    expect(await login(stranger, String(user.id))).toEqual({ ok: false })
    expect(await login(stranger, { user_id: user.id })).toEqual({ ok: false })
    expect(await login(mine, token)).toEqual({ ok: true })

    const got = collect<{ id: number }>(mine, SOCKET_EVENTS.mailMessage)
    const leaked = collect<{ id: number }>(stranger, SOCKET_EVENTS.mailMessage)
    contextOf(server.app).realtime.emitToUser(user.id, SOCKET_EVENTS.mailMessage, { id: 7 })
    await got.until(1)
    expect(got.seen).toEqual([{ id: 7 }])
    await roundTrip(stranger)
    expect(leaked.seen).toEqual([])
  })

  it('accepts the token as { token } too, and a revoked one no more', async () => {
    const { token } = await registerEmail(server)
    const socket = await client()
    expect(await login(socket, { token })).toEqual({ ok: true })
    okMessage(await call(server, 'GET', '/api/user/logout', { token }))
    expect(await login(await client(), token)).toEqual({ ok: false })
  })
})

describe('bad input', () => {
  it('ignores malformed subscriptions and keeps serving', async () => {
    const socket = await client()
    const klines = collect<KlineEvent>(socket, SOCKET_EVENTS.kline)
    const nested: Record<string, unknown> = {}
    let cursor = nested
    for (let i = 0; i < 200; i++) cursor = (cursor.next = {}) as Record<string, unknown>
    for (const payload of [
      null,
      undefined,
      42,
      'x',
      '{"match_id": 1, "period": "2min"}',
      '{broken json',
      [1, '1min'],
      { match_id: 'abc', period: '1min' },
      { match_id: -1, period: '1min' },
      { match_id: 99999, period: '1min' },
      { match_id: 1, period: { toString: 1 } },
      { match_id: 1.5, period: '1min' },
      nested,
    ]) {
      socket.emit(SOCKET_EVENTS.subKline, payload)
      socket.emit(SOCKET_EVENTS.subDepth, payload)
      socket.emit(SOCKET_EVENTS.unsubKline, payload)
      socket.emit(SOCKET_EVENTS.login, payload)
    }
    socket.emit('no_such_event', { a: 1 })
    await roundTrip(socket)
    await advance(1000)
    await roundTrip(socket)
    expect(socket.connected).toBe(true)
    expect(klines.seen).toEqual([])
    // A JSON string subscription (older clients) works.
    socket.emit(SOCKET_EVENTS.subKline, '{"match_id": 2, "period": "5min"}')
    await roundTrip(socket)
    await advance(250)
    await klines.until(1)
    expect(klines.seen[0]).toMatchObject({ match_id: 2, period: '5min' })
  })

  it('limits how many rooms one connection may join', async () => {
    const socket = await client()
    const klines = collect<KlineEvent>(socket, SOCKET_EVENTS.kline)
    for (let id = 1; id <= 40; id++)
      socket.emit(SOCKET_EVENTS.subKline, { match_id: id, period: '1min' })
    await roundTrip(socket)
    await advance(1000)
    await klines.until(20)
    await roundTrip(socket)
    const ids = new Set(klines.seen.map((k) => k.match_id))
    expect(ids.size).toBe(32)
    expect(Math.max(...ids)).toBe(32)
  })
})
