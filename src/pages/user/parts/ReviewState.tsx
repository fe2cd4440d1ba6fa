import { View, Text } from '@tarojs/components'
import type { ReviewStatus } from '@wire/user'
import { useT } from '@/hooks/useT'
import { REVIEW_KEYS } from '@/utils/reviewStatus'

export interface ReviewStateProps {
  title: string
  status: ReviewStatus
  /** the operator's reason, shown when rejected */
  reason?: string | null
  /** approved by a demo server, not by a person: said so */
  demo?: boolean
}

/** One level of certification: its state, and why it was rejected or who approved it. */
export function ReviewState({ title, status, reason, demo }: ReviewStateProps) {
  const t = useT()
  return (
    <View className={`review-state review-state--${status}`} data-status={status}>
      <View className='review-state__head'>
        <Text className='review-state__title'>{title}</Text>
        <Text className='review-state__status'>{t(REVIEW_KEYS[status])}</Text>
      </View>
      {status === 1 ? <Text className='review-state__note'>{t('cert.reviewingNote')}</Text> : null}
      {status === 3 && reason ? (
        <Text className='review-state__note review-state__note--danger'>
          {t('cert.reason', { reason })}
        </Text>
      ) : null}
      {status === 2 && demo ? (
        <Text className='review-state__note'>{t('cert.demoApproved')}</Text>
      ) : null}
    </View>
  )
}
