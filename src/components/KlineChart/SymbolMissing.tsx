// What a k-line page shows for a missing or unknown match_id, with a way back.
import { View, Text } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { useT } from '@/hooks/useT'
import { back } from '@/services/router'
import './ChartState.scss'

export function SymbolMissing() {
  const t = useT()
  return (
    <View className='kline-missing' role='alert'>
      <Text className='kline-state__text'>{t('kline.notFound')}</Text>
      <AtButton className='kline-state__retry' size='small' onClick={() => void back()}>
        {t('common.back')}
      </AtButton>
    </View>
  )
}
