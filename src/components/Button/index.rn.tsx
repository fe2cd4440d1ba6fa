// The native app keeps taro-ui's button: its touchable is already a control a screen reader
// announces and a switch device reaches.
import { AtButton } from 'taro-ui'
import type { ButtonProps } from './index'

export function Button({ onPress, children, ...rest }: ButtonProps) {
  return (
    <AtButton {...rest} onClick={() => onPress?.()}>
      {children}
    </AtButton>
  )
}
