import { View, Image, Text } from '@tarojs/components'
import type { MenuItem } from '@wire/market'
import { findRoute } from '@/routes'
import { navigate, parseUrl } from '@/services/router'
import recharge from '@/assets/menu/recharge.png'
import withdraw from '@/assets/menu/withdraw.png'
import lockMining from '@/assets/menu/lockMining.png'
import follow from '@/assets/menu/follow.png'
import earn from '@/assets/menu/earn.png'
import help from '@/assets/menu/help.png'
import service from '@/assets/menu/service.png'
import invite from '@/assets/menu/invite.png'

const ICONS: Record<MenuItem['key'], string> = {
  recharge,
  withdraw,
  lockMining,
  follow,
  earn,
  help,
  service,
  invite,
}

/** Home's quick entries, as the server's menu lists them (unknown keys are skipped). */
export function QuickEntries({ items }: { items: readonly MenuItem[] }) {
  const known = items.filter((item) => item.key in ICONS)
  if (known.length === 0) return null
  return (
    <View className='entries'>
      {known.map((item) => (
        <View
          key={item.id}
          className='entries__item'
          role='link'
          onClick={() => {
            // the server names the page; only one the app has can open
            const route = findRoute(item.path)
            if (route) void navigate(route.path, parseUrl(item.path).query)
          }}
        >
          <Image className='entries__icon' src={ICONS[item.key]} />
          <Text className='entries__name'>{item.name}</Text>
        </View>
      ))}
    </View>
  )
}
