// The socket.io gateway (DESIGN §5), on the HTTP server of the app at /socket.io. Quotes go to
// everyone; candles and depth to the rooms clients join; a client joins its own user room by
// sending its session token, never a user id, and leaves it when that session ends. Nothing a
// client sends can throw out of a handler.
import type { Server as HttpServer } from 'node:http'
import { Server, type DefaultEventsMap } from 'socket.io'
import { SOCKET_EVENTS, type SocketLoginAck } from '@wire/market'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import { isDbUnavailable } from '../db/availability'
import { requireSession, type SessionUser } from '../../identity/sessions'
import { sha256 } from '../crypto/tokens'
import type { MarketFeed } from '../../market/feed'
import type { ClusterLink } from './cluster'
import { Fanout } from './fanout'
import { auctionSubscription, depthSubscription, klineSubscription, loginToken } from './payloads'
import {
  auctionRoom,
  bookRoom,
  depthRoom,
  klineRoom,
  sessionRoom,
  userRoom,
  type Realtime,
} from './realtime'

/** Candle and depth rooms one connection may be in at once. */
export const MAX_SUBSCRIPTIONS = 32
/** Login attempts one connection may make (each costs a database query). */
export const MAX_LOGIN_ATTEMPTS = 10

export interface GatewayDeps {
  feed: MarketFeed
  db: Db
  clock: Clock
  onError: (err: unknown) => void
  /** events to user rooms reach every node (a PostgreSQL server); one node alone when absent */
  cluster?: ClusterLink
}

export interface Gateway extends Realtime {
  readonly io: Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>
  /** Drops every connection (clients will reconnect), so the HTTP server can close. */
  disconnectAll(): void
  close(): Promise<void>
}

export interface SocketData {
  userId?: number
  /** hash of the token this connection signed in with */
  tokenHash?: string
  logins: number
}

export function attachGateway(server: HttpServer, deps: GatewayDeps): Gateway {
  const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>(server, {
    path: '/socket.io',
    // socket.io 2 clients of this app family speak Engine.IO 3.
    allowEIO3: true,
    serveClient: false,
    // Clients only ever send small subscription messages.
    maxHttpBufferSize: 16 * 1024,
    ...(deps.cluster ? { adapter: deps.cluster.adapter } : {}),
  })
  const fanout = new Fanout(io, deps.feed, deps.onError)
  const stopTicks = deps.feed.onTick((tick) => fanout.tick(tick))
  const known = (matchId: number) => deps.feed.matches().some((m) => m.id === matchId)

  io.on('connection', (socket) => {
    socket.data.logins = 0
    const on = (event: string, handler: (payload: unknown, ack: unknown) => void | Promise<void>) =>
      socket.on(event, (payload: unknown, ack: unknown) => {
        try {
          void Promise.resolve(handler(payload, ack)).catch(deps.onError)
        } catch (err) {
          deps.onError(err)
        }
      })
    const subscriptions = () =>
      [...socket.rooms].filter((r) => /^(kline|depth|coin):/.test(r)).length
    const join = (room: string) => {
      if (socket.rooms.has(room) || subscriptions() < MAX_SUBSCRIPTIONS) void socket.join(room)
    }

    on(SOCKET_EVENTS.login, async (payload, ack) => {
      const reply = (ok: boolean, retry?: true) => {
        if (typeof ack === 'function') (ack as (answer: SocketLoginAck) => void)({ ok, retry })
      }
      const token = loginToken(payload)
      socket.data.logins++
      if (!token || socket.data.logins > MAX_LOGIN_ATTEMPTS) return reply(false)
      // The session's room is joined before the lookup: a logout or a password change that ends
      // the session while the lookup runs takes the socket out of it (dropSessionSockets), and
      // the check after the lookup then keeps it out of the user's room.
      const tokenHash = sha256(token)
      const room = sessionRoom(tokenHash)
      const previous = socket.data.tokenHash
      void socket.join(room)
      let session: SessionUser | undefined
      try {
        session = await requireSession(deps.db, deps.clock, token)
      } catch (err) {
        if (isDbUnavailable(err)) {
          // not the token's fault: the attempt is not counted and the app asks again
          socket.data.logins--
          if (tokenHash !== previous) void socket.leave(room)
          return reply(false, true)
        }
        session = undefined
      }
      if (!session || !socket.rooms.has(room)) {
        // A failed attempt leaves the connection signed in as it was.
        if (tokenHash !== previous) void socket.leave(room)
        return reply(false)
      }
      if (previous !== undefined && previous !== tokenHash) void socket.leave(sessionRoom(previous))
      socket.data.tokenHash = tokenHash
      const userId = session.user.id
      if (socket.data.userId !== undefined && socket.data.userId !== userId) {
        void socket.leave(userRoom(socket.data.userId))
      }
      socket.data.userId = userId
      void socket.join(userRoom(userId))
      reply(true)
    })
    on(SOCKET_EVENTS.subKline, (payload) => {
      const sub = klineSubscription(payload)
      if (sub && known(sub.match_id)) join(klineRoom(sub.match_id, sub.period))
    })
    on(SOCKET_EVENTS.unsubKline, (payload) => {
      const sub = klineSubscription(payload)
      if (sub) void socket.leave(klineRoom(sub.match_id, sub.period))
    })
    on(SOCKET_EVENTS.subDepth, (payload) => {
      const sub = depthSubscription(payload)
      if (sub && known(sub.match_id)) join(depthRoom(sub.match_id))
    })
    on(SOCKET_EVENTS.unsubDepth, (payload) => {
      const sub = depthSubscription(payload)
      if (sub) void socket.leave(depthRoom(sub.match_id))
    })
    on(SOCKET_EVENTS.subCoin, (payload) => {
      const sub = depthSubscription(payload)
      if (sub && known(sub.match_id)) join(bookRoom(sub.match_id))
    })
    on(SOCKET_EVENTS.unsubCoin, (payload) => {
      const sub = depthSubscription(payload)
      if (sub) void socket.leave(bookRoom(sub.match_id))
    })
    on(SOCKET_EVENTS.subNft, (payload) => {
      const sub = auctionSubscription(payload)
      if (sub) join(auctionRoom(sub.code))
    })
    on(SOCKET_EVENTS.unsubNft, (payload) => {
      const sub = auctionSubscription(payload)
      if (sub) void socket.leave(auctionRoom(sub.code))
    })
  })

  return {
    io,
    emitToUser(userId, event, payload) {
      io.to(userRoom(userId)).emit(event, payload)
    },
    emitToBook(matchId, event, payload) {
      io.to(bookRoom(matchId)).emit(event, payload)
    },
    emitToAuction(code, event, payload) {
      io.to(auctionRoom(code)).emit(event, payload)
    },
    dropSessionSockets(userId, tokenHashes) {
      if (tokenHashes.length === 0) return
      const sessions = tokenHashes.map(sessionRoom)
      io.in(sessions).socketsLeave([userRoom(userId), ...sessions])
    },
    disconnectAll() {
      // Closed at the transport, not with socket.io's DISCONNECT packet: clients told they were
      // disconnected on purpose never come back, while a lost connection makes them reconnect,
      // which is what a restart or a deploy needs.
      io.engine.close()
    },
    async close() {
      stopTicks()
      await io.close()
      await deps.cluster?.close()
    },
  }
}
