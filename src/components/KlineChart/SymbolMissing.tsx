// What a k-line page shows for a missing or unknown match_id, with a way back.
import { View, Text } from '@tarojs/components'
import { Button } from '../Button'
import { useT } from '@/hooks/useT'
import { back } from '@/services/router'
import './ChartState.scss'

export function SymbolMissing() {
  const t = useT()
  return (
    <View className='kline-missing' role='alert'>
      <Text className='kline-state__text'>{t('kline.notFound')}</Text>
      <Button className='kline-state__retry' size='small' onPress={() => void back()}>
        {t('common.back')}
      </Button>
    </View>
  )
}
