// Earn: the products that put a user's assets to work, each with what it does in one line, so a
// user picks by the rule rather than by a rate (issue 29).
import { Text, View } from '@tarojs/components'
import { Screen } from '@/components/Screen'
import { useT } from '@/hooks/useT'
import { DUAL, LOCK_MINING, type RoutePath } from '@/routes'
import { navigate } from '@/services/router'
import './index.scss'

const PRODUCTS: readonly { route: RoutePath; title: string; rule: string }[] = [
  { route: DUAL, title: 'route.dual', rule: 'earn.dual' },
  { route: LOCK_MINING, title: 'route.lockMining', rule: 'earn.lockMining' },
]

export default function EarnPage() {
  const t = useT()
  return (
    <Screen>
      <View className='earn'>
        {PRODUCTS.map((p) => (
          <View
            key={p.route}
            className='earn__item'
            role='link'
            data-route={p.route}
            onClick={() => void navigate(p.route)}
          >
            <Text className='earn__title'>{t(p.title)}</Text>
            <Text className='earn__rule'>{t(p.rule)}</Text>
          </View>
        ))}
      </View>
    </Screen>
  )
}
