// One spot book on this device, kept as the server's: a snapshot (/coin/depth, with its seq), then
// each coin_depth increment whose prev_seq is the seq held. Nodes push what their transactions
// committed as each finishes, so two increments can arrive in the other order: one ahead of the
// seq held waits a moment for those before it. One still not following after that (a message
// lost, a reconnect) brings a new snapshot; increments that arrive while one loads wait and are
// applied after it, those it already holds dropped (WIRE coin_depth).
import { proxy } from 'valtio'
import type { SpotDepthEvent, SpotTradeEvent } from '@wire/catalogue/spot'
import {
  fetchSpotDepth,
  fetchSpotFills,
  fetchSpotOrders,
  fetchSpotRules,
  SPOT_STATUS,
  type SpotFill,
  type SpotOrder,
  type SpotRules,
} from '@/services/api/spot'
import { fetchWallets, type WalletList } from '@/services/api/wallet'
import { onResync, subscribeBook } from '@/services/realtime'
import { compare } from '@common/decimal'

export type Level = [price: string, quantity: string]

/** Levels kept from a snapshot; the screen shows the best 10 of each side. */
export const SNAPSHOT_LEVELS = 50
/** Recent trades kept, newest first. */
export const TRADES_KEPT = 30

export interface SpotBookState {
  matchId: number | null
  seq: number
  /** best (highest) first */
  bids: Level[]
  /** best (lowest) first */
  asks: Level[]
  lastPrice: string | null
  /** the house's simulated market maker quotes on this book */
  simulated: boolean
  trades: SpotTradeEvent[]
  status: 'idle' | 'loading' | 'live' | 'failed'
  /** snapshots taken after the first (a gap or a reconnect) */
  resyncs: number
}

export const spotBook = proxy<SpotBookState>({
  matchId: null,
  seq: 0,
  bids: [],
  asks: [],
  lastPrice: null,
  simulated: false,
  trades: [],
  status: 'idle',
  resyncs: 0,
})

/**
 * A side after an increment: quantities are absolute, 0 removes the level, and the side stays
 * best first (bids from the highest price, asks from the lowest).
 */
export function applyLevels(
  side: 'bids' | 'asks',
  levels: readonly Level[],
  changes: readonly Level[],
): Level[] {
  const byPrice = new Map(levels.map((l) => [l[0], l]))
  for (const [price, quantity] of changes) {
    if (compare(quantity, 0) === 0) byPrice.delete(price)
    else byPrice.set(price, [price, quantity])
  }
  const sign = side === 'bids' ? -1 : 1
  return [...byPrice.values()].sort((a, b) => sign * compare(a[0], b[0]))
}

/** Increments that came while a snapshot was loading; null when none is. */
let waiting: SpotDepthEvent[] | null = null
/** How long an increment ahead of the seq held waits for the ones before it. */
export const REORDER_MS = 300
/** Increments ahead of the seq held, and the timer that gives up on those before them. */
let ahead: SpotDepthEvent[] = []
let gapTimer: ReturnType<typeof setTimeout> | null = null

function forgetAhead(): void {
  ahead = []
  if (gapTimer !== null) clearTimeout(gapTimer)
  gapTimer = null
}
/** Counts snapshots asked for, so an answer overtaken by a newer request is dropped. */
let asked = 0

async function snapshot(): Promise<void> {
  const matchId = spotBook.matchId
  if (matchId === null) return
  const mine = ++asked
  forgetAhead()
  waiting = []
  try {
    const book = await fetchSpotDepth(matchId, SNAPSHOT_LEVELS)
    if (mine !== asked || spotBook.matchId !== matchId) return
    Object.assign(spotBook, {
      seq: book.seq,
      bids: book.bids,
      asks: book.asks,
      lastPrice: book.last_price,
      simulated: book.simulated,
      status: 'live',
    })
    const queued = waiting.sort((a, b) => a.seq - b.seq)
    waiting = null
    queued.forEach(receiveDepth)
  } catch {
    if (mine !== asked) return
    waiting = null
    spotBook.status = 'failed'
  }
}

/** A coin_depth increment (what the socket delivers; exported for the tests' dropped message). */
export function receiveDepth(event: SpotDepthEvent): void {
  if (event.match_id !== spotBook.matchId) return
  if (waiting) {
    waiting.push(event)
    return
  }
  if (event.seq <= spotBook.seq) return
  if (event.prev_seq > spotBook.seq) {
    ahead.push(event)
    gapTimer ??= setTimeout(() => {
      gapTimer = null
      spotBook.resyncs++
      void snapshot()
    }, REORDER_MS)
    return
  }
  if (event.prev_seq !== spotBook.seq) {
    spotBook.resyncs++
    void snapshot()
    return
  }
  apply(event)
  // those that waited for this one, in order
  for (;;) {
    const next = ahead.find((e) => e.prev_seq === spotBook.seq)
    if (!next) break
    apply(next)
  }
  ahead = ahead.filter((e) => e.seq > spotBook.seq)
  if (ahead.length === 0) forgetAhead()
}

function apply(event: SpotDepthEvent): void {
  spotBook.bids = applyLevels('bids', spotBook.bids, event.bids)
  spotBook.asks = applyLevels('asks', spotBook.asks, event.asks)
  spotBook.seq = event.seq
}

export function receiveTrade(event: SpotTradeEvent): void {
  if (event.match_id !== spotBook.matchId) return
  spotBook.lastPrice = event.price
  spotBook.trades = [event, ...spotBook.trades].slice(0, TRADES_KEPT)
}

let stopFollowing: (() => void) | null = null

/** Follows book `matchId` (and no other) until the returned stop; a reconnect takes a snapshot. */
export function followBook(matchId: number): () => void {
  stopFollowing?.()
  Object.assign(spotBook, {
    matchId,
    seq: 0,
    bids: [],
    asks: [],
    lastPrice: null,
    simulated: false,
    trades: [],
    status: 'loading',
    resyncs: 0,
  })
  const unsubscribe = subscribeBook(matchId, { depth: receiveDepth, trade: receiveTrade })
  const stopResync = onResync(() => {
    spotBook.resyncs++
    void snapshot()
  })
  // subscribed first: an increment sent while the snapshot loads waits for it instead of falling
  // between the two
  void snapshot()
  const stop = () => {
    unsubscribe()
    stopResync()
    forgetAhead()
    if (stopFollowing === stop) stopFollowing = null
    if (spotBook.matchId === matchId) spotBook.matchId = null
  }
  stopFollowing = stop
  return stop
}

// ---------------------------------------------------------------------------------------------
// The user's side of one book: its rules, what the spot account holds, and the user's orders.

export type OrdersTab = 'open' | 'history' | 'fills'

export interface SpotAccountState {
  rules: SpotRules | null
  /** the spot account's available part, by currency id */
  available: Record<number, string>
  open: SpotOrder[]
  history: SpotOrder[]
  fills: SpotFill[]
  /** each list: loading until its first answer, failed without one */
  lists: Record<OrdersTab, 'loading' | 'ready' | 'failed'>
}

export const spotAccount = proxy<SpotAccountState>({
  rules: null,
  available: {},
  open: [],
  history: [],
  fills: [],
  lists: { open: 'loading', history: 'loading', fills: 'loading' },
})

export async function loadRules(matchId: number): Promise<void> {
  spotAccount.rules = null
  spotAccount.rules = await fetchSpotRules(matchId)
}

/** What the spot account holds, from /wallet/list (its `change_wallet`). */
export async function loadSpotBalances(): Promise<WalletList> {
  const list = await fetchWallets()
  spotAccount.available = Object.fromEntries(
    list.change_wallet.balance.map((row) => [row.currency, row.change_balance]),
  )
  return list
}

const LIST_SIZE = 20

/** The symbol a list is of: its id and its two currencies. */
export interface SpotSymbol {
  id: number
  currency_id: number
  legal_id: number
}

/** The user's open orders, ended orders and fills on `symbol`, each list on its own. */
export async function loadSpotOrders(symbol: SpotSymbol): Promise<void> {
  const pair = { currency_id: symbol.currency_id, legal_id: symbol.legal_id, limit: LIST_SIZE }
  const settle = async <T>(tab: OrdersTab, read: () => Promise<T>, keep: (value: T) => void) => {
    try {
      keep(await read())
      spotAccount.lists[tab] = 'ready'
    } catch {
      if (spotAccount.lists[tab] === 'loading') spotAccount.lists[tab] = 'failed'
    }
  }
  await Promise.all([
    settle(
      'open',
      () => fetchSpotOrders({ ...pair, status: SPOT_STATUS.open }),
      (page) => (spotAccount.open = page.data),
    ),
    settle(
      'history',
      () => fetchSpotOrders(pair),
      (page) => (spotAccount.history = page.data.filter((o) => o.status !== SPOT_STATUS.open)),
    ),
    // the fills list has no symbol filter: the newest of every symbol, this one's kept
    settle(
      'fills',
      () => fetchSpotFills({ limit: 50 }),
      (page) => (spotAccount.fills = page.data.filter((f) => f.match_id === symbol.id)),
    ),
  ])
}
