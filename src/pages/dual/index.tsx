// Dual investment (issue 29 item 1): the products taking orders for a coin and a side (sell high:
// deposit the coin; buy low: deposit USDT), soonest settlement first, each with its terms; a way to
// the user's orders. The rule that decides the payout is stated before any product is opened.
import { useCallback, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { sub } from '@common/decimal'
import { Tabs } from '@/components/Tabs'
import { DetailState } from '@/components/DetailState'
import { ProductOff } from '@/components/ProductOff'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useDetail } from '@/hooks/useDetail'
import { useT } from '@/hooks/useT'
import { DUAL_DETAIL, DUAL_ORDERS } from '@/routes'
import { fetchDualProducts, type DualProduct } from '@/services/api/dual'
import { navigate } from '@/services/router'
import { grouped } from '@/utils/format'
import { ProductFacts } from './parts/ProductFacts'
import './dual.scss'

const COINS = [
  [1, 'BTC'],
  [2, 'ETH'],
] as const
const SIDES: readonly [DualProduct['type'], string][] = [
  ['call', 'dual.call'],
  ['put', 'dual.put'],
]

function DualBody() {
  const t = useT()
  const [coin, setCoin] = useState(0)
  const [side, setSide] = useState(0)
  const fetch = useCallback(() => fetchDualProducts(COINS[coin][0], SIDES[side][0]), [coin, side])
  const { load, retry } = useDetail(fetch)
  usePullDownRefresh(() => {
    retry()
    Taro.stopPullDownRefresh()
  })

  return (
    <View className='dual'>
      <View className='dual__top'>
        <Text className='dual__intro'>
          {t(SIDES[side][0] === 'call' ? 'dual.callRule' : 'dual.putRule')}
        </Text>
        <Pressable className='pill-link' role='link' onPress={() => void navigate(DUAL_ORDERS)}>
          {t('dual.orders')}
        </Pressable>
      </View>
      <Tabs current={coin} titles={COINS.map(([, code]) => code)} onChange={setCoin} />
      <View className='dual__sides' role='tablist'>
        {SIDES.map(([type, label], i) => (
          <Pressable
            key={type}
            role='tab'
            selected={i === side}
            className={`dual__side${i === side ? ' dual__side--active' : ''}`}
            onPress={() => setSide(i)}
          >
            {t(label, { coin: COINS[coin][1] })}
          </Pressable>
        ))}
      </View>
      <DetailState load={load} onRetry={retry} skeleton={<Skeleton shape='rows' rows={3} />}>
        {(products: DualProduct[]) =>
          products.length === 0 ? (
            <StateView kind='empty' message={t('dual.none')} />
          ) : (
            <>
              {products.map((p) => (
                <Pressable
                  key={p.id}
                  className='dual-card'
                  role='link'
                  data-product={p.id}
                  onPress={() => void navigate(DUAL_DETAIL, { id: p.id })}
                >
                  <ProductFacts product={p} />
                  <Text className='dual-card__left'>
                    {t('dual.left', {
                      left: grouped(sub(p.quota, p.sold)),
                      currency: p.deposit_name,
                    })}
                  </Text>
                </Pressable>
              ))}
            </>
          )
        }
      </DetailState>
      <View className='dual__note' role='note'>
        {t('dual.risk')}
      </View>
    </View>
  )
}

export default function DualPage() {
  return (
    <Screen>
      <ProductOff product='dual' />
      <DualBody />
    </Screen>
  )
}
