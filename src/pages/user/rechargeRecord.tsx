// The user's deposits, newest first, 10 a page (SPEC §9): amount, coin, status (pending, approved,
// rejected, translated by code), how and when; a tap opens the detail. Pull down to refresh.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { AtLoadMore } from 'taro-ui'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useT } from '@/hooks/useT'
import type { RoutePath } from '@/routes'
import { fetchRecharges, type Recharge } from '@/services/api/deposit'
import { navigate } from '@/services/router'
import { RechargeRow } from './recharge/RechargeRow'
import './recharge/recharge.scss'

const DETAIL: RoutePath = 'pages/user/recharge-detail'
const RECHARGE: RoutePath = 'pages/user/recharge'

type Load = 'loading' | 'failed' | 'ready'

function RechargeRecordBody() {
  const t = useT()
  const [items, setItems] = useState<readonly Recharge[]>([])
  const [page, setPage] = useState(0)
  const [pages, setPages] = useState(0)
  const [load, setLoad] = useState<Load>('loading')
  const [loadingMore, setLoadingMore] = useState(false)

  const reload = useCallback(
    () =>
      fetchRecharges({ page: 1 }).then(
        (first) => {
          setItems(first.data)
          setPage(first.page)
          setPages(first.pages)
          setLoad('ready')
        },
        () => setLoad((now) => (now === 'ready' ? now : 'failed')),
      ),
    [],
  )

  useEffect(() => {
    void reload()
  }, [reload])
  usePullDownRefresh(() => void reload().finally(() => Taro.stopPullDownRefresh()))

  const more = async () => {
    if (loadingMore || load !== 'ready' || page >= pages) return
    setLoadingMore(true)
    try {
      const next = await fetchRecharges({ page: page + 1 })
      // a deposit made meanwhile shifts the pages by one: skip what is already shown
      setItems((shown) => [...shown, ...next.data.filter((r) => !shown.some((s) => s.id === r.id))])
      setPage(next.page)
      setPages(next.pages)
    } catch {
      // the request wrapper has said why; the button stays to try again
    } finally {
      setLoadingMore(false)
    }
  }
  useReachBottom(() => void more())

  if (load === 'loading') return <Skeleton shape='rows' rows={5} />
  if (load === 'failed') {
    const retry = () => {
      setLoad('loading')
      void reload()
    }
    return <StateView kind='failed' onRetry={retry} />
  }
  if (items.length === 0) {
    const action = { label: t('route.recharge'), onPress: () => void navigate(RECHARGE) }
    return <StateView kind='empty' message={t('deposit.empty')} action={action} />
  }
  return (
    <View className='recharge-list'>
      {items.map((item) => (
        <RechargeRow
          key={item.id}
          item={item}
          onOpen={() => void navigate(DETAIL, { id: item.id })}
        />
      ))}
      {pages > 1 ? (
        <AtLoadMore
          status={loadingMore ? 'loading' : page < pages ? 'more' : 'noMore'}
          moreText={t('deposit.more')}
          loadingText={t('common.loading')}
          noMoreText={t('deposit.noMore')}
          onClick={() => void more()}
        />
      ) : null}
    </View>
  )
}

export default function RechargeRecordPage() {
  return (
    <Screen>
      <RechargeRecordBody />
    </Screen>
  )
}
