// A session that ends stops hearing the user's events at once (issue 11): a logout takes its
// sockets out of the user's room, a password reset takes out every session's sockets, a password
// change all but the changing session's. Sockets here are real socket.io clients; the pushes are
// real settlements of seconds trades.
import { io as connect, type Socket } from 'socket.io-client'
import { SOCKET_EVENTS, type SocketLoginAck } from '../../../types/market'
import type { UserInfo } from '../../../types/user'
import { contextOf } from '../../../server/src/app'
import { SETTLE_JOB } from '../../../server/src/microtrade/settler'
import { MINUTE, SECOND } from '../../../server/src/infra/clock'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  freshIp,
  okMessage,
  PASSWORD,
  registerEmail,
  sendCode,
  type TestServer,
} from './helpers'
import { fund, startTradeServer, submit } from './microtradeHelpers'

const NEW_PASSWORD = 'Changed99'

let server: TestServer
beforeAll(async () => {
  ;({ server } = await startTradeServer())
}, BOOT_TIMEOUT)
const sockets: Socket[] = []
afterAll(async () => {
  sockets.forEach((s) => s.close())
  await server.close()
})

interface Listener {
  socket: Socket
  closed: unknown[]
}

/** A socket signed in with `token`, recording every closed_microorder it hears. */
async function listen(token: string): Promise<Listener> {
  const socket = connect(server.url, { transports: ['websocket'], forceNew: true })
  sockets.push(socket)
  const closed: unknown[] = []
  socket.on(SOCKET_EVENTS.closedMicroOrder, (payload: unknown) => closed.push(payload))
  const ack: SocketLoginAck = await socket.timeout(3000).emitWithAck(SOCKET_EVENTS.login, token)
  expect(ack).toEqual({ ok: true })
  return { socket, closed }
}

function login(email: string, password = PASSWORD): Promise<string> {
  return call<string>(server, 'POST', '/api/user/login', {
    body: { type: 'email', user_string: email, password },
    ip: freshIp(),
  }).then(okMessage)
}

/** A registered, funded user signed in twice (two sessions). */
async function userWithTwoSessions() {
  const { email, token } = await registerEmail(server)
  const { id } = okMessage(await call<UserInfo>(server, 'GET', '/api/user/info', { token }))
  await fund(server.db, server.clock, id, '100')
  return { email, id, first: token, second: await login(email) }
}

/**
 * Places and settles an order with `token`; resolves once `hears` got its event, then makes a
 * round trip on every socket in `deaf`, so anything sent to them would have arrived.
 */
async function settleOrder(token: string, hears: Listener, deaf: Listener[]) {
  const before = hears.closed.length
  const order = await submit(server, token, { number: '10' })
  server.clock.advance(30 * SECOND)
  expect(await contextOf(server.app).jobs.runJob(SETTLE_JOB)).toBe(1)
  for (let wait = 0; wait < 200 && hears.closed.length === before; wait++) {
    await new Promise((r) => setTimeout(r, 10))
  }
  expect(hears.closed.slice(before)).toEqual([
    expect.objectContaining({ data: expect.objectContaining({ id: order.id }) }),
  ])
  for (const { socket } of deaf) await socket.timeout(3000).emitWithAck(SOCKET_EVENTS.login, '')
}

describe('logout', () => {
  it("silences the logged-out token's socket; the user's other session still hears", async () => {
    const user = await userWithTwoSessions()
    const loggedOut = await listen(user.first)
    const stays = await listen(user.second)
    okMessage(await call(server, 'GET', '/api/user/logout', { token: user.first }))

    await settleOrder(user.second, stays, [loggedOut])
    expect(loggedOut.closed).toEqual([])
    // Still connected (quotes keep coming), just no longer the user's.
    expect(loggedOut.socket.connected).toBe(true)
  })

  it('a failed sign-in on a signed-in socket changes nothing: its logout still silences it', async () => {
    const user = await userWithTwoSessions()
    const socket = await listen(user.first)
    const ack: SocketLoginAck = await socket.socket
      .timeout(3000)
      .emitWithAck(SOCKET_EVENTS.login, 'not-a-token')
    expect(ack).toEqual({ ok: false })
    okMessage(await call(server, 'GET', '/api/user/logout', { token: user.first }))
    const stays = await listen(user.second)
    await settleOrder(user.second, stays, [socket])
    expect(socket.closed).toEqual([])
  })

  it('a socket signed in again with a live token hears again', async () => {
    const user = await userWithTwoSessions()
    const socket = await listen(user.first)
    okMessage(await call(server, 'GET', '/api/user/logout', { token: user.first }))
    const ack: SocketLoginAck = await socket.socket
      .timeout(3000)
      .emitWithAck(SOCKET_EVENTS.login, user.second)
    expect(ack).toEqual({ ok: true })
    await settleOrder(user.second, socket, [])
  })
})

describe('password reset (/user/forget)', () => {
  it('refuses every old token and silences every old socket', async () => {
    const user = await userWithTwoSessions()
    const first = await listen(user.first)
    const second = await listen(user.second)
    server.clock.advance(MINUTE)
    const code = await sendCode(server, user.email, 'forget')
    okMessage(
      await call(server, 'POST', '/api/user/forget', {
        body: { account: user.email, code, password: NEW_PASSWORD, repassword: NEW_PASSWORD },
        ip: freshIp(),
      }),
    )
    for (const token of [user.first, user.second]) {
      expect(failure(await call(server, 'GET', '/api/user/info', { token })).type).toBe('999')
    }

    const fresh = await login(user.email, NEW_PASSWORD)
    const listener = await listen(fresh)
    await settleOrder(fresh, listener, [first, second])
    expect(first.closed).toEqual([])
    expect(second.closed).toEqual([])
  })
})

describe('password change (/safe/update_password)', () => {
  it("keeps the changing session's socket and silences the others", async () => {
    const user = await userWithTwoSessions()
    const changer = await listen(user.first)
    const other = await listen(user.second)
    server.clock.advance(MINUTE)
    const code = await sendCode(server, user.email, 'forget')
    okMessage(
      await call(server, 'POST', '/api/safe/update_password', {
        token: user.first,
        body: { password: NEW_PASSWORD, re_password: NEW_PASSWORD, code },
      }),
    )
    expect(failure(await call(server, 'GET', '/api/user/info', { token: user.second })).type).toBe(
      '999',
    )
    await settleOrder(user.first, changer, [other])
    expect(other.closed).toEqual([])
  })
})
