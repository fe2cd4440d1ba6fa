// A page's body waits for all of its language's messages: a cold start to Home loads only the
// first screen's (locales/parts.ts), and a page opened before the rest arrived would show keys.
import { useEffect, useState, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { completeLanguage, translation } from '@/locales'
import { StateView } from '../StateView'

export function Messages({ children }: { children: ReactNode }) {
  const { complete } = useSnapshot(translation)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (complete) return
    let gone = false
    completeLanguage().catch(() => {
      if (!gone) setFailed(true)
    })
    return () => {
      gone = true
    }
  }, [complete, attempt])
  if (complete) return <>{children}</>
  const retry = () => {
    setFailed(false)
    setAttempt((n) => n + 1)
  }
  return <StateView kind={failed ? 'failed' : 'loading'} onRetry={failed ? retry : undefined} />
}
