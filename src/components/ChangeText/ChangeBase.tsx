import { Text } from '@tarojs/components'
import { useT } from '@/hooks/useT'

/**
 * Beside a ChangeText where other figures could suggest another base (yesterday's close): every
 * change the app shows is against the price 24 h ago, and says so.
 */
export function ChangeBase() {
  const t = useT()
  return <Text className='change-base'>{t('trade.change24h')}</Text>
}
