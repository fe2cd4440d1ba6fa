import { Text } from '@tarojs/components'
import { changeRate, priceColor } from '@/utils/format'

/** A 24 h change rate in the spec's colours: green up, grey unchanged, red down. */
export function ChangeText({ value, className = '' }: { value: string; className?: string }) {
  return (
    <Text className={className} style={{ color: priceColor(value) }}>
      {changeRate(value)}
    </Text>
  )
}
