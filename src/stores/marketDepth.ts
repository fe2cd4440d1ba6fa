// Order books by match id. Depth arrives with every price step; like quotes (market.ts) it is
// committed at most five times a second, so the book repaints at the store's pace, not the feed's.
import { proxy, ref } from 'valtio'
import type { DepthEvent } from '@wire/market'
import { buildBook, type Book } from '@/utils/orderBook'
import { COMMIT_INTERVAL_MS } from './market'

export const depth = proxy<{ books: Record<number, Book> }>({ books: {} })

const pending = new Map<number, DepthEvent>()
let timer: ReturnType<typeof setTimeout> | null = null

function commit(): void {
  timer = null
  // a book is replaced whole, never edited, so it goes in as a plain (unproxied) object
  for (const [id, event] of pending) depth.books[id] = ref(buildBook(event))
  pending.clear()
}

/** A socket depth event: kept until the next commit; a newer one of the same symbol replaces it. */
export function receiveDepth(event: DepthEvent): void {
  pending.set(event.match_id, event)
  timer ??= setTimeout(commit, COMMIT_INTERVAL_MS)
}

/** The screen showing a book has gone: drop it, so a return never shows a stale one. */
export function forgetDepth(matchId: number): void {
  pending.delete(matchId)
  delete depth.books[matchId]
}
