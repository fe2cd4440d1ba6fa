// The native app keeps taro-ui's modal: React Native's Modal already holds a screen reader's focus
// and gives it back, and its buttons are touchables a switch device reaches.
import { Button } from '@tarojs/components'
import { AtModal, AtModalAction, AtModalContent, AtModalHeader } from 'taro-ui'
import type { DialogProps } from './index'

export function Dialog({ children, title, cancelText, confirmText, ...rest }: DialogProps) {
  const { onCancel, onConfirm } = rest
  if (!children)
    return (
      <AtModal
        {...rest}
        title={title}
        cancelText={cancelText}
        confirmText={confirmText}
        onCancel={() => onCancel?.()}
        onConfirm={() => onConfirm?.()}
      />
    )
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
