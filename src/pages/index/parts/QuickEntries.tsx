import { View, Text } from '@tarojs/components'
import { Picture } from '@/components/Picture'
import { Pressable } from '@/components/Pressable'
import type { MenuItem } from '@wire/market'
import { useProductsOff } from '@/hooks/useProductsOff'
import { findRoute } from '@/routes'
import { navigate, parseUrl } from '@/services/router'
import { serverUrl } from '@/services/serverFile'

/**
 * Home's quick entries, as the server's menu lists them, with the pictures it names; an entry for
 * a page this app does not have is skipped, and so is a product switched off where the user is
 * (its key is the product's name).
 */
export function QuickEntries({ items }: { items: readonly MenuItem[] }) {
  const off: readonly string[] = useProductsOff().map((p) => p.product)
  const known = items.filter((item) => findRoute(item.path) && !off.includes(item.key))
  if (known.length === 0) return null
  return (
    <View className='entries'>
      {known.map((item) => (
        <Pressable
          key={item.id}
          className='entries__item'
          role='link'
          onPress={() => {
            const route = findRoute(item.path)
            if (route) void navigate(route.path, parseUrl(item.path).query)
          }}
        >
          <Picture alt='' className='entries__icon' src={serverUrl(item.icon)} />
          <Text className='entries__name'>{item.name}</Text>
        </Pressable>
      ))}
    </View>
  )
}
