// A money-moving write made once per intent: one Idempotency-Key until it succeeds or what is
// asked changes, so a retry after a lost answer or a second tap makes one request. The server's
// refusal is kept to show in the form. This is the write alone, for a send that has no asking of
// its own (a message, a confirmation sheet that is itself the question); useConfirmedWrite adds
// the asking.
import { useRef, useState } from 'react'
import { ApiError, newRequestKey } from '@/services/http'
import { toast } from '@/services/toast'

export interface WriteOptions {
  /**
   * What the form keeps of a refusal: its message unless told; '' when the caller tells the user
   * another way (a toast, the page behind the sheet).
   */
  refusal?: (failure: ApiError) => string
}

/** A refusal told in a toast: for a write asked from a list or a sheet, with no form to show it in. */
export function toastRefusal(failure: ApiError): string {
  toast(failure.message)
  return ''
}

export const TOAST_REFUSAL: WriteOptions = { refusal: toastRefusal }

export interface Write<A = void> {
  busy: boolean
  /** the server's words for the last refusal, or the form's own */
  error: string
  setError: (error: string) => void
  /** `about`: what is sent when the tap itself decides it (the setting chosen) */
  send: (about: A) => Promise<void>
  /** what is asked changed: a new intent, a new key */
  changed: () => void
}

export function useWrite<T, A = void>(
  write: (key: string, about: A) => Promise<T>,
  done: (result: T) => void,
  { refusal }: WriteOptions = {},
): Write<A> {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  // Refs, not state: `changed` and `send` in one tap must see each other at once, and a second tap
  // landing before the re-render must find the first still on its way.
  const key = useRef('')
  const sending = useRef(false)
  return {
    busy,
    error,
    setError,
    send: async (about) => {
      if (sending.current) return
      sending.current = true
      setBusy(true)
      setError('')
      key.current ||= newRequestKey()
      try {
        const result = await write(key.current, about)
        key.current = ''
        done(result)
      } catch (e) {
        if (e instanceof ApiError) setError(refusal ? refusal(e) : e.message)
        else throw e
      } finally {
        sending.current = false
        setBusy(false)
      }
    },
    changed: () => {
      setError('')
      key.current = ''
    },
  }
}
