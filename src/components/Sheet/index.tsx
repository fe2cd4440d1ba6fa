// taro-ui's AtFloatLayout (a sheet from the bottom) as it looks, made a dialog a keyboard and a
// screen reader can use (issue 47, decision 87): named by its title, focus kept inside while open and
// given back when it closes (hooks/useFocusTrap), closed by Escape, and its close mark a control.
// The native app keeps AtFloatLayout (index.rn.tsx).
import { useId, type ReactNode } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { useFocusTrap } from '@/hooks/useFocusTrap'
import { useT } from '@/hooks/useT'
import { Pressable } from '../Pressable'

export interface SheetProps {
  isOpened: boolean
  title?: string
  /** its name for a screen reader when it shows no title */
  label?: string
  /** false: the content scrolls by itself (a list under a search bar) */
  scrollY?: boolean
  /** the close mark, a tap outside, or Escape */
  onClose: () => void
  className?: string
  children?: ReactNode
}

export function Sheet({
  isOpened,
  title,
  label,
  scrollY = true,
  onClose,
  className = '',
  children,
}: SheetProps) {
  const t = useT()
  const id = useId()
  const box = useFocusTrap(isOpened, onClose)
  return (
    <View
      className={['at-float-layout', isOpened ? 'at-float-layout--active' : '', className]
        .filter(Boolean)
        .join(' ')}
      // the sheet's scrolling must not pull the page behind down to refresh
      onTouchMove={(e) => e.stopPropagation()}
    >
      {/* a finger's way out; a keyboard's is Escape or the close mark */}
      {/* eslint-disable-next-line no-restricted-syntax */}
      <View className='at-float-layout__overlay' onClick={onClose} />
      <View
        ref={box}
        className='at-float-layout__container layout'
        role='dialog'
        aria-modal
        aria-labelledby={title ? `${id}-title` : undefined}
        aria-label={title ? undefined : label}
        tabIndex={-1}
      >
        {title ? (
          <View className='layout-header'>
            <Text id={`${id}-title`} className='layout-header__title'>
              {title}
            </Text>
            <Pressable
              className='layout-header__btn-close'
              label={t('common.close')}
              onPress={onClose}
            />
          </View>
        ) : null}
        <View className='layout-body'>
          <ScrollView scrollY={scrollY} className='layout-body__content'>
            {children}
          </ScrollView>
        </View>
      </View>
    </View>
  )
}
