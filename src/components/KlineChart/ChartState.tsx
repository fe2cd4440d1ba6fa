// Loading, failure and empty states drawn over the chart area (the chart stays mounted under
// them, so changing the period never re-creates the chart).
import { View, Text, Button } from '@tarojs/components'
import { Spinner } from '../Spinner'
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
        <Button className='kline-state__retry' onClick={onRetry}>
          {t('kline.retry')}
        </Button>
      </View>
    )
  }
  if (loading && empty) {
    return (
      <View className='kline-state'>
        <Spinner label={t('common.loading')} size='small' />
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
