// Copy-trading (issue 28): the traders one may follow, by realised profit, win rate or followers,
// every figure from their real positions; a way to the user's own follows. The rule that decides
// a follower's money (copies at their own price, the weekly profit share) is stated before a
// trader is even opened.
import { useEffect } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Tabs } from '@/components/Tabs'
import { useSnapshot } from 'valtio'
import { ProductOff } from '@/components/ProductOff'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useT } from '@/hooks/useT'
import { FOLLOW_MINE, FOLLOW_TRADER } from '@/routes'
import type { TraderSort } from '@/services/api/follow'
import { navigate } from '@/services/router'
import { follow, loadTraders } from '@/stores/follow'
import { TraderName, TraderStats } from './parts/TraderStats'
import './follow.scss'

const SORTS: readonly [TraderSort, string][] = [
  ['profit', 'follow.sort.profit'],
  ['win_rate', 'follow.sort.winRate'],
  ['followers', 'follow.sort.followers'],
]

function TradersBody() {
  const t = useT()
  const s = useSnapshot(follow)
  useEffect(() => void loadTraders(), [])
  useDidShow(() => void loadTraders())
  usePullDownRefresh(() => void loadTraders().finally(() => Taro.stopPullDownRefresh()))

  const list =
    s.tradersLoad === 'loading' ? (
      <Skeleton shape='rows' rows={4} />
    ) : s.tradersLoad === 'failed' ? (
      <StateView kind='failed' onRetry={() => void loadTraders()} />
    ) : s.traders.length === 0 ? (
      <StateView kind='empty' message={t('follow.noTraders')} />
    ) : (
      s.traders.map((trader) => (
        <Pressable
          key={trader.trader_user_id}
          className='follow-card'
          role='link'
          data-trader={trader.trader_user_id}
          onPress={() => void navigate(FOLLOW_TRADER, { id: trader.trader_user_id })}
        >
          <TraderName trader={trader} />
          <TraderStats trader={trader} />
        </Pressable>
      ))
    )

  return (
    <View className='follow'>
      <View className='follow__top'>
        <Text className='follow__intro'>{t('follow.intro')}</Text>
        <Pressable
          className='pill-link'
          role='link'
          onPress={() => void navigate(FOLLOW_MINE)}
          data-link='mine'
        >
          {t('follow.mine')}
        </Pressable>
      </View>
      <Tabs
        current={SORTS.findIndex(([sort]) => sort === s.sort)}
        titles={SORTS.map(([, label]) => t(label))}
        onChange={(index) => void loadTraders(SORTS[index][0])}
      />
      {list}
      <View className='follow__note' role='note'>
        {t('follow.figuresNote')}
      </View>
      <View className='follow__note' role='note'>
        {t('follow.risk')}
      </View>
    </View>
  )
}

export default function FollowPage() {
  return (
    <Screen>
      <ProductOff product='follow' />
      <TradersBody />
    </Screen>
  )
}
