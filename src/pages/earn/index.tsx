// Earn: the products that put a user's assets to work, and the loan that borrows against them,
// each with what it does in one line, so a user picks by the rule rather than by a rate (issue 29).
import { Text, View } from '@tarojs/components'
import { Screen } from '@/components/Screen'
import { useT } from '@/hooks/useT'
import { DUAL, LOAN, LOCK_MINING, PROJECT, type RoutePath } from '@/routes'
import { navigate } from '@/services/router'
import './index.scss'

const PRODUCTS: readonly { route: RoutePath; title: string; rule: string }[] = [
  { route: DUAL, title: 'route.dual', rule: 'earn.dual' },
  { route: PROJECT, title: 'route.project', rule: 'earn.project' },
  { route: LOAN, title: 'route.loan', rule: 'earn.loan' },
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
