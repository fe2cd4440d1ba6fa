// A text the server writes in the request's language (help centre, about, customer service):
// loaded on mount and again when the language changes, the newest answer winning. A failed reload
// keeps the text shown; only a first load that fails shows the failure.
import { useCallback, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '@/stores/session'

export type Loaded<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; value: T }

export function useServerText<T>(fetch: () => Promise<T>) {
  const { lang } = useSnapshot(session)
  const [load, setLoad] = useState<Loaded<T>>({ kind: 'loading' })
  const latest = useRef(0)

  const reload = useCallback((): Promise<void> => {
    const asked = ++latest.current
    return fetch().then(
      (value) => {
        if (asked === latest.current) setLoad({ kind: 'ready', value })
      },
      () => {
        if (asked === latest.current)
          setLoad((now) => (now.kind === 'ready' ? now : { kind: 'failed' }))
      },
    )
  }, [fetch])

  useEffect(() => {
    void reload()
  }, [reload, lang])

  const retry = () => {
    setLoad({ kind: 'loading' })
    void reload()
  }
  return { load, reload, retry }
}
