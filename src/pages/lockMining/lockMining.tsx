// Lock mining, what I hold: the amount locked now, today's and the accumulated profit, the ways to
// the products and to the orders, and a short risk notice (returns are not guaranteed; early
// redemption costs a penalty).
import { useCallback, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { compare } from '@common/decimal'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useT } from '@/hooks/useT'
import { LOCK_MINING_ORDERS, LOCK_MINING_PRODUCTS } from '@/routes'
import { fetchLockOrders, type LockOrders } from '@/services/api/lockMining'
import { navigate } from '@/services/router'
import { balance, priceColor } from '@/utils/format'
import './lockMining.scss'

function HoldingsBody() {
  const t = useT()
  const [summary, setSummary] = useState<LockOrders | null>(null)
  const [failed, setFailed] = useState(false)

  // the totals ride on the first page of orders: one row is enough to read them
  const load = useCallback(
    () =>
      fetchLockOrders({ page: 1, limit: 1 }).then(
        (next) => {
          setSummary(next)
          setFailed(false)
        },
        () => setFailed(true),
      ),
    [],
  )
  // a day's profit or a returned principal changes them while the app is elsewhere
  useDidShow(() => void load())
  usePullDownRefresh(() => void load().finally(() => Taro.stopPullDownRefresh()))

  if (!summary) {
    if (failed) return <StateView kind='failed' onRetry={() => void load()} />
    return <Skeleton shape='rows' rows={4} />
  }

  const profits = [
    ['lock.todayProfit', summary.today_interest],
    ['lock.totalProfit', summary.total_interest],
  ] as const
  return (
    <View className='lock'>
      <View className='lock__summary'>
        <Text className='lock__label'>{t('lock.locked')}</Text>
        <Text className='lock__total'>{balance(summary.locked_total)} USDT</Text>
        <View className='lock__profits'>
          {profits.map(([label, value]) => (
            <View key={label} className='lock__profit'>
              <Text className='lock__label'>{t(label)}</Text>
              <Text className='lock__profit-value' style={{ color: priceColor(value) }}>
                {balance(value)}
              </Text>
            </View>
          ))}
        </View>
      </View>
      <View className='lock__entries'>
        <Pressable
          className='lock__entry'
          role='link'
          onPress={() => void navigate(LOCK_MINING_PRODUCTS)}
        >
          {t('route.lockMiningProducts')}
        </Pressable>
        <Pressable
          className='lock__entry'
          role='link'
          onPress={() => void navigate(LOCK_MINING_ORDERS)}
        >
          {t('route.lockMiningOrders')}
        </Pressable>
      </View>
      <View className='lock__risk' role='note'>
        {t('lock.risk')}
      </View>
      {/* ended and redeemed orders stay in the count: what matters here is that nothing is held */}
      {compare(summary.locked_total, '0') <= 0 ? (
        <StateView
          kind='empty'
          message={t(summary.total === 0 ? 'lock.noOrders' : 'lock.nothingLocked')}
          action={{ label: t('lock.browse'), onPress: () => void navigate(LOCK_MINING_PRODUCTS) }}
        />
      ) : null}
    </View>
  )
}

export default function LockMiningPage() {
  return (
    <Screen>
      <HoldingsBody />
    </Screen>
  )
}
