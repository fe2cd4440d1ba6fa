// The user's lock-mining orders, newest first, by status (all, locked, ended, redeemed early), a
// page at a time. A locked order with days left can be redeemed early; the sheet shows the penalty
// and the refund before anything else, and the list is read again once it is done.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { AtLoadMore, AtTabs } from 'taro-ui'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
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
type Load = 'loading' | 'failed' | 'ready'

const LIMIT = 10

function OrdersBody() {
  const t = useT()
  const [status, setStatus] = useState<Status>('')
  const [orders, setOrders] = useState<readonly LockOrder[]>([])
  const [page, setPage] = useState(0)
  const [pages, setPages] = useState(0)
  const [load, setLoad] = useState<Load>('loading')
  const [loadingMore, setLoadingMore] = useState(false)
  const [redeeming, setRedeeming] = useState<LockOrder | null>(null)

  const reload = useCallback(
    () =>
      fetchLockOrders({ page: 1, limit: LIMIT, status }).then(
        (first) => {
          setOrders(first.order_list)
          setPage(first.page)
          setPages(first.pages)
          setLoad('ready')
        },
        () => setLoad((now) => (now === 'ready' ? now : 'failed')),
      ),
    [status],
  )
  useEffect(() => {
    void reload()
  }, [reload])
  usePullDownRefresh(() => void reload().finally(() => Taro.stopPullDownRefresh()))

  const more = async () => {
    if (loadingMore || load !== 'ready' || page >= pages) return
    setLoadingMore(true)
    try {
      const next = await fetchLockOrders({ page: page + 1, limit: LIMIT, status })
      // a purchase meanwhile shifts the pages by one: skip what is already shown
      setOrders((shown) => [
        ...shown,
        ...next.order_list.filter((o) => !shown.some((s) => s.id === o.id)),
      ])
      setPage(next.page)
      setPages(next.pages)
    } catch {
      // the request wrapper has said why; the button stays to try again
    } finally {
      setLoadingMore(false)
    }
  }
  useReachBottom(() => void more())

  const list =
    load === 'loading' ? (
      <Skeleton shape='rows' rows={4} />
    ) : load === 'failed' ? (
      <StateView
        kind='failed'
        onRetry={() => {
          setLoad('loading')
          void reload()
        }}
      />
    ) : orders.length === 0 ? (
      <StateView kind='empty' message={t('lock.noOrdersHere')} />
    ) : (
      <>
        {orders.map((o) => (
          <OrderCard key={o.id} order={o} onRedeem={() => setRedeeming(o)} />
        ))}
        {pages > 1 ? (
          <AtLoadMore
            status={loadingMore ? 'loading' : page < pages ? 'more' : 'noMore'}
            moreText={t('trade.loadMore')}
            loadingText={t('common.loading')}
            noMoreText={t('lock.noMore')}
            onClick={() => void more()}
          />
        ) : null}
      </>
    )

  return (
    <View className='lock'>
      <AtTabs
        className='app-tabs'
        scroll
        current={FILTERS.findIndex((f) => f.status === status)}
        tabList={FILTERS.map((f) => ({ title: t(f.label) }))}
        swipeable={false}
        animated={false}
        onClick={(index) => {
          if (FILTERS[index].status === status) return
          setLoad('loading')
          setStatus(FILTERS[index].status)
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
            void reload()
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
