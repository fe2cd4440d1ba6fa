import { View, Text, Button } from '@tarojs/components'
import { useT } from '@/hooks/useT'
import { Spinner } from '../Spinner'
import './index.scss'

export interface StateViewProps {
  kind: 'loading' | 'empty' | 'failed'
  /** what to say when empty; failures say the network text of the spec */
  message?: string
  onRetry?: () => void
}

/** Loading, empty and failed states in one look across screens. */
export function StateView({ kind, message, onRetry }: StateViewProps) {
  const t = useT()
  if (kind === 'loading') {
    return (
      <View className='state-view'>
        <Spinner label={t('common.loading')} size='small' />
      </View>
    )
  }
  return (
    <View className='state-view' role={kind === 'failed' ? 'alert' : undefined}>
      <Text className='state-view__text'>
        {kind === 'failed' ? t('error.noNetwork') : (message ?? '')}
      </Text>
      {onRetry ? (
        <Button className='btn btn--ghost state-view__retry' onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </View>
  )
}
