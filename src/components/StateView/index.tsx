import { View, Text } from '@tarojs/components'
import { AtActivityIndicator } from 'taro-ui'
import { Button } from '../Button'
import { useT } from '@/hooks/useT'
import './index.scss'

export interface StateViewProps {
  kind: 'loading' | 'empty' | 'failed'
  /** what to say when empty; failures say the network text of the spec */
  message?: string
  onRetry?: () => void
  /** an empty state's next step */
  action?: { label: string; onPress: () => void }
}

/** Loading, empty and failed states in one look across screens. */
export function StateView({ kind, message, onRetry, action }: StateViewProps) {
  const t = useT()
  if (kind === 'loading') {
    return (
      <View className='state-view' role='status' aria-label={t('common.loading')}>
        <AtActivityIndicator size={44} />
      </View>
    )
  }
  return (
    <View className='state-view' role={kind === 'failed' ? 'alert' : undefined}>
      <Text className='state-view__text'>
        {kind === 'failed' ? t('error.noNetwork') : (message ?? '')}
      </Text>
      {onRetry ? (
        <Button className='state-view__retry' size='small' onPress={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
      {action && !onRetry ? (
        <Button className='state-view__retry' size='small' onPress={action.onPress}>
          {action.label}
        </Button>
      ) : null}
    </View>
  )
}
