// taro-ui's AtModal as it looks (its classes and stylesheet), made a dialog a keyboard and a screen
// reader can use (issue 47, decision 87): AtModal draws its buttons as Taro Buttons no keyboard
// reaches and says nothing of being a dialog. This one is named by its title (or its text), takes
// focus while open and gives it back (hooks/useFocusTrap), closes on Escape as on a tap outside, and
// draws its buttons as Pressables. The native app keeps AtModal (index.rn.tsx).
import { useId, type ReactNode } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { useFocusTrap } from '@/hooks/useFocusTrap'
import { Pressable } from '../Pressable'

export interface DialogProps {
  isOpened: boolean
  title?: string
  /** the question, as plain text; `children` for anything richer */
  content?: string
  cancelText?: string
  confirmText?: string
  /** false: a tap outside and Escape leave it open, it asks for an answer */
  closeOnClickOverlay?: boolean
  /** a tap outside, or Escape */
  onClose?: () => void
  onCancel?: () => void
  onConfirm?: () => void
  className?: string
  children?: ReactNode
}

export function Dialog({
  isOpened,
  title,
  content,
  cancelText,
  confirmText,
  closeOnClickOverlay = true,
  onClose,
  onCancel,
  onConfirm,
  className = '',
  children,
}: DialogProps) {
  const id = useId()
  const dismiss = closeOnClickOverlay ? onClose : undefined
  const box = useFocusTrap(isOpened, dismiss)
  const body = content ? (
    <View className='content-simple'>
      <Text id={`${id}-text`}>{content}</Text>
    </View>
  ) : (
    children
  )
  return (
    <View
      className={['at-modal', isOpened ? 'at-modal--active' : '', className]
        .filter(Boolean)
        .join(' ')}
      // a sheet's scrolling must not pull the page behind down to refresh
      onTouchMove={(e) => e.stopPropagation()}
    >
      {/* a finger's way out; a keyboard's is Escape */}
      {/* eslint-disable-next-line no-restricted-syntax */}
      <View className='at-modal__overlay' onClick={() => dismiss?.()} />
      <View
        ref={box}
        className='at-modal__container'
        role='dialog'
        aria-modal
        aria-labelledby={title ? `${id}-title` : content ? `${id}-text` : undefined}
        aria-describedby={title && content ? `${id}-text` : undefined}
        tabIndex={-1}
      >
        {title ? (
          <View className='at-modal__header'>
            <Text id={`${id}-title`}>{title}</Text>
          </View>
        ) : null}
        {body ? (
          <ScrollView scrollY className='at-modal__content'>
            {body}
          </ScrollView>
        ) : null}
        {cancelText || confirmText ? (
          <View className='at-modal__footer at-modal__footer--simple'>
            <View className='at-modal__action'>
              {cancelText ? (
                <Pressable className='at-modal__button' onPress={() => onCancel?.()}>
                  {cancelText}
                </Pressable>
              ) : null}
              {confirmText ? (
                <Pressable className='at-modal__button' onPress={() => onConfirm?.()}>
                  {confirmText}
                </Pressable>
              ) : null}
            </View>
          </View>
        ) : null}
      </View>
    </View>
  )
}
