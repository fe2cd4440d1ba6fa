// Earn: the products that put a user's assets to work, and the loan that borrows against them,
// each with what it does in one line, so a user picks by the rule rather than by a rate (issue 29).
// A product switched off where the user is shows why in its place (issue 32).
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import type { Product } from '@wire/catalogue/jurisdiction'
import { ProductOff } from '@/components/ProductOff'
import { Screen } from '@/components/Screen'
import { useProductsOff } from '@/hooks/useProductsOff'
import { useT } from '@/hooks/useT'
import { DUAL, LOAN, LOCK_MINING, PROJECT, type RoutePath } from '@/routes'
import { navigate } from '@/services/router'
import './index.scss'

const PRODUCTS: readonly { route: RoutePath; title: string; rule: string; product?: Product }[] = [
  { route: DUAL, title: 'route.dual', rule: 'earn.dual', product: 'dual' },
  { route: PROJECT, title: 'route.project', rule: 'earn.project', product: 'project' },
  { route: LOAN, title: 'route.loan', rule: 'earn.loan', product: 'loan' },
  { route: LOCK_MINING, title: 'route.lockMining', rule: 'earn.lockMining' },
]

export default function EarnPage() {
  const t = useT()
  const off = useProductsOff()
  const isOff = (product?: Product) => off.some((p) => p.product === product)
  return (
    <Screen>
      <View className='earn'>
        {PRODUCTS.map((p) =>
          p.product && isOff(p.product) ? (
            <ProductOff key={p.route} product={p.product} />
          ) : (
            <Pressable
              key={p.route}
              className='earn__item'
              role='link'
              data-route={p.route}
              onPress={() => void navigate(p.route)}
            >
              <Text className='earn__title'>{t(p.title)}</Text>
              <Text className='earn__rule'>{t(p.rule)}</Text>
            </Pressable>
          ),
        )}
      </View>
    </Screen>
  )
}
