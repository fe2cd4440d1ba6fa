// A product switched off where the user is (issue 32 item 6): the one line saying so, in place of
// what would open something in it. What the user already holds stays on screen and closable.
import { Text, View } from '@tarojs/components'
import type { Product } from '@wire/catalogue/jurisdiction'
import { useProductsOff } from '@/hooks/useProductsOff'
import { useT } from '@/hooks/useT'
import './index.scss'

const NAMES: Record<Product, string> = {
  seconds: 'products.seconds',
  spot: 'products.spot',
  lever: 'products.lever',
  follow: 'products.follow',
  dual: 'products.dual',
  project: 'products.project',
  loan: 'products.loan',
  p2p: 'products.p2p',
  collectibles: 'products.collectibles',
}

/** The country `product` is off in for the signed-in user, or undefined where it is offered. */
export function useProductOff(product: Product): string | undefined {
  return useProductsOff().find((p) => p.product === product)?.country
}

export function ProductOff({ product }: { product: Product }) {
  const t = useT()
  const country = useProductOff(product)
  if (!country) return null
  return (
    <View className='product-off' role='note' data-product={product}>
      <Text>{t('products.off', { product: t(NAMES[product]), country })}</Text>
      {product === 'seconds' ? <Text>{t('products.secondsWhy')}</Text> : null}
    </View>
  )
}
