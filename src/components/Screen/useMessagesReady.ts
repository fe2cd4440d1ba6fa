// Whether a page has the messages it needs: a cold start to Home loads only the first screen's
// (locales/parts.ts), and any other page opened before the rest arrived would show keys. That page
// still mounts meanwhile (hidden, components/Screen), so what it does when shown (useDidShow) is
// not missed.
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { completeLanguage, translation } from '@/locales'

export function useMessagesReady(needed: boolean): {
  ready: boolean
  failed: boolean
  retry: () => void
} {
  const { complete } = useSnapshot(translation)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (complete || !needed) return
    let gone = false
    completeLanguage().catch(() => {
      if (!gone) setFailed(true)
    })
    return () => {
      gone = true
    }
  }, [complete, needed, attempt])
  const retry = () => {
    setFailed(false)
    setAttempt((n) => n + 1)
  }
  return { ready: complete || !needed, failed, retry }
}
