// A record the server decides later (a deposit the operator reviews, a card payment the provider
// confirms or declines) follows its decision on its page without a reload. Every such decision
// sends the user a message, which the socket pushes at once: while the record is pending and its
// page on screen, each push reads it again, and so does each join of the user's room (a decision
// pushed while the socket was away is then read, not waited for).
import { useEffect } from 'react'
import { connectRealtime, onJoined, onMailMessage } from '@/services/realtime'
import { usePageVisible } from './usePageVisible'

/** Calls `refresh` at each push that may carry the decision while `pending` and on screen. */
export function useFollowDecision(refresh: () => void, pending: boolean): void {
  const visible = usePageVisible()
  useEffect(() => {
    if (!visible || !pending) return
    void connectRealtime()
    const stopMessages = onMailMessage(refresh)
    const stopJoins = onJoined(refresh)
    return () => {
      stopMessages()
      stopJoins()
    }
  }, [visible, pending, refresh])
}
