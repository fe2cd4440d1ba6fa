// Candles of one symbol and period for a chart: the REST history, then the live candle from the
// socket joined on without a gap or a duplicate, older pages on demand, a refetch after reconnects.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Candle, KlineEvent, Period } from '@wire/market'
import { fetchKline } from '@/services/api/market'
import { onResync, subscribeKline } from '@/services/realtime'

const MINUTE = 60000
/** Nominal length of a period; months and weeks only size the request window. */
export const PERIOD_MS: Record<Period, number> = {
  '1min': MINUTE,
  '5min': 5 * MINUTE,
  '15min': 15 * MINUTE,
  '30min': 30 * MINUTE,
  '60min': 60 * MINUTE,
  '1day': 1440 * MINUTE,
  '1week': 7 * 1440 * MINUTE,
  '1mon': 31 * 1440 * MINUTE,
}

/** Candles asked for at a time. */
export const PAGE_SIZE = 300

export interface CandlesState {
  candles: readonly Candle[]
  /** the symbol and period `candles` are of (a chart opens another series on its newest candles) */
  series: string
  loading: boolean
  /** the first load failed */
  failed: boolean
  /** no older candles exist */
  exhausted: boolean
  loadOlder: () => Promise<void>
  reload: () => void
}

/** Adds a live candle: the same time replaces the last one, a later time follows it. */
export function mergeLive(candles: readonly Candle[], live: Candle): readonly Candle[] {
  const last = candles[candles.length - 1]
  if (!last || live.time > last.time) return [...candles, live]
  if (live.time === last.time) return [...candles.slice(0, -1), live]
  return candles
}

/** Joins a fetched page onto what is shown, newer rows winning, in time order, no duplicates. */
export function mergePage(candles: readonly Candle[], page: readonly Candle[]): readonly Candle[] {
  const byTime = new Map<number, Candle>()
  for (const c of candles) byTime.set(c.time, c)
  for (const c of page) byTime.set(c.time, c)
  return [...byTime.values()].sort((a, b) => a.time - b.time)
}

function toCandle(e: KlineEvent): Candle {
  return { time: e.time, open: e.open, high: e.high, low: e.low, close: e.close, volume: e.volume }
}

const NONE: readonly Candle[] = []

export function useCandles(matchId: number, period: Period): CandlesState {
  const series = `${matchId}:${period}`
  // kept with the series they are of, so a render right after a switch shows none of the old ones
  const [held, setHeld] = useState({ series, candles: NONE })
  const candles = held.series === series ? held.candles : NONE
  const setCandles = useCallback(
    (next: (shown: readonly Candle[]) => readonly Candle[]) =>
      setHeld((h) => ({ series, candles: next(h.series === series ? h.candles : NONE) })),
    [series],
  )
  const [loading, setLoading] = useState(true)
  const [failed, setFailed] = useState(false)
  const [exhausted, setExhausted] = useState(false)
  const [generation, setGeneration] = useState(0)
  const fetchingOlder = useRef(false)
  const oldest = candles[0]?.time

  const latest = useCallback(async () => {
    const now = Date.now()
    return fetchKline(matchId, period, now - PAGE_SIZE * PERIOD_MS[period], now)
  }, [matchId, period])

  useEffect(() => {
    let gone = false
    // live candles may arrive before the history; they are merged in either order
    const off = subscribeKline(matchId, period, (e) => {
      if (!gone) setCandles((shown) => mergeLive(shown, toCandle(e)))
    })
    latest()
      .then((page) => {
        if (gone) return
        setCandles((shown) => mergePage(shown, page))
        setExhausted(page.length === 0)
        setFailed(false)
      })
      .catch(() => {
        if (!gone) setFailed(true)
      })
      .finally(() => {
        if (!gone) setLoading(false)
      })
    const offResync = onResync(() => {
      latest()
        .then((page) => {
          if (!gone) setCandles((shown) => mergePage(shown, page))
        })
        .catch(() => undefined)
    })
    return () => {
      gone = true
      off()
      offResync()
      setLoading(true)
      setExhausted(false)
    }
  }, [matchId, period, latest, generation, setCandles])

  const loadOlder = useCallback(async () => {
    if (oldest === undefined || exhausted || fetchingOlder.current) return
    fetchingOlder.current = true
    try {
      const from = oldest - PAGE_SIZE * PERIOD_MS[period]
      const page = await fetchKline(matchId, period, from, oldest - 1)
      if (page.length === 0) setExhausted(true)
      else setCandles((shown) => mergePage(shown, page))
    } finally {
      fetchingOlder.current = false
    }
  }, [matchId, period, exhausted, oldest, setCandles])

  const reload = useCallback(() => setGeneration((g) => g + 1), [])

  return { candles, series, loading, failed, exhausted, loadOlder, reload }
}
