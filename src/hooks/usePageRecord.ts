// A page about one of the user's records (a message, a deposit) named by the page's `id` query.
import { useCallback } from 'react'
import { useDetail } from './useDetail'
import { usePageQuery } from './usePageQuery'

/**
 * The record `fetchById` returns for the page's id. The server refusing it (not the user's, or no
 * such record) is final: its words are shown, toasted too, with no retry.
 */
export function usePageRecord<T>(fetchById: (id: number) => Promise<T>) {
  const { id } = usePageQuery()
  // an id that is no number asks for record 0, which nobody has: the server says so
  const fetch = useCallback(() => fetchById(Number(id) || 0), [fetchById, id])
  return useDetail(fetch, { refusalIsMissing: true })
}
