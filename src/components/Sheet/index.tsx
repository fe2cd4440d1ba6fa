import { type ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { useT } from '@/hooks/useT'
import './index.scss'

export interface SheetProps {
  open: boolean
  title: string
  onClose: () => void
  children?: ReactNode
}

/**
 * A panel from the bottom of the screen over a dimmed page; a tap outside closes it. Long lists
 * bring their own ScrollView, so a search box above them stays in place.
 */
export function Sheet({ open, title, onClose, children }: SheetProps) {
  const t = useT()
  if (!open) return null
  return (
    <View className='sheet' role='dialog' aria-label={title}>
      <View className='sheet__backdrop' onClick={onClose} />
      <View className='sheet__panel'>
        <View className='sheet__head'>
          <Text className='sheet__title'>{title}</Text>
          <View
            className='sheet__close'
            role='button'
            aria-label={t('common.close')}
            onClick={onClose}
          />
        </View>
        <View className='sheet__body'>{children}</View>
      </View>
    </View>
  )
}
