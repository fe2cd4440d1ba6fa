// The conversation as the screen holds it: oldest at the top, read from the server newest first a
// page at a time ("earlier messages" reads the next page), with what the user sends and what the
// operator answers live merged in by id. usePagedList reads its next page on reaching the bottom;
// a chat's older messages are above, so this list pages upwards on request instead.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { useLatestTurn } from '@/hooks/useLatestTurn'
import { fetchConversation, type SupportMessage } from '@/services/api/support'
import { connectRealtime, onJoined, onSupportMessage } from '@/services/realtime'

export type ConversationLoad = 'loading' | 'failed' | 'ready'

interface Shown {
  load: ConversationLoad
  /** oldest first */
  items: readonly SupportMessage[]
  /** pages read so far, from the newest */
  page: number
  pages: number
}

/** Both lists' messages once each, oldest first (ids grow with time). */
function merged(have: readonly SupportMessage[], more: readonly SupportMessage[]) {
  const byId = new Map(have.map((m) => [m.id, m]))
  for (const m of more) byId.set(m.id, m)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

export function useConversation() {
  const [shown, setShown] = useState<Shown>({ load: 'loading', items: [], page: 0, pages: 0 })
  const [loadingEarlier, setLoadingEarlier] = useState(false)
  const nextTurn = useLatestTurn()

  // Reads the latest page again, keeping what is on screen: nothing is ever taken back, so a merge
  // is the whole truth, and earlier pages stay read.
  const refresh = useCallback((): Promise<void> => {
    const current = nextTurn()
    return fetchConversation(1).then(
      (first) => {
        if (!current()) return
        setShown((now) => ({
          load: 'ready',
          items: merged(now.items, first.data),
          page: Math.max(now.page, 1),
          pages: first.pages,
        }))
      },
      () => {
        // a failed refresh keeps what it had; a conversation never shown says it failed
        if (current()) setShown((now) => (now.load === 'ready' ? now : { ...now, load: 'failed' }))
      },
    )
  }, [nextTurn])

  useEffect(() => {
    void refresh()
    void connectRealtime()
    const offAnswer = onSupportMessage((message) =>
      setShown((now) => ({ ...now, items: merged(now.items, [message]) })),
    )
    // an answer pushed while the socket was away is read once it is back in the user's room
    const offJoined = onJoined(() => void refresh())
    return () => {
      offAnswer()
      offJoined()
    }
  }, [refresh])

  usePullDownRefresh(() => void refresh().finally(() => Taro.stopPullDownRefresh()))

  const earlier = async () => {
    if (loadingEarlier || shown.page >= shown.pages) return
    setLoadingEarlier(true)
    try {
      const older = await fetchConversation(shown.page + 1)
      setShown((now) => ({
        ...now,
        items: merged(now.items, older.data),
        page: Math.max(now.page, older.page),
        pages: older.pages,
      }))
    } catch {
      // the request wrapper has said why; the button stays to try again
    } finally {
      setLoadingEarlier(false)
    }
  }

  return {
    ...shown,
    hasEarlier: shown.page < shown.pages,
    loadingEarlier,
    earlier,
    retry: () => {
      setShown((now) => ({ ...now, load: 'loading' }))
      void refresh()
    },
    /** a message the user just sent, shown without asking again */
    add: (message: SupportMessage) =>
      setShown((now) => ({ ...now, items: merged(now.items, [message]) })),
  }
}

export type Conversation = ReturnType<typeof useConversation>
