// The time-share line of the Trade tab: the last LINE_POINTS closes of a short period from
// new_timeshar, continued by the live candle of that period.
import { useEffect, useState } from 'react'
import type { Candle, Period } from '@wire/market'
import { fetchTimeshare } from '@/services/api/market'
import { onResync, subscribeKline } from '@/services/realtime'
import { mergeLive, mergePage, PERIOD_MS } from './useCandles'

/** Points on the line: four hours of minutes, ten days of hours. */
export const LINE_POINTS = 240

export function useTimeshare(matchId: number, symbol: string, period: Period): readonly Candle[] {
  const [candles, setCandles] = useState<readonly Candle[]>([])
  useEffect(() => {
    if (!symbol) return
    let gone = false
    const load = () => {
      const now = Date.now()
      fetchTimeshare(symbol, period, now - LINE_POINTS * PERIOD_MS[period], now)
        .then((page) => {
          if (!gone) setCandles((shown) => mergePage(shown, page).slice(-LINE_POINTS))
        })
        .catch(() => undefined)
    }
    const off = subscribeKline(matchId, period, (e) => {
      if (!gone) setCandles((shown) => mergeLive(shown, e).slice(-LINE_POINTS))
    })
    const offResync = onResync(load)
    load()
    return () => {
      gone = true
      off()
      offResync()
      setCandles([])
    }
  }, [matchId, symbol, period])
  return candles
}
