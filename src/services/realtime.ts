// The one socket.io connection (DESIGN §4): quotes for everyone, candles and depth for the rooms a
// screen subscribes to, and the user's own room. After a reconnect it subscribes again and
// refetches over REST what it may have missed; while disconnected the data is marked stale.
// Orders are placed over REST only; the socket tells of their fills.
import type { Socket } from 'socket.io-client'
import {
  SOCKET_EVENTS,
  type DayMarketEvent,
  type DepthEvent,
  type KlineEvent,
  type Period,
  type SocketLoginAck,
} from '@wire/market'
import type { MailMessageEvent } from '@wire/catalogue/messages'
import type { PriceAlertEvent } from '@wire/catalogue/alerts'
import type { SpotDepthEvent, SpotOrderEvent, SpotTradeEvent } from '@wire/catalogue/spot'
import type { LeverPositionEvent } from '@wire/catalogue/lever'
import type { SupportMessageEvent } from '@wire/catalogue/support'
import type { ClosedMicroOrderEvent, MicroOrder } from '@wire/microtrade'
import { loadQuotes, receiveTick, setConnection } from '@/stores/market'
import { session } from '@/stores/session'
import { t } from '@/locales'
import { grouped } from '@/utils/format'
import { loadSocketIo } from './socketIo'
import { toast } from './toast'
import { SOCKET_TRANSPORTS } from './socketTransport'

/** SPEC §9 socket settings. */
export const SOCKET_OPTIONS = {
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const

type Listener<T> = (event: T) => void

const klineListeners = new Map<string, Set<Listener<KlineEvent>>>()
const depthListeners = new Map<number, Set<Listener<DepthEvent>>>()
/** A spot book's follower: its increments and its trades. */
export interface BookListener {
  depth: Listener<SpotDepthEvent>
  trade: Listener<SpotTradeEvent>
}
const bookListeners = new Map<number, Set<BookListener>>()
/** An auction's change as pushed: the follower reads the edition again. */
export interface AuctionEvent {
  code: string
  change: 'bid' | 'ended'
}
const auctionListeners = new Map<string, Set<Listener<AuctionEvent>>>()
const coinOrderListeners = new Set<Listener<SpotOrderEvent['data']>>()
const leverListeners = new Set<Listener<LeverPositionEvent['data']>>()
const resyncListeners = new Set<() => void>()
const closedOrderListeners = new Set<Listener<MicroOrder>>()
const mailListeners = new Set<Listener<MailMessageEvent['data']>>()
const supportListeners = new Set<Listener<SupportMessageEvent['data']>>()
const joinedListeners = new Set<() => void>()
let socket: Socket | null = null
let started = false
let everConnected = false

const klineKey = (matchId: number, period: Period) => `${matchId}:${period}`

function add<K, T>(map: Map<K, Set<T>>, key: K, item: T): boolean {
  const set = map.get(key) ?? new Set<T>()
  map.set(key, set)
  set.add(item)
  return set.size === 1
}

function remove<K, T>(map: Map<K, Set<T>>, key: K, item: T): boolean {
  const set = map.get(key)
  if (!set) return false
  set.delete(item)
  if (set.size > 0) return false
  map.delete(key)
  return true
}

/** How long to wait before asking again when the server could not look the session up. */
const SIGN_IN_RETRY_MS = 3000

/** Signs the connection in; once the server has put it in the user's room, tells the listeners. */
function signIn(s: Socket, token: string): void {
  s.emit(SOCKET_EVENTS.login, token, (answer: SocketLoginAck | undefined) => {
    if (answer?.ok) joinedListeners.forEach((listener) => listener())
    else if (answer?.retry)
      setTimeout(() => {
        // a reconnect signs in by itself, and a changed session by refreshRealtimeLogin
        if (s.connected && session.token === token) signIn(s, token)
      }, SIGN_IN_RETRY_MS)
  })
}

function resubscribe(s: Socket): void {
  if (session.token) signIn(s, session.token)
  for (const key of klineListeners.keys()) {
    const [matchId, period] = key.split(':')
    s.emit(SOCKET_EVENTS.subKline, { match_id: Number(matchId), period })
  }
  for (const matchId of depthListeners.keys()) s.emit(SOCKET_EVENTS.subDepth, { match_id: matchId })
  for (const matchId of bookListeners.keys()) s.emit(SOCKET_EVENTS.subCoin, { match_id: matchId })
  for (const code of auctionListeners.keys()) s.emit(SOCKET_EVENTS.subNft, { code })
}

/** Opens the connection once; later calls do nothing. */
export function connectRealtime(): Promise<void> {
  if (started) return Promise.resolve()
  started = true
  return loadSocketIo().then(open, () => {
    started = false // the chunk didn't load: the next call tries again
    setConnection('offline')
  })
}

/** Whether the connection is open or opening (connectRealtime was called and not undone). */
export const realtimeStarted = (): boolean => started

/**
 * Closes the connection, timers and all; connectRealtime opens it again and catches up through
 * REST. A run that must end (a test process) or an app leaving the screen for long calls it.
 */
export function disconnectRealtime(): void {
  socket?.disconnect()
  socket = null
  started = false
  setConnection('offline')
}

function open(io: Awaited<ReturnType<typeof loadSocketIo>>): void {
  // H5 talks to its own origin; mini-programs and the native app to the configured server.
  const origin = process.env.TARO_APP_API_BASE || undefined
  const options = { ...SOCKET_OPTIONS, transports: SOCKET_TRANSPORTS }
  const s = origin ? io(origin, options) : io(options)
  socket = s
  setConnection('connecting')
  s.on('connect', () => {
    setConnection('online')
    resubscribe(s)
    if (everConnected) {
      // what happened while we were away only REST can tell
      void loadQuotes().catch(() => undefined)
      resyncListeners.forEach((listener) => listener())
    }
    everConnected = true
  })
  s.on('disconnect', () => setConnection('offline'))
  s.on('connect_error', () => setConnection('offline'))
  s.on(SOCKET_EVENTS.daymarket, (event: DayMarketEvent) => receiveTick(event))
  s.on(SOCKET_EVENTS.kline, (event: KlineEvent) => {
    klineListeners.get(klineKey(event.match_id, event.period))?.forEach((l) => l(event))
  })
  s.on(SOCKET_EVENTS.depth, (event: DepthEvent) => {
    depthListeners.get(event.match_id)?.forEach((l) => l(event))
  })
  s.on(SOCKET_EVENTS.coinDepth, (event: SpotDepthEvent) => {
    bookListeners.get(event.match_id)?.forEach((l) => l.depth(event))
  })
  s.on(SOCKET_EVENTS.coinTrade, (event: SpotTradeEvent) => {
    bookListeners.get(event.match_id)?.forEach((l) => l.trade(event))
  })
  s.on(SOCKET_EVENTS.nftAuction, (event: AuctionEvent) => {
    auctionListeners.get(event.code)?.forEach((l) => l(event))
  })
  s.on(SOCKET_EVENTS.leverPosition, (event: LeverPositionEvent) => {
    leverListeners.forEach((l) => l(event.data))
  })
  s.on(SOCKET_EVENTS.coinOrder, (event: SpotOrderEvent) => {
    coinOrderListeners.forEach((l) => l(event.data))
  })
  s.on(SOCKET_EVENTS.closedMicroOrder, (event: ClosedMicroOrderEvent) => {
    closedOrderListeners.forEach((l) => l(event.data))
  })
  s.on(SOCKET_EVENTS.mailMessage, (event: MailMessageEvent) => {
    mailListeners.forEach((l) => l(event.data))
  })
  s.on(SOCKET_EVENTS.supportMessage, (event: SupportMessageEvent) => {
    supportListeners.forEach((l) => l(event.data))
  })
  // an alert the user set fired: said wherever they are (the message says it again, to keep)
  s.on(SOCKET_EVENTS.priceAlert, ({ data }: PriceAlertEvent) => {
    toast(t('market.alertReached', { symbol: data.symbol, price: grouped(data.fired_price ?? '') }))
  })
}

/** Live candles of one symbol and period; returns the unsubscribe. */
export function subscribeKline(matchId: number, period: Period, listener: Listener<KlineEvent>) {
  const key = klineKey(matchId, period)
  if (add(klineListeners, key, listener))
    socket?.emit(SOCKET_EVENTS.subKline, { match_id: matchId, period })
  return () => {
    if (remove(klineListeners, key, listener)) {
      socket?.emit(SOCKET_EVENTS.unsubKline, { match_id: matchId, period })
    }
  }
}

/** Live order book of one symbol; returns the unsubscribe. */
export function subscribeDepth(matchId: number, listener: Listener<DepthEvent>) {
  if (add(depthListeners, matchId, listener))
    socket?.emit(SOCKET_EVENTS.subDepth, { match_id: matchId })
  return () => {
    if (remove(depthListeners, matchId, listener)) {
      socket?.emit(SOCKET_EVENTS.unsubDepth, { match_id: matchId })
    }
  }
}

/**
 * A spot book's increments and trades; returns the unsubscribe. The follower takes a snapshot
 * itself (after subscribing, so nothing falls between) and again on a gap or a reconnect.
 */
export function subscribeBook(matchId: number, listener: BookListener) {
  if (add(bookListeners, matchId, listener))
    socket?.emit(SOCKET_EVENTS.subCoin, { match_id: matchId })
  return () => {
    if (remove(bookListeners, matchId, listener)) {
      socket?.emit(SOCKET_EVENTS.unsubCoin, { match_id: matchId })
    }
  }
}

/** An edition's auction as bids come in and it ends; returns the unsubscribe. */
export function subscribeAuction(code: string, listener: Listener<AuctionEvent>) {
  if (add(auctionListeners, code, listener)) socket?.emit(SOCKET_EVENTS.subNft, { code })
  return () => {
    if (remove(auctionListeners, code, listener)) socket?.emit(SOCKET_EVENTS.unsubNft, { code })
  }
}

/** The user's spot orders as they fill or end, pushed to their room; returns the unsubscribe. */
export function onCoinOrder(listener: Listener<SpotOrderEvent['data']>): () => void {
  coinOrderListeners.add(listener)
  return () => coinOrderListeners.delete(listener)
}

/** The user's leveraged positions as they open, close or are cancelled; returns the unsubscribe. */
export function onLeverPosition(listener: Listener<LeverPositionEvent['data']>): () => void {
  leverListeners.add(listener)
  return () => leverListeners.delete(listener)
}

/** The user's settled seconds orders, pushed to their room; returns the unsubscribe. */
export function onClosedOrder(listener: Listener<MicroOrder>): () => void {
  closedOrderListeners.add(listener)
  return () => closedOrderListeners.delete(listener)
}

/** New internal messages, pushed to the user's room; returns the unsubscribe. */
export function onMailMessage(listener: Listener<MailMessageEvent['data']>): () => void {
  mailListeners.add(listener)
  return () => mailListeners.delete(listener)
}

/** Customer service's answers, pushed to the user's room; returns the unsubscribe. */
export function onSupportMessage(listener: Listener<SupportMessageEvent['data']>): () => void {
  supportListeners.add(listener)
  return () => supportListeners.delete(listener)
}

/**
 * Called each time the connection joins the user's room (connect, reconnect, sign-in): pushes to
 * the user arrive from then on, so what came before is fetched once then, and nothing falls into
 * the gap between a screen's fetch and the join.
 */
export function onJoined(listener: () => void): () => void {
  joinedListeners.add(listener)
  return () => joinedListeners.delete(listener)
}

/** Called after every reconnect, so a screen can refetch what the socket may have missed. */
export function onResync(listener: () => void): () => void {
  resyncListeners.add(listener)
  return () => resyncListeners.delete(listener)
}

/** Joins the user's own room after signing in; after signing out, a fresh connection leaves it. */
export function refreshRealtimeLogin(): void {
  if (!socket?.connected) return
  if (session.token) signIn(socket, session.token)
  else socket.disconnect().connect()
}
