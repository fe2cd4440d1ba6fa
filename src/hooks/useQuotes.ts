import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { Match } from '@wire/market'
import { connectRealtime } from '@/services/realtime'
import { ensureQuotes, market } from '@/stores/market'

/**
 * Loads the quote snapshot once; `failed` when that didn't work (the screen offers a retry).
 * Once the snapshot is on screen the realtime connection starts, to keep it moving: the socket
 * isn't needed to paint the first screen.
 */
export function useQuotesLoaded(): { loaded: boolean; failed: boolean; retry: () => void } {
  const { loaded } = useSnapshot(market)
  useEffect(() => {
    if (!loaded) return
    // after the next paint: React may run this effect inside the commit that shows the quotes
    const start = () => setTimeout(() => void connectRealtime(), 0)
    if (process.env.TARO_ENV === 'h5') requestAnimationFrame(start)
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

/** One symbol's live quote (re-renders only when that symbol's fields change). */
export function useQuote(matchId: number): Match | undefined {
  const quote = useSnapshot(market).quotes[matchId]
  return quote as Match | undefined
}
