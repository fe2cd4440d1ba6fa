// The native app keeps taro-ui's tag, a touchable a screen reader already announces.
import { AtTag } from 'taro-ui'
import type { ChipProps } from './index'

export function Chip({ onPress, ...rest }: ChipProps) {
  return <AtTag {...rest} onClick={onPress ? () => onPress() : undefined} />
}
