// The user's commitments, newest first: what was committed to which project and, once allocated,
// the allocation worked through (tokens x price = charged, the rest returned).
import { useCallback } from 'react'
import { Text, View } from '@tarojs/components'
import { ListFooter } from '@/components/ListFooter'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { usePagedList } from '@/hooks/usePagedList'
import { useT } from '@/hooks/useT'
import { fetchCommitments, type ProjectOrder } from '@/services/api/project'
import { formatInstant } from '@/utils/dates'
import { balance, grouped } from '@/utils/format'
import './project.scss'

function CommitmentCard({ order: o }: { order: ProjectOrder }) {
  const t = useT()
  const p = o.project
  return (
    <View className='project-card' data-order={o.id} data-status={o.status}>
      <Text className='project-card__title'>
        {p.name} · {p.symbol}
      </Text>
      <Text className='project-card__line'>
        {t('project.committedLine', { amount: balance(o.amount) })}
      </Text>
      <Text className='project-card__line' data-line='result'>
        {o.status === 2 && o.tokens !== null
          ? t('project.allocatedLine', {
              tokens: grouped(o.tokens),
              symbol: p.symbol,
              price: grouped(p.price),
              charged: balance(o.charged ?? '0'),
              released: balance(o.released ?? '0'),
            })
          : t('project.waitingLine', { end: formatInstant(p.end_at, 'YYYY-MM-DD HH:mm') })}
      </Text>
    </View>
  )
}

function OrdersBody() {
  const t = useT()
  const page = useCallback(
    (n: number) =>
      fetchCommitments(n).then((p) => ({ items: p.data, page: p.page, pages: p.pages })),
    [],
  )
  const orders = usePagedList(page, { reloadOnShow: true })
  if (orders.load === 'loading') return <Skeleton shape='rows' rows={4} />
  if (orders.load === 'failed') return <StateView kind='failed' onRetry={orders.retry} />
  if (orders.items.length === 0) return <StateView kind='empty' message={t('project.noOrders')} />
  return (
    <View className='project'>
      {orders.items.map((o) => (
        <CommitmentCard key={o.id} order={o} />
      ))}
      <ListFooter list={orders} moreText={t('trade.loadMore')} noMoreText='' />
    </View>
  )
}

export default function ProjectOrdersPage() {
  return (
    <Screen>
      <OrdersBody />
    </Screen>
  )
}
