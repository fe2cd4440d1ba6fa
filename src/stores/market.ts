// Quotes by match id (DESIGN §4). Socket ticks arrive far faster than a phone should repaint, so
// they are coalesced per symbol and committed at most five times a second; the REST snapshot
// replaces everything after a (re)connect.
import { proxy } from 'valtio'
import type { DayMarketEvent, Match } from '@wire/market'
import { fetchQuoteGroups } from '@/services/api/market'

export type Connection = 'connecting' | 'online' | 'offline'

export interface MarketState {
  quotes: Record<number, Match>
  /** match ids in the server's order */
  ids: number[]
  loaded: boolean
  connection: Connection
}

export const market = proxy<MarketState>({
  quotes: {},
  ids: [],
  loaded: false,
  connection: 'connecting',
})

/** At most five commits a second. */
export const COMMIT_INTERVAL_MS = 200

const pending = new Map<number, DayMarketEvent>()
let timer: ReturnType<typeof setTimeout> | null = null
let lastCommit = 0

function commit(): void {
  timer = null
  lastCommit = Date.now()
  for (const [id, tick] of pending) {
    const quote = market.quotes[id]
    if (!quote) continue
    quote.now_price = tick.now_price
    quote.change = tick.change
    quote.volume = tick.volume
    quote.turnover = tick.turnover
    quote.high = tick.high
    quote.low = tick.low
  }
  pending.clear()
}

/** A socket tick: kept until the next commit; a newer tick of the same symbol replaces it. */
export function receiveTick(tick: DayMarketEvent): void {
  pending.set(tick.match_id, tick)
  if (timer) return
  // clamped: a wall clock set back must not hold ticks for longer than one interval
  const wait = Math.min(
    COMMIT_INTERVAL_MS,
    Math.max(0, lastCommit + COMMIT_INTERVAL_MS - Date.now()),
  )
  timer = setTimeout(commit, wait)
}

/** A REST snapshot: the whole catalogue, newer than any pending tick. */
export function replaceQuotes(matches: readonly Match[]): void {
  pending.clear()
  const quotes: Record<number, Match> = {}
  for (const m of matches) quotes[m.id] = { ...m }
  market.quotes = quotes
  market.ids = matches.map((m) => m.id)
  market.loaded = true
}

export function setConnection(connection: Connection): void {
  market.connection = connection
}

/** Loads the quote snapshot over REST (after a reconnect, on pull-to-refresh). */
export async function loadQuotes(): Promise<void> {
  const groups = await fetchQuoteGroups()
  replaceQuotes(groups.flatMap((g) => g.quotation))
}

let firstLoad: Promise<void> | null = null

/** The first snapshot, shared by every screen that needs quotes; a failure can be retried. */
export function ensureQuotes(): Promise<void> {
  if (market.loaded) return Promise.resolve()
  firstLoad ??= loadQuotes().finally(() => {
    firstLoad = null
  })
  return firstLoad
}
