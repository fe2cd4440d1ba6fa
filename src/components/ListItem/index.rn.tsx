// The native app keeps taro-ui's list row, a touchable a screen reader already announces.
import { AtListItem } from 'taro-ui'
import type { ListItemProps } from './index'

export function ListItem({ onPress, role: _role, selected: _selected, ...rest }: ListItemProps) {
  return <AtListItem {...rest} onClick={onPress ? () => onPress() : undefined} />
}
