// The time-share line of the Trade tab: 1-minute closes of the last hours from new_timeshar,
// continued by the live 1-minute candle.
import { useEffect, useState } from 'react'
import type { Candle } from '@wire/market'
import { fetchTimeshare } from '@/services/api/market'
import { onResync, subscribeKline } from '@/services/realtime'
import { mergeLive, mergePage } from './useCandles'

/** How far back the line reaches. */
export const TIMESHARE_MS = 4 * 3600 * 1000

export function useTimeshare(matchId: number, symbol: string): readonly Candle[] {
  const [candles, setCandles] = useState<readonly Candle[]>([])
  useEffect(() => {
    if (!symbol) return
    let gone = false
    const load = () => {
      const now = Date.now()
      fetchTimeshare(symbol, '1min', now - TIMESHARE_MS, now)
        .then((page) => {
          if (!gone) setCandles((shown) => mergePage(shown, page).slice(-240))
        })
        .catch(() => undefined)
    }
    const off = subscribeKline(matchId, '1min', (e) => {
      if (!gone) setCandles((shown) => mergeLive(shown, e).slice(-240))
    })
    const offResync = onResync(load)
    load()
    return () => {
      gone = true
      off()
      offResync()
      setCandles([])
    }
  }, [matchId, symbol])
  return candles
}
