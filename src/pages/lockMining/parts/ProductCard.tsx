// One lock-mining product: its name, purchase window and terms (rate range, days, amounts, penalty,
// purchases left). The list opens the detail page from it; the detail page shows it as its head.
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { WINDOW, type LockProduct } from '@/services/api/lockMining'
import { termRows, windowText } from './terms'

export interface ProductCardProps {
  product: LockProduct
  onOpen?: () => void
}

const WINDOW_CLASS = {
  [WINDOW.open]: 'open',
  [WINDOW.notStarted]: 'soon',
  [WINDOW.closed]: 'closed',
} as const

export function ProductCard({ product, onOpen }: ProductCardProps) {
  const state = WINDOW_CLASS[product.window as keyof typeof WINDOW_CLASS] ?? 'closed'
  return (
    <Pressable className='lock-card' role='link' data-product={product.id} onPress={onOpen}>
      <View className='lock-card__head'>
        <Text className='lock-card__title'>{product.title}</Text>
        <Text className={`lock-card__window lock-card__window--${state}`}>
          {windowText(product)}
        </Text>
      </View>
      {termRows(product).map(([label, value]) => (
        <View key={label} className='lock-row'>
          <Text className='lock-row__label'>{label}</Text>
          <Text className='lock-row__value'>{value}</Text>
        </View>
      ))}
    </Pressable>
  )
}
