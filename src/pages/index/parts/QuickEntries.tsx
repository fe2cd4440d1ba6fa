import { View, Image, Text } from '@tarojs/components'
import type { MenuItem } from '@wire/market'
import { findRoute } from '@/routes'
import { navigate, parseUrl } from '@/services/router'
import { serverUrl } from '@/services/serverFile'

/**
 * Home's quick entries, as the server's menu lists them, with the pictures it names; an entry for
 * a page this app does not have is skipped.
 */
export function QuickEntries({ items }: { items: readonly MenuItem[] }) {
  const known = items.filter((item) => findRoute(item.path) !== undefined)
  if (known.length === 0) return null
  return (
    <View className='entries'>
      {known.map((item) => (
        <View
          key={item.id}
          className='entries__item'
          role='link'
          onClick={() => {
            const route = findRoute(item.path)
            if (route) void navigate(route.path, parseUrl(item.path).query)
          }}
        >
          <Image className='entries__icon' src={serverUrl(item.icon)} />
          <Text className='entries__name'>{item.name}</Text>
        </View>
      ))}
    </View>
  )
}
