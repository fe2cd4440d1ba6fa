// A write the user confirms before it is sent (buy, bid, open, list), made once per intent: one
// Idempotency-Key until it succeeds or what is asked changes, so a retry after a lost answer or a
// second tap makes one request. The server's refusal is kept to show in the form. The key, the
// busy state and the refusal are useWrite's; this adds the asking.
import { useState } from 'react'
import { useWrite, type Write, type WriteOptions } from './useWrite'

export interface ConfirmedWrite extends Omit<Write, 'send'> {
  /** the confirmation is open */
  asking: boolean
  ask: () => void
  cancel: () => void
  confirm: () => Promise<void>
}

export function useConfirmedWrite<T>(
  write: (key: string) => Promise<T>,
  done: (result: T) => void,
  options?: WriteOptions,
): ConfirmedWrite {
  const [asking, setAsking] = useState(false)
  const { send, ...written } = useWrite(write, done, options)
  return {
    ...written,
    asking,
    ask: () => {
      written.setError('')
      setAsking(true)
    },
    cancel: () => setAsking(false),
    confirm: () => {
      setAsking(false)
      return send()
    },
  }
}
