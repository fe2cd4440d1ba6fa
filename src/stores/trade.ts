// Seconds trading on this device: the offer (time options, what a stake can be paid in), open
// positions until their result is known, and closed orders. A result arrives as a push
// (closed_microorder) or, if that is late, through get_result; an order whose result takes too
// long is flagged "order status check timeout" and stays among the positions until it is known.
import { proxy, ref, subscribe } from 'valtio'
import type { MicroOrder, PayableCurrency, SecondsOption } from '@wire/microtrade'
import { t } from '@/locales'
import {
  fetchOrders,
  fetchPayable,
  fetchResult,
  fetchSecondsOptions,
} from '@/services/api/microtrade'
import { fetchWallets, type WalletList } from '@/services/api/wallet'
import { onClosedOrder } from '@/services/realtime'
import { toast } from '@/services/toast'
import { thousands } from '@/utils/format'
import { OUTCOME_KEYS, outcomeKind } from '@/utils/tradeOutcome'

/** How often a due order is asked about, then, once overdue, how often after that. */
export const RESULT_POLL_MS = 2000
export const OVERDUE_POLL_MS = 10000
/** SPEC §8 order status check time-out: this long after settlement without a result. */
export const STATUS_CHECK_TIMEOUT_MS = 15000

export interface Position extends MicroOrder {
  /** when it settles on this device's clock (from remain_milli_seconds: no clock skew) */
  deadline: number
  /** no result in time: still shown, still asked about */
  overdue: boolean
  /** last time get_result was asked (device ms) */
  askedAt: number
}

export interface TradeState {
  options: SecondsOption[]
  payable: PayableCurrency[]
  /**
   * Every account's balances: where money for a stake could come from. Replaced whole, never
   * edited, so kept unproxied (ref) and read back as a WalletList; null until read.
   */
  wallets: ReturnType<typeof ref<WalletList>> | null
  positions: Position[]
  closed: MicroOrder[]
  closedPage: number
  closedPages: number
  /** the offer (options and balances): loading until the first answer, failed without one */
  setup: LoadState
  /** positions and closed orders, likewise */
  orders: LoadState
}

export type LoadState = 'loading' | 'ready' | 'failed'

export const trade = proxy<TradeState>({
  options: [],
  payable: [],
  wallets: null,
  positions: [],
  closed: [],
  closedPage: 0,
  closedPages: 1,
  setup: 'loading',
  orders: 'loading',
})

const OPEN_LIMIT = 50
/** Orders whose result this device has seen (a late list must not reopen them). */
const settledIds = new Set<number>()
const CLOSED_LIMIT = 10

function toPosition(order: MicroOrder, now = Date.now()): Position {
  return { ...order, deadline: now + order.remain_milli_seconds, overdue: false, askedAt: 0 }
}

/** Loads the offer; a failed refresh keeps what was shown, a failed first load says so. */
export async function loadTradeSetup(): Promise<void> {
  if (trade.setup === 'failed') trade.setup = 'loading'
  try {
    const [options, payable] = await Promise.all([fetchSecondsOptions(), fetchPayable()])
    trade.options = options
    trade.payable = payable
    trade.setup = 'ready'
  } catch (error) {
    if (trade.setup === 'loading') trade.setup = 'failed'
    throw error
  }
}

export async function refreshBalances(): Promise<void> {
  trade.payable = await fetchPayable()
}

/** The other accounts, read quietly: without them the panel only leaves out where money is. */
export async function loadWallets(): Promise<void> {
  trade.wallets = ref(await fetchWallets({ silent: true }))
}

/**
 * Open positions and the first page of closed orders. A position already known keeps its state
 * (an overdue flag stays); one whose result arrived meanwhile does not come back.
 */
export async function loadOrders(): Promise<void> {
  try {
    const [open] = await Promise.all([fetchOrders(1, 1, OPEN_LIMIT), loadClosed()])
    const now = Date.now()
    const known = new Map(trade.positions.map((p) => [p.id, p]))
    trade.positions = open.data
      .filter((o) => !settledIds.has(o.id))
      .map((o) => known.get(o.id) ?? toPosition(o, now))
    trade.orders = 'ready'
  } catch (error) {
    if (trade.orders !== 'ready') trade.orders = 'failed'
    throw error
  }
}

/** The first page of closed orders, or the next one with `more`. */
export async function loadClosed(more = false): Promise<void> {
  const next = more ? trade.closedPage + 1 : 1
  const page = await fetchOrders(3, next, CLOSED_LIMIT)
  const known = new Set(more ? trade.closed.map((o) => o.id) : [])
  trade.closed = [...(more ? trade.closed : []), ...page.data.filter((o) => !known.has(o.id))]
  trade.closedPage = next
  trade.closedPages = page.pages
}

/** A placed order: a position from now on. */
export function addPosition(order: MicroOrder): void {
  if (trade.positions.some((p) => p.id === order.id)) return
  trade.positions.unshift(toPosition(order))
}

/** A result, from the push or from get_result: the position closes (once), the user is told. */
export function settle(order: MicroOrder): void {
  if (order.status !== 3 || order.profit_result === null) return
  const wasOpen = trade.positions.some((p) => p.id === order.id) && !settledIds.has(order.id)
  settledIds.add(order.id)
  trade.positions = trade.positions.filter((p) => p.id !== order.id)
  if (!trade.closed.some((o) => o.id === order.id)) trade.closed.unshift(order)
  if (!wasOpen) return
  void refreshBalances().catch(() => undefined)
  const outcome = outcomeKind(order.type, order.profit_result)
  const profit = thousands(order.fact_profits ?? '0', 2)
  toast(t(OUTCOME_KEYS[outcome]) + (outcome === 'draw' ? '' : ` ${profit} ${order.currency_name}`))
}

/**
 * Asks about every position past its deadline (at most every RESULT_POLL_MS, once overdue every
 * OVERDUE_POLL_MS) and flags those without a result STATUS_CHECK_TIMEOUT_MS after it.
 */
export function checkResults(now: number): void {
  for (const position of trade.positions) {
    if (now < position.deadline) continue
    const wait = position.overdue ? OVERDUE_POLL_MS : RESULT_POLL_MS
    if (now - position.askedAt >= wait) {
      position.askedAt = now
      fetchResult(position.id).then(settle, () => undefined) // "Not Settlement" yet: ask again later
    }
    if (!position.overdue && now - position.deadline > STATUS_CHECK_TIMEOUT_MS) {
      position.overdue = true
      toast(t('trade.statusTimeout'))
    }
  }
}

let watching = false
let polling: ReturnType<typeof setInterval> | undefined

// The once-a-second look runs only while a position is open: a phone is spared a timer that would
// wake it for nothing, and a run that ends (a test process) is not held open by one.
function pollWhileOpen(): void {
  if (trade.positions.length > 0 && polling === undefined) {
    polling = setInterval(() => checkResults(Date.now()), 1000)
  } else if (trade.positions.length === 0 && polling !== undefined) {
    clearInterval(polling)
    polling = undefined
  }
}

/** Follows results from now on (once per app run): the push, and asking when it is late. */
export function watchResults(): void {
  if (watching) return
  watching = true
  onClosedOrder(settle)
  subscribe(trade, pollWhileOpen)
  pollWhileOpen()
}

/** Signing out: nothing of this user's stays on the device. */
export function clearTrade(): void {
  trade.setup = 'loading'
  trade.orders = 'loading'
  settledIds.clear()
  trade.payable = []
  trade.wallets = null
  trade.positions = []
  trade.closed = []
  trade.closedPage = 0
  trade.closedPages = 1
}
