// A write the user confirms before it is sent (buy, bid, open, list), made once per intent: one
// Idempotency-Key until it succeeds or what is asked changes, so a retry after a lost answer or a
// second tap makes one request. The server's refusal is kept to show in the form.
import { useState } from 'react'
import { ApiError, newRequestKey } from '@/services/http'

export interface ConfirmedWrite {
  /** the confirmation is open */
  asking: boolean
  busy: boolean
  /** the server's words for the last refusal, or the form's own */
  error: string
  setError: (error: string) => void
  ask: () => void
  cancel: () => void
  confirm: () => Promise<void>
  /** what is asked changed: a new intent, a new key */
  changed: () => void
}

export function useConfirmedWrite<T>(
  write: (key: string) => Promise<T>,
  done: (result: T) => void,
): ConfirmedWrite {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [key, setKey] = useState(newRequestKey)
  return {
    asking,
    busy,
    error,
    setError,
    ask: () => {
      setError('')
      setAsking(true)
    },
    cancel: () => setAsking(false),
    confirm: async () => {
      setAsking(false)
      if (busy) return
      setBusy(true)
      try {
        const result = await write(key)
        setKey(newRequestKey())
        done(result)
      } catch (e) {
        if (e instanceof ApiError) setError(e.message)
        else throw e
      } finally {
        setBusy(false)
      }
    },
    changed: () => {
      setError('')
      setKey(newRequestKey())
    },
  }
}
