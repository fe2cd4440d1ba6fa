// The lock-mining products on offer: each with its daily rate range, days, amounts, penalty,
// purchase window and the purchases the user has left; a tap opens its detail with the purchase.
import { useCallback, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useT } from '@/hooks/useT'
import type { RoutePath } from '@/routes'
import { fetchLockProducts, type LockProduct } from '@/services/api/lockMining'
import { navigate } from '@/services/router'
import { ProductCard } from './parts/ProductCard'
import './lockMining.scss'

const DETAIL: RoutePath = 'pages/lockMining/detail'

type Load = 'loading' | 'failed' | 'ready'

function ProductListBody() {
  const t = useT()
  const [products, setProducts] = useState<readonly LockProduct[]>([])
  const [load, setLoad] = useState<Load>('loading')

  const reload = useCallback(
    () =>
      fetchLockProducts().then(
        (next) => {
          setProducts(next)
          setLoad('ready')
        },
        () => setLoad((now) => (now === 'ready' ? now : 'failed')),
      ),
    [],
  )
  // windows open and close, and purchases elsewhere use up the limit: read again when shown
  useDidShow(() => void reload())
  usePullDownRefresh(() => void reload().finally(() => Taro.stopPullDownRefresh()))

  if (load === 'loading') return <Skeleton shape='rows' rows={4} />
  if (load === 'failed') {
    return (
      <StateView
        kind='failed'
        onRetry={() => {
          setLoad('loading')
          void reload()
        }}
      />
    )
  }
  if (products.length === 0) return <StateView kind='empty' message={t('lock.noProducts')} />
  return (
    <View className='lock'>
      <View className='lock__risk'>{t('lock.risk')}</View>
      {products.map((p) => (
        <ProductCard key={p.id} product={p} onOpen={() => void navigate(DETAIL, { id: p.id })} />
      ))}
    </View>
  )
}

export default function LockMiningProductListPage() {
  return (
    <Screen>
      <ProductListBody />
    </Screen>
  )
}
