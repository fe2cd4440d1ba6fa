// A page of the user's own orders in an Earn area (dual, projects), newest first: read a page at a
// time and again each time the page shows (a settlement may have come meanwhile), with the
// loading, failed and empty states every such list has.
import { useCallback, type ReactNode } from 'react'
import { View } from '@tarojs/components'
import type { Paged } from '@wire/envelope'
import { ListFooter } from '@/components/ListFooter'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { usePagedList } from '@/hooks/usePagedList'
import { useT } from '@/hooks/useT'

interface OrderCardsProps<T extends { id: number }> {
  /** one page of the orders, as the server pages them */
  fetchPage: (page: number) => Promise<Paged<T>>
  /** what the list says when there is no order yet */
  empty: string
  /** the area's list class ('dual', 'project') */
  className: string
  card: (order: T) => ReactNode
}

export function OrderCards<T extends { id: number }>({
  fetchPage,
  empty,
  className,
  card,
}: OrderCardsProps<T>) {
  const t = useT()
  const page = useCallback(
    (n: number) => fetchPage(n).then((p) => ({ items: p.data, page: p.page, pages: p.pages })),
    [fetchPage],
  )
  const orders = usePagedList(page, { reloadOnShow: true })
  if (orders.load === 'loading') return <Skeleton shape='rows' rows={4} />
  if (orders.load === 'failed') return <StateView kind='failed' onRetry={orders.retry} />
  if (orders.items.length === 0) return <StateView kind='empty' message={empty} />
  return (
    <View className={className}>
      {orders.items.map(card)}
      <ListFooter list={orders} moreText={t('trade.loadMore')} noMoreText='' />
    </View>
  )
}
