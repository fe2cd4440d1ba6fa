// A list read a page at a time (records, messages, orders): the first page on mount (or each time
// the page is shown), pull down to read it again, the next page on reaching the bottom. Only the
// latest request fills the list, so a late answer to an older filter never shows; rows that a
// newer item pushed onto the next page are not shown twice.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'

export interface ListPage<T> {
  items: readonly T[]
  page: number
  pages: number
}

export type ListLoad = 'loading' | 'failed' | 'ready'

export interface PagedList<T> {
  items: readonly T[]
  load: ListLoad
  /** a next page is on its way */
  loadingMore: boolean
  /** more pages than the ones shown */
  hasMore: boolean
  /** several pages exist (a footer is worth showing) */
  paged: boolean
  more: () => Promise<void>
  /** reads the first page again, keeping the rows on screen until it arrives */
  refresh: () => Promise<void>
  /** shows the loading state and reads the first page again (after a failure, a new filter) */
  retry: () => void
  /** changes the shown rows in place (a message marked read) */
  update: (change: (items: readonly T[]) => readonly T[]) => void
}

export function usePagedList<T extends { id: number }>(
  /** reads one page; a new function (a new filter) starts the list again */
  fetchPage: (page: number) => Promise<ListPage<T>>,
  /** read again whenever the page is shown (a decision may have come meanwhile) */
  options: { reloadOnShow?: boolean } = {},
): PagedList<T> {
  type Fetch = typeof fetchPage
  // the rows on screen and the list (fetchPage) they belong to: a new filter shows loading until
  // its own first page arrives
  const [shown, setShown] = useState<{ source: Fetch | null; page: ListPage<T> }>({
    source: null,
    page: { items: [], page: 0, pages: 0 },
  })
  const [failed, setFailed] = useState<Fetch | null>(null)
  const [loadingMore, setLoadingMore] = useState(false)
  const serial = useRef(0)
  const load: ListLoad =
    shown.source === fetchPage ? 'ready' : failed === fetchPage ? 'failed' : 'loading'
  const { items, page, pages } = shown.page

  const reload = useCallback(() => {
    const mine = ++serial.current
    return fetchPage(1).then(
      (first) => {
        if (mine !== serial.current) return
        setShown({ source: fetchPage, page: first })
        setFailed(null)
      },
      () => {
        // a failed refresh keeps the rows it had; a list never shown says it failed
        if (mine === serial.current) setFailed(() => fetchPage)
      },
    )
  }, [fetchPage])

  // with reloadOnShow the first page comes with the page's show; a new filter after that (a tab,
  // a coin) reads its list at once
  const firstReload = useRef(reload)
  useEffect(() => {
    if (!options.reloadOnShow || reload !== firstReload.current) void reload()
  }, [reload, options.reloadOnShow])
  useDidShow(() => {
    if (options.reloadOnShow) void reload()
  })
  usePullDownRefresh(() => void reload().finally(() => Taro.stopPullDownRefresh()))

  const more = async () => {
    if (loadingMore || load !== 'ready' || page >= pages) return
    const mine = serial.current
    setLoadingMore(true)
    try {
      const next = await fetchPage(page + 1)
      if (mine !== serial.current) return
      setShown((now) => {
        const have = now.page.items
        const fresh = next.items.filter((n) => !have.some((s) => s.id === n.id))
        return {
          source: now.source,
          page: { items: [...have, ...fresh], page: next.page, pages: next.pages },
        }
      })
    } catch {
      // the request wrapper has said why; the footer stays to try again
    } finally {
      setLoadingMore(false)
    }
  }
  useReachBottom(() => void more())

  return {
    items,
    load,
    loadingMore,
    hasMore: page < pages,
    paged: pages > 1,
    more,
    refresh: reload,
    retry: () => {
      setShown((now) => ({ ...now, source: null }))
      setFailed(null)
      void reload()
    },
    update: (change) =>
      setShown((now) => ({ ...now, page: { ...now.page, items: change(now.page.items) } })),
  }
}
