// The user's P2P orders, as buyer or as merchant, newest first; each opens its order page.
import { useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Tabs } from '@/components/Tabs'
import { ListFooter } from '@/components/ListFooter'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { usePagedList } from '@/hooks/usePagedList'
import { useT } from '@/hooks/useT'
import { P2P_ORDER } from '@/routes'
import { fetchP2pOrders, type P2pRole } from '@/services/api/p2p'
import { navigate } from '@/services/router'
import { formatInstant } from '@/utils/dates'
import { balance, grouped } from '@/utils/format'
import './p2p.scss'

const ROLES: readonly [P2pRole, string][] = [
  ['buyer', 'p2p.asBuyer'],
  ['merchant', 'p2p.asMerchant'],
]

const STATUS_KEYS = {
  1: 'p2p.status1',
  2: 'p2p.status2',
  3: 'p2p.status3',
  4: 'p2p.status4',
} as const

function OrdersBody() {
  const t = useT()
  const [tab, setTab] = useState(0)
  const role = ROLES[tab][0]
  const page = useMemo(
    () => (n: number) =>
      fetchP2pOrders(role, n).then((p) => ({ items: p.data, page: p.page, pages: p.pages })),
    [role],
  )
  const orders = usePagedList(page, { reloadOnShow: true })
  return (
    <View className='p2p'>
      <Tabs current={tab} titles={ROLES.map(([, label]) => t(label))} onChange={setTab} />
      {orders.load === 'loading' ? (
        <Skeleton shape='rows' rows={4} />
      ) : orders.load === 'failed' ? (
        <StateView kind='failed' onRetry={orders.retry} />
      ) : orders.items.length === 0 ? (
        <StateView kind='empty' message={t('p2p.noOrders')} />
      ) : (
        <>
          {orders.items.map((o) => (
            <Pressable
              key={o.id}
              className='p2p-card'
              role='link'
              data-order={o.id}
              data-status={o.status}
              onPress={() => void navigate(P2P_ORDER, { id: o.id })}
            >
              <View className='p2p-card__head'>
                <Text className='p2p-card__name'>
                  {grouped(o.amount)} {o.currency_name}
                </Text>
                <Text className='p2p-card__record'>{t(STATUS_KEYS[o.status])}</Text>
              </View>
              <Text className='p2p-card__line'>
                {balance(o.fiat_amount)} {o.fiat} · {o.merchant_name}
              </Text>
              <Text className='p2p-card__line'>
                {formatInstant(o.create_time, 'YYYY-MM-DD HH:mm')}
              </Text>
            </Pressable>
          ))}
          <ListFooter list={orders} moreText={t('trade.loadMore')} noMoreText='' />
        </>
      )}
    </View>
  )
}

export default function P2pOrdersPage() {
  return (
    <Screen>
      <OrdersBody />
    </Screen>
  )
}
