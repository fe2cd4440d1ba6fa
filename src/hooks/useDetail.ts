// The one thing a screen is about, asked for when the screen opens and again whenever what it asks
// for changes, with a retry after a failure. Only the newest request's answer counts, so a late
// answer about the previous id never shows in place of the current one.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { DetailLoad } from '@/components/DetailState'
import { ApiError } from '@/services/http'
import { useT } from './useT'

export interface DetailOptions {
  /**
   * The server refusing (not the user's, or gone) is final: the screen says its words and offers
   * no retry, since asking again gets the same answer. Otherwise every failure offers a retry.
   */
  refusalIsMissing?: boolean
}

/**
 * `fetch` resolves to the thing, or to null when there is no such thing. A null `fetch` means the
 * screen was opened without naming its thing (a link without its id): there is nothing to ask for,
 * so it is missing at once, saying so. A new `fetch` asks again, so keep it stable (useCallback).
 */
export function useDetail<T>(
  fetch: (() => Promise<T | null>) | null,
  { refusalIsMissing = false }: DetailOptions = {},
): { load: DetailLoad<T>; retry: () => void; refresh: () => void } {
  const t = useT()
  const [load, setLoad] = useState<DetailLoad<T>>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // the fetch now asked for: a refresh's late answer about an earlier one does not show
  const current = useRef(fetch)
  useEffect(() => {
    current.current = fetch
  }, [fetch])

  useEffect(() => {
    if (!fetch) return
    let stale = false
    fetch().then(
      (value) => {
        if (!stale) setLoad(value === null ? { kind: 'missing' } : { kind: 'ready', value })
      },
      (e: unknown) => {
        if (stale) return
        const refused = refusalIsMissing && e instanceof ApiError && e.type === 'error'
        setLoad(refused ? { kind: 'missing', message: e.message } : { kind: 'failed' })
      },
    )
    return () => {
      // asking for something else now (or the screen is gone): this answer no longer counts
      stale = true
      setLoad({ kind: 'loading' })
    }
  }, [fetch, refusalIsMissing, attempt])

  const retry = useCallback(() => {
    setLoad({ kind: 'loading' })
    setAttempt((n) => n + 1)
  }, [])

  /** Reads the thing again while showing what is there (a live screen); a failure changes nothing. */
  const refresh = useCallback(() => {
    if (!fetch) return
    fetch().then(
      (value) => {
        if (value !== null && current.current === fetch) setLoad({ kind: 'ready', value })
      },
      () => undefined,
    )
  }, [fetch])

  const unnamed: DetailLoad<T> = { kind: 'missing', message: t('common.unnamed') }
  return { load: fetch ? load : unnamed, retry, refresh }
}
