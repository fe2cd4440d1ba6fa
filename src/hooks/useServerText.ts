// A text the server writes in the request's language (help centre, about, customer service, Home's
// notice, banners, quick entries and news): loaded on mount and again when the language changes,
// the newest answer winning. A failed reload keeps the text shown; only a first load that fails
// shows the failure.
//
// The key is session.lang, not translation.active: it is what http.ts sends, and switchLanguage
// sets it only once the new messages are active, so the reload asks in the language now on screen.
import { useCallback, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '@/stores/session'
import { useLatestTurn } from './useLatestTurn'

export type Loaded<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; value: T }

export function useServerText<T>(fetch: () => Promise<T>) {
  const { lang } = useSnapshot(session)
  const [load, setLoad] = useState<Loaded<T>>({ kind: 'loading' })
  const nextTurn = useLatestTurn()

  const reload = useCallback((): Promise<void> => {
    const current = nextTurn()
    return fetch().then(
      (value) => {
        if (current()) setLoad({ kind: 'ready', value })
      },
      () => {
        if (current()) setLoad((now) => (now.kind === 'ready' ? now : { kind: 'failed' }))
      },
    )
  }, [fetch, nextTurn])

  useEffect(() => {
    void reload()
  }, [reload, lang])

  const retry = () => {
    setLoad({ kind: 'loading' })
    void reload()
  }
  return { load, reload, retry }
}

/** The value once loaded, or `empty` while loading and after a failed first load. */
export function loadedOr<T>(load: Loaded<T>, empty: T): T {
  return load.kind === 'ready' ? load.value : empty
}
