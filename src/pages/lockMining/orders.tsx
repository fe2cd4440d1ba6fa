// The user's lock-mining orders, newest first, by status (all, locked, ended, redeemed early), a
// page at a time. A locked order with days left can be redeemed early; the sheet shows the penalty
// and the refund before anything else, and the list is read again once it is done.
import { useCallback, useState } from 'react'
import { View } from '@tarojs/components'
import { Tabs } from '@/components/Tabs'
import { ListFooter } from '@/components/ListFooter'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { usePagedList } from '@/hooks/usePagedList'
import { useT } from '@/hooks/useT'
import { fetchLockOrders, type LockOrder } from '@/services/api/lockMining'
import { toast } from '@/services/toast'
import { balance } from '@/utils/format'
import { OrderCard } from './parts/OrderCard'
import { RedeemSheet } from './parts/RedeemSheet'
import './lockMining.scss'

const FILTERS = [
  { status: '', label: 'lock.status.all' },
  { status: '1', label: 'lock.status.locked' },
  { status: '2', label: 'lock.status.ended' },
  { status: '3', label: 'lock.status.redeemed' },
] as const

type Status = (typeof FILTERS)[number]['status']

const LIMIT = 10

function OrdersBody() {
  const t = useT()
  const [status, setStatus] = useState<Status>('')
  const [redeeming, setRedeeming] = useState<LockOrder | null>(null)
  const page = useCallback(
    (n: number) =>
      fetchLockOrders({ page: n, limit: LIMIT, status }).then((p) => ({
        items: p.order_list,
        page: p.page,
        pages: p.pages,
      })),
    [status],
  )
  const orders = usePagedList(page)

  const list =
    orders.load === 'loading' ? (
      <Skeleton shape='rows' rows={4} />
    ) : orders.load === 'failed' ? (
      <StateView kind='failed' onRetry={orders.retry} />
    ) : orders.items.length === 0 ? (
      <StateView kind='empty' message={t('lock.noOrdersHere')} />
    ) : (
      <>
        {orders.items.map((o) => (
          <OrderCard key={o.id} order={o} onRedeem={() => setRedeeming(o)} />
        ))}
        <ListFooter list={orders} moreText={t('trade.loadMore')} noMoreText={t('lock.noMore')} />
      </>
    )

  return (
    <View className='lock'>
      <Tabs
        scroll
        current={FILTERS.findIndex((f) => f.status === status)}
        titles={FILTERS.map((f) => t(f.label))}
        onChange={(index) => {
          if (FILTERS[index].status !== status) setStatus(FILTERS[index].status)
        }}
      />
      {list}
      <View className='lock__note' role='note'>
        {t('lock.risk')}
      </View>
      {redeeming ? (
        <RedeemSheet
          order={redeeming}
          onClose={() => setRedeeming(null)}
          onRedeemed={(done) => {
            setRedeeming(null)
            toast(
              t('lock.redeemed', {
                refund: balance(done.refund),
                currency: redeeming.currency_name,
              }),
              'success',
            )
            void orders.refresh()
          }}
        />
      ) : null}
    </View>
  )
}

export default function OrdersPage() {
  return (
    <Screen>
      <OrdersBody />
    </Screen>
  )
}
