import { View, Text } from '@tarojs/components'
import { useT } from '@/hooks/useT'
import './index.scss'

/** The honest body of a screen a later release fills. */
export function NotYet() {
  const t = useT()
  return (
    <View className='not-yet'>
      <Text>{t('common.notYet')}</Text>
    </View>
  )
}
