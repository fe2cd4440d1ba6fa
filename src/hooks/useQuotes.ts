import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
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

/**
 * The ids of the listed symbols `keep` accepts (a mode's symbols). Selected as text, so the page
 * re-renders when the list changes, not at every tick of a symbol in it.
 */
export function useListedIds(keep: (match: Match) => boolean): readonly number[] {
  const key = useLiveMarket((state) =>
    state.ids
      .filter((id) => {
        const match = state.quotes[id] as Match | undefined
        return match !== undefined && keep(match)
      })
      .join(','),
  )
  return useMemo(() => (key ? key.split(',').map(Number) : []), [key])
}

/** Which symbol it is, without its price (that moves: LiveQuote); null while it is not listed. */
export interface ListedSymbol {
  id: number
  currency_id: number
  legal_id: number
}

export function useListedSymbol(matchId: number): ListedSymbol | null {
  const key = useLiveMarket((state) => {
    const match = state.quotes[matchId]
    return match ? `${match.currency_id}:${match.legal_id}` : ''
  })
  return useMemo(() => {
    if (!key) return null
    const [currencyId, legalId] = key.split(':').map(Number)
    return { id: matchId, currency_id: currencyId, legal_id: legalId }
  }, [key, matchId])
}
