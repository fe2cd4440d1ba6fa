// The user's deposits, newest first, 10 a page (SPEC §9): amount, coin, status (pending, approved,
// rejected, translated by code), how and when; a tap opens the detail. Pull down to refresh.
import { View } from '@tarojs/components'
import { ListFooter } from '@/components/ListFooter'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { usePagedList } from '@/hooks/usePagedList'
import { useT } from '@/hooks/useT'
import type { RoutePath } from '@/routes'
import { fetchRecharges } from '@/services/api/deposit'
import { navigate } from '@/services/router'
import { RechargeRow } from './recharge/RechargeRow'
import './recharge/recharge.scss'

const DETAIL: RoutePath = 'pages/user/recharge-detail'
const RECHARGE: RoutePath = 'pages/user/recharge'

const page = (n: number) =>
  fetchRecharges({ page: n }).then((p) => ({ items: p.data, page: p.page, pages: p.pages }))

function RechargeRecordBody() {
  const t = useT()
  const list = usePagedList(page)

  if (list.load === 'loading') return <Skeleton shape='rows' rows={5} />
  if (list.load === 'failed') return <StateView kind='failed' onRetry={list.retry} />
  if (list.items.length === 0) {
    const action = { label: t('route.recharge'), onPress: () => void navigate(RECHARGE) }
    return <StateView kind='empty' message={t('deposit.empty')} action={action} />
  }
  return (
    <View className='recharge-list'>
      {list.items.map((item) => (
        <RechargeRow
          key={item.id}
          item={item}
          onOpen={() => void navigate(DETAIL, { id: item.id })}
        />
      ))}
      <ListFooter list={list} moreText={t('deposit.more')} noMoreText={t('deposit.noMore')} />
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
