import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { snapshot, subscribe, useSnapshot, type Snapshot } from 'valtio'
import type { Match } from '@wire/market'
import { usePageVisible } from '@/hooks/usePageVisible'
import { completeLanguage } from '@/locales'
import { connectRealtime } from '@/services/realtime'
import { ensureQuotes, market, type MarketState } from '@/stores/market'
import { isH5 } from '@/services/platform'

/**
 * Loads the quote snapshot once; `failed` when that didn't work (the screen offers a retry).
 * Once the snapshot is on screen the realtime connection starts, to keep it moving, and the rest of
 * the language's messages load: neither is needed to paint the first screen.
 */
export function useQuotesLoaded(): { loaded: boolean; failed: boolean; retry: () => void } {
  const { loaded } = useSnapshot(market)
  useEffect(() => {
    if (!loaded) return
    // after the next paint: React may run this effect inside the commit that shows the quotes
    const start = () =>
      setTimeout(() => {
        void connectRealtime()
        completeLanguage().catch(() => undefined)
      }, 0)
    if (isH5()) requestAnimationFrame(start)
    else start()
  }, [loaded])
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let gone = false
    ensureQuotes().catch(() => {
      if (!gone) setFailed(true)
    })
    return () => {
      gone = true
    }
  }, [attempt])
  return {
    loaded,
    failed: failed && !loaded,
    retry: () => {
      setFailed(false)
      setAttempt((n) => n + 1)
    },
  }
}

/**
 * What `select` reads from the live quotes, re-rendering when it changes, but not while the page
 * is hidden: tab pages stay mounted, and five commits a second into each of them cost the visible
 * one its frames. `select` returns a part of the snapshot (valtio keeps unchanged parts identical)
 * or a primitive.
 */
export function useLiveMarket<R>(select: (state: Snapshot<MarketState>) => R): R {
  const visible = usePageVisible()
  const listen = useCallback(
    (notify: () => void) => (visible ? subscribe(market, notify) : () => undefined),
    [visible],
  )
  return useSyncExternalStore(listen, () => select(snapshot(market)))
}

/** One symbol's live quote (re-renders only when that symbol's fields change). */
export function useQuote(matchId: number): Match | undefined {
  return useLiveMarket((state) => state.quotes[matchId]) as Match | undefined
}
