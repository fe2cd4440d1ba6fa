// The user's withdrawals, newest first, 10 a page (SPEC §9): what arrives and the fee, where it
// went, its status translated by code (WIRE.md: theirs is Chinese only) and, when rejected, the
// operator's reason. Pull to refresh; more at the bottom.
import { useCallback, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { AtLoadMore } from 'taro-ui'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useT } from '@/hooks/useT'
import { fetchWithdrawals, type Withdrawal } from '@/services/api/withdraw'
import { navigate } from '@/services/router'
import { formatDateTime } from '@/utils/dates'
import { balance } from '@/utils/format'
import './withdrawl/withdrawl.scss'

const STATUS_KEYS = {
  1: 'withdraw.pending',
  2: 'withdraw.done',
  3: 'withdraw.rejected',
} as const

type Load = 'loading' | 'failed' | 'ready'

function WithdrawalRow({ item }: { item: Withdrawal }) {
  const t = useT()
  return (
    <View className='withdraw-row' data-withdrawal={item.id} data-status={item.status}>
      <View className='withdraw-row__head'>
        <Text className='withdraw-row__amount'>
          {`${balance(item.amount)} ${item.currency_name} · ${item.type}`}
        </Text>
        <Text className={`withdraw-row__status withdraw-row__status--${item.status}`}>
          {t(STATUS_KEYS[item.status])}
        </Text>
      </View>
      <Text className='withdraw-row__line'>
        {t('withdraw.feeLine', { fee: `${balance(item.fee)} ${item.currency_name}` })}
      </Text>
      <Text className='withdraw-row__address'>{item.address}</Text>
      <Text className='withdraw-row__line'>{formatDateTime(item.create_time)}</Text>
      {item.status === 3 && item.remark ? (
        <Text className='withdraw-row__reason'>
          {t('withdraw.reason', { reason: item.remark })}
        </Text>
      ) : null}
    </View>
  )
}

function WithdrawRecordBody() {
  const t = useT()
  const [items, setItems] = useState<readonly Withdrawal[]>([])
  const [page, setPage] = useState(0)
  const [pages, setPages] = useState(0)
  const [load, setLoad] = useState<Load>('loading')
  const [loadingMore, setLoadingMore] = useState(false)

  const reload = useCallback(
    () =>
      fetchWithdrawals({ page: 1 }).then(
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
  // a decision may have come since: read again whenever shown
  useDidShow(() => void reload())
  usePullDownRefresh(() => void reload().finally(() => Taro.stopPullDownRefresh()))

  const more = async () => {
    if (loadingMore || load !== 'ready' || page >= pages) return
    setLoadingMore(true)
    try {
      const next = await fetchWithdrawals({ page: page + 1 })
      // a withdrawal made meanwhile shifts the pages by one: skip what is already shown
      setItems((shown) => [...shown, ...next.data.filter((w) => !shown.some((s) => s.id === w.id))])
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
    return (
      <StateView
        kind='empty'
        message={t('withdraw.empty')}
        action={{
          label: t('withdraw.submit'),
          onPress: () => void navigate('pages/user/withdrawl'),
        }}
      />
    )
  }
  return (
    <View className='withdraw-records'>
      <Text className='withdraw__note'>{t('withdraw.arrival')}</Text>
      {items.map((item) => (
        <WithdrawalRow key={item.id} item={item} />
      ))}
      {pages > 1 ? (
        <AtLoadMore
          status={loadingMore ? 'loading' : page < pages ? 'more' : 'noMore'}
          moreText={t('withdraw.more')}
          loadingText={t('common.loading')}
          noMoreText={t('withdraw.noMore')}
          onClick={() => void more()}
        />
      ) : null}
    </View>
  )
}

export default function WithdrawRecordPage() {
  return (
    <Screen>
      <WithdrawRecordBody />
    </Screen>
  )
}
