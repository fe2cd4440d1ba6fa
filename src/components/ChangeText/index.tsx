import { Text } from '@tarojs/components'
import { changeRate, priceColor } from '@/utils/format'
import './index.scss'

/**
 * A 24 h change rate in the spec's colours: green up, grey unchanged, red down; its sign stays in
 * front of the number in right-to-left languages.
 */
export function ChangeText({ value, className = '' }: { value: string; className?: string }) {
  return (
    <Text className={`change-text ${className}`} style={{ color: priceColor(value) }}>
      {changeRate(value)}
    </Text>
  )
}
