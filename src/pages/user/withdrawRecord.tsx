// The user's withdrawals, newest first, 10 a page (SPEC §9): what arrives and the fee, where it
// went, its status translated by code (WIRE.md: theirs is Chinese only) and, when rejected, the
// operator's reason. Pull to refresh; more at the bottom.
import { Text, View } from '@tarojs/components'
import { ListFooter } from '@/components/ListFooter'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { usePagedList } from '@/hooks/usePagedList'
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

const page = (n: number) =>
  fetchWithdrawals({ page: n }).then((p) => ({ items: p.data, page: p.page, pages: p.pages }))

function WithdrawRecordBody() {
  const t = useT()
  // a decision may have come since: read again whenever shown
  const list = usePagedList(page, { reloadOnShow: true })

  if (list.load === 'loading') return <Skeleton shape='rows' rows={5} />
  if (list.load === 'failed') return <StateView kind='failed' onRetry={list.retry} />
  if (list.items.length === 0) {
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
      {list.items.map((item) => (
        <WithdrawalRow key={item.id} item={item} />
      ))}
      <ListFooter list={list} moreText={t('withdraw.more')} noMoreText={t('withdraw.noMore')} />
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
