import { AtLoadMore } from 'taro-ui'
import { useT } from '@/hooks/useT'
import type { PagedList } from '@/hooks/usePagedList'

interface Props {
  list: Pick<PagedList<unknown & { id: number }>, 'paged' | 'loadingMore' | 'hasMore' | 'more'>
  /** "more records", "more orders", ... */
  moreText: string
  /** "no more records", ... */
  noMoreText: string
  className?: string
}

/** The foot of a paged list: more to load (a tap loads it), loading, or the end. */
export function ListFooter({ list, moreText, noMoreText, className }: Props) {
  const t = useT()
  if (!list.paged) return null
  return (
    <AtLoadMore
      className={className}
      status={list.loadingMore ? 'loading' : list.hasMore ? 'more' : 'noMore'}
      moreText={moreText}
      loadingText={t('common.loading')}
      noMoreText={noMoreText}
      onClick={() => void list.more()}
    />
  )
}
