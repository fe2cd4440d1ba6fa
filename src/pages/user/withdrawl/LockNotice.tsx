import { Text, View } from '@tarojs/components'
import { useT } from '@/hooks/useT'
import { formatCountdown } from '@/utils/dates'

/** The 24 h lock as a countdown; the page keeps the submit disabled while it runs. */
export function LockNotice({ leftMs }: { leftMs: number }) {
  const t = useT()
  return (
    <View className='withdraw__lock' role='status'>
      <Text className='withdraw__lock-time'>
        {t('withdraw.locked', { time: formatCountdown(leftMs) })}
      </Text>
      <Text className='withdraw__note'>{t('withdraw.lockedWhy')}</Text>
    </View>
  )
}
