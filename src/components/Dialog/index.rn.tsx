// The native app keeps taro-ui's modal: React Native's Modal already holds a screen reader's focus
// and gives it back, and its buttons are touchables a switch device reaches.
import { Button } from '@tarojs/components'
import { AtModal, AtModalAction, AtModalContent, AtModalHeader } from 'taro-ui'
import type { DialogProps } from './index'

export function Dialog({ children, ...props }: DialogProps) {
  if (!children) return <AtModal {...props} />
  const { title, cancelText, confirmText, onCancel, onConfirm, ...rest } = props
  return (
    <AtModal {...rest}>
      {title ? <AtModalHeader>{title}</AtModalHeader> : null}
      <AtModalContent>{children}</AtModalContent>
      {cancelText || confirmText ? (
        <AtModalAction>
          {cancelText ? <Button onClick={() => onCancel?.()}>{cancelText}</Button> : null}
          {confirmText ? <Button onClick={() => onConfirm?.()}>{confirmText}</Button> : null}
        </AtModalAction>
      ) : null}
    </AtModal>
  )
}
