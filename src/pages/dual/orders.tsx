// The user's dual-investment orders, newest first: what was deposited into which product, and once
// settled the price read and what was paid in which currency.
import { useCallback } from 'react'
import { Text, View } from '@tarojs/components'
import { ListFooter } from '@/components/ListFooter'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { usePagedList } from '@/hooks/usePagedList'
import { useT } from '@/hooks/useT'
import { fetchDualOrders, type DualOrder } from '@/services/api/dual'
import { formatInstant } from '@/utils/dates'
import { grouped } from '@/utils/format'
import { amountText } from './parts/amountText'
import './dual.scss'

function OrderCard({ order: o }: { order: DualOrder }) {
  const t = useT()
  const p = o.product
  return (
    <View className='dual-card' data-order={o.id} data-status={o.status}>
      <Text className='dual-card__title'>
        {t(p.type === 'call' ? 'dual.call' : 'dual.put', { coin: p.currency_name })} ·{' '}
        {grouped(p.target_price)} USDT
      </Text>
      <Text className='dual-card__line'>
        {t('dual.deposited', { amount: amountText(o.num, p.deposit_name) })}
      </Text>
      <Text className='dual-card__line'>
        {o.status === 2 && o.payout !== null
          ? t('dual.settled', {
              price: grouped(p.settle_price ?? '0'),
              amount: amountText(o.payout, o.payout_name ?? ''),
            })
          : t('dual.holding', { when: formatInstant(p.settle_at, 'YYYY-MM-DD HH:mm') })}
      </Text>
    </View>
  )
}

function OrdersBody() {
  const t = useT()
  const page = useCallback(
    (n: number) =>
      fetchDualOrders(n).then((p) => ({ items: p.data, page: p.page, pages: p.pages })),
    [],
  )
  const orders = usePagedList(page, { reloadOnShow: true })
  if (orders.load === 'loading') return <Skeleton shape='rows' rows={4} />
  if (orders.load === 'failed') return <StateView kind='failed' onRetry={orders.retry} />
  if (orders.items.length === 0) return <StateView kind='empty' message={t('dual.noOrders')} />
  return (
    <View className='dual'>
      {orders.items.map((o) => (
        <OrderCard key={o.id} order={o} />
      ))}
      <ListFooter list={orders} moreText={t('trade.loadMore')} noMoreText='' />
    </View>
  )
}

export default function DualOrdersPage() {
  return (
    <Screen>
      <OrdersBody />
    </Screen>
  )
}
