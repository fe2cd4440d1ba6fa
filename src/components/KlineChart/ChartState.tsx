// Loading, failure and empty states drawn over the chart area (the chart stays mounted under
// them, so changing the period never re-creates the chart).
import { View, Text } from '@tarojs/components'
import { AtActivityIndicator } from 'taro-ui'
import { Button } from '../Button'
import { useT } from '@/hooks/useT'
import './ChartState.scss'

export interface ChartStateProps {
  loading: boolean
  failed: boolean
  empty: boolean
  onRetry: () => void
}

export function ChartState({ loading, failed, empty, onRetry }: ChartStateProps) {
  const t = useT()
  if (failed) {
    return (
      <View className='kline-state' role='alert'>
        <Text className='kline-state__text'>{t('kline.loadFailed')}</Text>
        <Button className='kline-state__retry' size='small' onPress={onRetry}>
          {t('kline.retry')}
        </Button>
      </View>
    )
  }
  if (loading && empty) {
    return (
      <View className='kline-state' role='status' aria-label={t('common.loading')}>
        <AtActivityIndicator size={44} />
      </View>
    )
  }
  if (empty) {
    return (
      <View className='kline-state'>
        <Text className='kline-state__text'>{t('kline.empty')}</Text>
      </View>
    )
  }
  return null
}
